// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS, SearchBox } from "./search-box";
import { useListState } from "./use-list-state";

const spec = { filters: ["status"] };

function List() {
  const list = useListState(spec);
  return (
    <>
      <SearchBox label="Search" value={list.state.q} onSearch={list.setSearch} />
      <select
        aria-label="Status"
        value={list.state.filters.status ?? ""}
        onChange={(e) => list.setFilter("status", e.target.value)}
      >
        <option value="">All</option>
        <option value="spam">Spam</option>
      </select>
      <button type="button" onClick={() => list.setPage(list.state.page + 1)}>
        Next
      </button>
    </>
  );
}

function renderList(url: string) {
  const router = createMemoryRouter([{ path: "/list", element: <List /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** Lets the router finish its navigations and React render them. */
const settle = () => act(async () => {});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a list's URL state", () => {
  it("keeps a filter chosen while a search is still debouncing", async () => {
    vi.useFakeTimers();
    const router = renderList("/list?size=50&page=3");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "leak" },
    });
    // The filter is chosen and the search fires before React renders the filter's navigation
    // (in the browser, the router renders navigations as transitions: later than this).
    act(() => {
      fireEvent.change(screen.getByRole("combobox", { name: "Status" }), {
        target: { value: "spam" },
      });
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    await settle();
    expect(router.state.location.search).toBe("?size=50&status=spam&q=leak");
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Status" }).value).toBe("spam");
    expect(screen.getByRole<HTMLInputElement>("searchbox").value).toBe("leak");
  });

  it("keeps a search typed while a filter is being applied, and what is typed after it", async () => {
    vi.useFakeTimers();
    const router = renderList("/list");
    const box = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.change(box, { target: { value: "leak" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    // More typing before the first search has been rendered is not undone by it.
    fireEvent.change(box, { target: { value: "leaks" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), {
      target: { value: "spam" },
    });
    await settle();
    expect(screen.getByRole<HTMLInputElement>("searchbox").value).toBe("leaks");
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await settle();
    expect(router.state.location.search).toBe("?q=leaks&status=spam");
  });

  it("follows the URL when it changes from outside, and pages as history entries", async () => {
    const router = renderList("/list?q=old");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await settle();
    expect(router.state.location.search).toBe("?q=old&page=2");
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe("?q=old");
    // A search applied here, then Back and Forward: the box shows each URL's search.
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "mid" } });
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Enter" });
    await settle();
    expect(router.state.location.search).toBe("?q=mid");
    await act(() => router.navigate("/list?q=other"));
    expect(screen.getByRole<HTMLInputElement>("searchbox").value).toBe("other");
    await act(() => router.navigate(-1));
    expect(screen.getByRole<HTMLInputElement>("searchbox").value).toBe("mid");
    await act(() => router.navigate("/list?status=spam"));
    expect(screen.getByRole<HTMLInputElement>("searchbox").value).toBe("");
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "new" } });
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Enter" });
    await settle();
    expect(router.state.location.search).toBe("?status=spam&q=new");
  });
});
