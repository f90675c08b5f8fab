// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "@/test/i18n-test";
import { COOKIE_PREFERENCES_EVENT, COOKIE_PREFERENCES_KEY, openCookieSettings } from "./consent";
import { CookieConsent } from "./cookie-consent";

const stored = () => JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? "null") as unknown;

function renderConsent() {
  return render(
    <MemoryRouter>
      <CookieConsent />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function showBanner() {
  renderConsent();
  act(() => vi.advanceTimersByTime(2000));
}

/** The preferences dialog is its own chunk: lets its lazy import settle. */
async function dialogLoaded() {
  await act(async () => {
    await import("./cookie-preferences-dialog");
  });
}

describe("CookieConsent", () => {
  it("shows the banner 2000 ms after the first visit, not earlier", () => {
    renderConsent();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText("We value your privacy")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("We value your privacy")).toBeInTheDocument();
    for (const name of ["Cookie Settings", "Necessary Only", "Accept All"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
  });

  it("never shows the banner once a choice is saved", () => {
    localStorage.setItem(
      COOKIE_PREFERENCES_KEY,
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        personalization: false,
      }),
    );
    renderConsent();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText("We value your privacy")).toBeNull();
  });

  it("Accept All stores everything, broadcasts it and hides the banner", () => {
    const listener = vi.fn();
    window.addEventListener(COOKIE_PREFERENCES_EVENT, listener);
    showBanner();
    fireEvent.click(screen.getByRole("button", { name: "Accept All" }));
    const all = { necessary: true, analytics: true, marketing: true, personalization: true };
    expect(stored()).toEqual(all);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual(all);
    expect(screen.queryByText("We value your privacy")).toBeNull();
    window.removeEventListener(COOKIE_PREFERENCES_EVENT, listener);
  });

  it("Necessary Only stores the optional categories as false", () => {
    showBanner();
    fireEvent.click(screen.getByRole("button", { name: "Necessary Only" }));
    expect(stored()).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      personalization: false,
    });
    expect(screen.queryByText("We value your privacy")).toBeNull();
  });

  it("the dialog has a locked Necessary switch and saves the chosen categories", async () => {
    showBanner();
    fireEvent.click(screen.getByRole("button", { name: "Cookie Settings" }));
    await dialogLoaded();
    const dialog = screen.getByRole("dialog", { name: "Cookie Preferences" });
    const necessary = screen.getByRole("switch", { name: "Necessary" });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    fireEvent.click(necessary);
    expect(necessary).toBeChecked();
    fireEvent.click(screen.getByRole("switch", { name: "Analytics" }));
    fireEvent.click(screen.getByRole("switch", { name: "Personalization" }));
    fireEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(stored()).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      personalization: true,
    });
    expect(dialog).not.toBeInTheDocument();
    expect(screen.queryByText("We value your privacy")).toBeNull();
  });

  it("the dialog's Accept All turns everything on", async () => {
    showBanner();
    fireEvent.click(screen.getByRole("button", { name: "Cookie Settings" }));
    await dialogLoaded();
    const buttons = screen.getAllByRole("button", { name: "Accept All" });
    fireEvent.click(buttons[buttons.length - 1]!);
    expect(stored()).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      personalization: true,
    });
  });

  it("reopens the dialog from the footer link's event with the saved choice", async () => {
    localStorage.setItem(
      COOKIE_PREFERENCES_KEY,
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: true,
        personalization: false,
      }),
    );
    renderConsent();
    act(() => openCookieSettings());
    await dialogLoaded();
    expect(screen.getByRole("dialog", { name: "Cookie Preferences" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Marketing" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
  });
});
