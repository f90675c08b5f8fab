import { arrayMove } from "@dnd-kit/sortable";
import type { Row } from "../define-resource";

export interface SortChange {
  id: string | number;
  sort_order: number;
}

/**
 * How a moved page gets its new sort_order values:
 * - "renumber" (the whole, unfiltered list): positions base, base+1, ... for the page;
 * - "slots" (a filtered subset such as featured products): the page keeps the sort_order values
 *   it already had, dealt out in the new order, so the subset's place among the other rows does
 *   not change. Equal values are first spread apart (each at least one more than the last),
 *   otherwise a move between ties would change nothing.
 */
export type ReorderStrategy = { kind: "renumber"; base: number } | { kind: "slots" };

export function reorderPage(
  rows: readonly Row[],
  from: number,
  to: number,
  strategy: ReorderStrategy,
): { rows: Row[]; changes: SortChange[] } {
  const next = arrayMove([...rows], from, to);
  let slots: number[];
  if (strategy.kind === "renumber") {
    slots = next.map((_, i) => strategy.base + i);
  } else {
    slots = [];
    for (const value of rows.map((r) => Number(r.sort_order) || 0).sort((a, b) => a - b)) {
      const prev = slots.at(-1);
      slots.push(prev === undefined ? value : Math.max(value, prev + 1));
    }
  }
  const moved = next.map((r, i) => ({ ...r, sort_order: slots[i]! }));
  const changes = moved
    .filter((r, i) => Number(next[i]!.sort_order) !== r.sort_order)
    .map((r) => ({ id: r.id, sort_order: r.sort_order }));
  return { rows: moved, changes };
}
