// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { recordTaps, takeTap } from "./tap-replay";

recordTaps(window);

function control(html: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

describe("tap replay (the boot script's record)", () => {
  it("records a tap on a marked control, inside it too, and hands it over once", () => {
    const button = control('<button data-replay="menu"><svg><path/></svg></button>');
    button.querySelector("path")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    button.click();
    expect(takeTap("menu")).toBe(true);
    expect(takeTap("menu")).toBe(false);
    button.remove();
  });

  it("never records plain links, unmarked controls or controls React already runs", () => {
    const link = control('<a href="/products" data-replay="nav">Products</a>');
    link.click();
    expect(takeTap("nav")).toBe(false);
    const plain = control("<button>Plain</button>");
    plain.click();
    const hydrated = control('<button data-replay="whatsapp">Chat</button>');
    Object.assign(hydrated, { __reactProps$x: { onClick: () => undefined } });
    hydrated.click();
    expect(takeTap("whatsapp")).toBe(false);
    for (const element of [link, plain, hydrated]) element.remove();
  });
});
