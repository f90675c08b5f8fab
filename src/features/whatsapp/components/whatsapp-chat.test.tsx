// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "@/test/i18n-test";
import type { WhatsAppSettings } from "@/entities/whatsapp-settings";
import { WhatsAppChat } from "./whatsapp-chat";

const base: WhatsAppSettings = {
  phoneNumber: "+91 98250 41870",
  businessName: "Jalraksha",
  welcomeMessage: "Welcome!",
  customMessage: "Custom hello",
  position: "bottom-left",
  showAvailability: true,
  availabilityHours: { start: "09:00", end: "18:00" },
  autoReplies: [{ trigger: "Price", response: "Share your area" }],
};

function renderChat(overrides: Partial<WhatsAppSettings> = {}) {
  render(<WhatsAppChat settings={{ ...base, ...overrides }} />);
  fireEvent.click(screen.getByRole("button", { name: "Open WhatsApp chat" }));
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("WhatsAppChat", () => {
  it("shows the business name, welcome message and a 3-row box", () => {
    vi.setSystemTime(new Date("2026-03-02T10:00:00"));
    renderChat();
    const card = screen.getByRole("dialog", { name: "Jalraksha" });
    expect(card).toHaveTextContent("Welcome!");
    const box = screen.getByPlaceholderText("Type your message...");
    expect(box).toHaveAttribute("rows", "3");
    expect(box).toHaveFocus();
  });

  it("shows Online inside the hours and recomputes every 60 s", () => {
    vi.setSystemTime(new Date("2026-03-02T17:59:00"));
    renderChat();
    expect(screen.getByTestId("whatsapp-availability")).toHaveTextContent("Online");
    act(() => vi.advanceTimersByTime(60_000)); // 18:00, the inclusive end
    expect(screen.getByTestId("whatsapp-availability")).toHaveTextContent("Online");
    act(() => vi.advanceTimersByTime(59_999));
    expect(screen.getByTestId("whatsapp-availability")).toHaveTextContent("Online");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("whatsapp-availability")).toHaveTextContent("Offline");
  });

  it("turns Online at the start of the window on the next check", () => {
    vi.setSystemTime(new Date("2026-03-02T08:59:00"));
    renderChat();
    expect(screen.getByTestId("whatsapp-availability")).toHaveTextContent("Offline");
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId("whatsapp-availability")).toHaveTextContent("Online");
  });

  it("hides the badge when show_availability is off", () => {
    renderChat({ showAvailability: false });
    expect(screen.queryByTestId("whatsapp-availability")).toBeNull();
  });

  it("sends the typed text to wa.me in a new tab, then closes and clears", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderChat();
    fireEvent.change(screen.getByPlaceholderText("Type your message..."), {
      target: { value: "Need a quote" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send to WhatsApp" }));
    expect(open).toHaveBeenCalledWith(
      "https://wa.me/919825041870?text=Need%20a%20quote",
      "_blank",
      "noopener,noreferrer",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open WhatsApp chat" }));
    expect(screen.getByPlaceholderText("Type your message...")).toHaveValue("");
  });

  it("falls back to the custom message, then the welcome message", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderChat();
    fireEvent.click(screen.getByRole("button", { name: "Send to WhatsApp" }));
    expect(open).toHaveBeenLastCalledWith(
      "https://wa.me/919825041870?text=Custom%20hello",
      "_blank",
      "noopener,noreferrer",
    );
    cleanup();
    renderChat({ customMessage: null });
    fireEvent.click(screen.getByRole("button", { name: "Send to WhatsApp" }));
    expect(open).toHaveBeenLastCalledWith(
      "https://wa.me/919825041870?text=Welcome!",
      "_blank",
      "noopener,noreferrer",
    );
  });

  it("offers the default quick messages and the auto replies, which fill the box", () => {
    renderChat();
    const box = screen.getByPlaceholderText("Type your message...");
    for (const quick of [
      "I need more information",
      "I want to place an order",
      "I have a question",
    ]) {
      fireEvent.click(screen.getByRole("button", { name: quick }));
      expect(box).toHaveValue(quick);
    }
    fireEvent.click(screen.getByRole("button", { name: "Price: Share your area" }));
    expect(box).toHaveValue("Share your area");
  });

  it("closes with Escape and the close button, returning focus to the bubble", () => {
    renderChat();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    const bubble = screen.getByRole("button", { name: "Open WhatsApp chat" });
    expect(bubble).toHaveFocus();
    fireEvent.click(bubble);
    const [closeInCard] = screen.getAllByRole("button", { name: "Close chat" });
    fireEvent.click(closeInCard!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each([
    ["bottom-left", "left-4"],
    ["bottom-right", "right-4"],
    ["top-left", "top-20"],
  ] as const)("sits at %s", (position, cls) => {
    render(<WhatsAppChat settings={{ ...base, position }} />);
    expect(screen.getByTestId("whatsapp-widget").className).toContain(cls);
  });
});
