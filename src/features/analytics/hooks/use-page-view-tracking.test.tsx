// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { MemoryRouter, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePageViewTracking } from "./use-page-view-tracking";

const recordPageView = vi.fn(async (_view: unknown) => undefined);
vi.mock("../api/record-page-view", () => ({
  recordPageView: (view: unknown) => recordPageView(view),
}));

let navigate: (to: string) => void = () => undefined;

function Probe({ allowed }: { allowed: boolean }) {
  usePageViewTracking(allowed, "hi");
  navigate = useNavigate();
  return null;
}

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
    act(() => navigate("/about"));
    expect(recordPageView).not.toHaveBeenCalled();
  });

  it("records each route with consent, with product slug and language", () => {
    renderProbe(true);
    act(() => navigate("/about"));
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
    act(() => navigate("/contact"));
    expect(paths()).toEqual(["/products/roof-coat"]);
  });
});
