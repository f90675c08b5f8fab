// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePageViewTracking } from "./use-page-view-tracking";

const recordPageView = vi.fn(async (_view: unknown) => undefined);
vi.mock("@/entities/page-view", () => ({
  recordPageView: (view: unknown) => recordPageView(view),
}));

function Probe({ allowed }: { allowed: boolean }) {
  usePageViewTracking(allowed, "hi");
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate("/about")}>about</button>
      <button onClick={() => navigate("/contact")}>contact</button>
    </>
  );
}

const navigate = (to: string) => fireEvent.click(screen.getByText(to.slice(1)));

function renderProbe(allowed: boolean) {
  return render(
    <MemoryRouter initialEntries={["/products/roof-coat"]}>
      <Probe allowed={allowed} />
    </MemoryRouter>,
  );
}

const paths = () => recordPageView.mock.calls.map(([v]) => (v as { path: string }).path);

afterEach(() => {
  cleanup();
  recordPageView.mockClear();
});

describe("usePageViewTracking", () => {
  it("records nothing without analytics consent", () => {
    renderProbe(false);
    navigate("/about");
    expect(recordPageView).not.toHaveBeenCalled();
  });

  it("records each route with consent, with product slug and language", () => {
    renderProbe(true);
    navigate("/about");
    expect(paths()).toEqual(["/products/roof-coat", "/about"]);
    expect(recordPageView.mock.calls[0]![0]).toMatchObject({
      productSlug: "roof-coat",
      language: "hi",
    });
    expect(recordPageView.mock.calls[1]![0]).toMatchObject({ productSlug: null });
  });

  it("stops the moment consent is withdrawn", () => {
    const view = renderProbe(true);
    view.rerender(
      <MemoryRouter initialEntries={["/products/roof-coat"]}>
        <Probe allowed={false} />
      </MemoryRouter>,
    );
    navigate("/contact");
    expect(paths()).toEqual(["/products/roof-coat"]);
  });
});
