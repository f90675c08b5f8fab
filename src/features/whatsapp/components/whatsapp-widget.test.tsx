// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "@/test/i18n-test";
import type { WhatsAppSettings } from "@/entities/whatsapp-settings";
import { WhatsAppWidget } from "./whatsapp-widget";

let data: WhatsAppSettings | null | undefined;
vi.mock("@/entities/whatsapp-settings", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useWhatsAppSettingsQuery: () => ({ data }),
}));

beforeAll(async () => {
  await initTestI18n();
});

afterEach(cleanup);

describe("WhatsAppWidget", () => {
  it("stays hidden while loading and when no usable active record exists", () => {
    data = undefined;
    const { container, rerender } = render(<WhatsAppWidget />);
    expect(container).toBeEmptyDOMElement();
    data = null;
    rerender(<WhatsAppWidget />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the bubble for an active record", () => {
    data = {
      phoneNumber: "+1 555",
      businessName: "B",
      welcomeMessage: "W",
      customMessage: null,
      position: "bottom-left",
      showAvailability: false,
      availabilityHours: { start: "09:00", end: "18:00" },
      autoReplies: [],
    };
    render(<WhatsAppWidget />);
    expect(screen.getByRole("button", { name: "Open WhatsApp chat" })).toBeInTheDocument();
  });
});
