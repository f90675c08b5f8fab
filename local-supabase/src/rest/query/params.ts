/** Collects bound values; every user-supplied value reaches SQL only as `$n`. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface SqlQuery {
  text: string;
  values: unknown[];
  /** `count=planned`: an EXPLAIN whose row estimate stands in for the total. */
  plannedCount?: { text: string; values: unknown[] };
}
