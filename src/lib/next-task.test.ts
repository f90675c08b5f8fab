import { afterEach, describe, expect, it, vi } from "vitest";
import { nextTask } from "./next-task";

describe("nextTask", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("resolves after the current task, not within it", async () => {
    const order: string[] = [];
    const waiting = nextTask().then(() => order.push("next task"));
    await Promise.resolve();
    order.push("this task");
    await waiting;
    expect(order).toEqual(["this task", "next task"]);
  });

  it("uses scheduler.yield where the browser has it", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledOnce();
  });
});
