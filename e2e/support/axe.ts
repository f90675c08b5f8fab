import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const axe = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    // Only the violations are read: the passing nodes are not described one by one (a selector
    // each, the slow part of a run on a long page). Every rule still runs on every node.
    .options({ resultTypes: ["violations"] });
  // Without frames, axe.run in the page checks the same document as the per-frame partial runs
  // merged in a second, blank page, at a fraction of the cost.
  if (page.frames().length === 1) axe.setLegacyMode();
  const results = await axe.analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, `${label}: axe violations`).toEqual([]);
}
