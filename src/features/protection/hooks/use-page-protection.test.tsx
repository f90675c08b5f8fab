// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { listenForProtection } from "../lib/listeners";
import { usePageProtection } from "./use-page-protection";

function Probe({ enabled }: { enabled: boolean }) {
  usePageProtection(enabled);
  return (
    <div>
      <p data-testid="text">Protected text</p>
      <input data-testid="input" aria-label="field" />
      <textarea data-testid="textarea" aria-label="area" />
      <div data-testid="editable" contentEditable suppressContentEditableWarning>
        <span data-testid="inside">edit me</span>
      </div>
    </div>
  );
}

function fire(target: Element, event: Event): boolean {
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

const contextMenu = () => new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
const dragStart = () => new Event("dragstart", { bubbles: true, cancelable: true });
const keyDown = (init: KeyboardEventInit) =>
  new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });

afterEach(cleanup);

describe("usePageProtection", () => {
  it("blocks the context menu, dragging and the shortcuts on page content", () => {
    const { getByTestId } = render(<Probe enabled />);
    const text = getByTestId("text");
    expect(fire(text, contextMenu())).toBe(true);
    expect(fire(text, dragStart())).toBe(true);
    expect(fire(text, keyDown({ key: "s", ctrlKey: true }))).toBe(true);
    expect(fire(text, keyDown({ key: "F12" }))).toBe(true);
    expect(fire(text, keyDown({ key: "I", ctrlKey: true, shiftKey: true }))).toBe(true);
  });

  it("leaves form fields their context menu, dragging, copy and paste", () => {
    const { getByTestId } = render(<Probe enabled />);
    for (const id of ["input", "textarea", "inside"]) {
      const field = getByTestId(id);
      expect(fire(field, contextMenu()), id).toBe(false);
      expect(fire(field, dragStart()), id).toBe(false);
      for (const k of ["c", "v", "x", "a"]) {
        expect(fire(field, keyDown({ key: k, ctrlKey: true })), `${id} ctrl+${k}`).toBe(false);
      }
      expect(fire(field, keyDown({ key: "s" })), id).toBe(false);
    }
  });

  it("does nothing when switched off, and stops when unmounted", () => {
    const { getByTestId, rerender, unmount } = render(<Probe enabled={false} />);
    expect(fire(getByTestId("text"), contextMenu())).toBe(false);
    rerender(<Probe enabled />);
    expect(fire(getByTestId("text"), contextMenu())).toBe(true);
    const detached = getByTestId("text");
    unmount();
    document.body.append(detached);
    expect(fire(detached, contextMenu())).toBe(false);
    detached.remove();
  });
});

describe("listenForProtection (the boot script's, before the app)", () => {
  it("blocks as the prerendered <html data-protection> says, before any hook runs", () => {
    const text = document.createElement("p");
    document.body.append(text);
    listenForProtection(document);
    document.documentElement.dataset.protection = "on";
    expect(fire(text, contextMenu())).toBe(true);
    expect(fire(text, keyDown({ key: "u", ctrlKey: true }))).toBe(true);
    document.documentElement.dataset.protection = "off";
    expect(fire(text, contextMenu())).toBe(false);
    delete document.documentElement.dataset.protection;
    expect(fire(text, contextMenu())).toBe(false);
    text.remove();
  });
});
