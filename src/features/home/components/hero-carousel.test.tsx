// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "@/test/i18n-test";
import type { Banner } from "@/entities/banner";
import { HeroCarousel, SLIDE_INTERVAL_MS } from "./hero-carousel";

const banner = (n: number): Banner => ({
  id: `b${n}`,
  title: `Slide ${n}`,
  subtitle: null,
  image_url: `/images/banners/${n}.svg`,
  cta_label: n === 1 ? "Go" : null,
  cta_href: n === 1 ? "/products" : null,
  starts_at: null,
  ends_at: null,
});

let query: { isPending: boolean; isError: boolean; data?: Banner[] };
vi.mock("@/entities/banner", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useBannersQuery: () => query,
}));

let reduced = false;
beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  reduced = false;
  window.matchMedia = ((q: string) => ({
    matches: q.includes("reduce") ? reduced : false,
    media: q,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  query = { isPending: false, isError: false, data: [banner(1), banner(2), banner(3)] };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const active = () =>
  screen.getAllByRole("group", { hidden: true }).findIndex((el) => el.dataset.active === "true");

function renderHero() {
  return render(
    <MemoryRouter>
      <HeroCarousel />
    </MemoryRouter>,
  );
}

describe("HeroCarousel", () => {
  it("reserves the hero's height while loading and renders nothing without banners", () => {
    query = { isPending: true, isError: false };
    const { rerender, container } = renderHero();
    expect(screen.getByTestId("hero-loading")).toBeInTheDocument();
    query = { isPending: false, isError: false, data: [] };
    rerender(
      <MemoryRouter>
        <HeroCarousel />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("loads only the first image eagerly", () => {
    renderHero();
    const images = screen.getByTestId("hero").querySelectorAll("img");
    expect(images[0]).toHaveAttribute("loading", "eager");
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
    expect(images[1]).toHaveAttribute("loading", "lazy");
    expect(images[0]).toHaveAttribute("width", "1600");
  });

  it("moves with the buttons and indicators, wrapping at the ends", () => {
    renderHero();
    expect(active()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(active()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(active()).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 2" }));
    expect(active()).toBe(1);
    expect(screen.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    fireEvent.keyDown(screen.getByTestId("hero"), { key: "ArrowRight" });
    expect(active()).toBe(2);
  });

  it("rotates on its own, but not while hovered, focused or paused", () => {
    vi.useFakeTimers();
    renderHero();
    expect(screen.getByTestId("hero-slides")).toHaveAttribute("aria-live", "off");
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(active()).toBe(1);

    fireEvent.mouseEnter(screen.getByTestId("hero"));
    expect(screen.getByTestId("hero-slides")).toHaveAttribute("aria-live", "polite");
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(active()).toBe(1);
    fireEvent.mouseLeave(screen.getByTestId("hero"));

    fireEvent.focus(screen.getByRole("button", { name: "Next slide" }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(active()).toBe(1);
    fireEvent.blur(screen.getByRole("button", { name: "Next slide" }));

    fireEvent.click(screen.getByRole("button", { name: "Pause slide rotation" }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(active()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Start slide rotation" }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(active()).toBe(2);
  });

  it("never rotates for reduced motion and offers no play button", () => {
    reduced = true;
    vi.useFakeTimers();
    renderHero();
    expect(screen.getByTestId("hero-slides")).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByRole("button", { name: "Pause slide rotation" })).toBeNull();
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(active()).toBe(0);
  });
});
