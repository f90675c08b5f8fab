/**
 * The newest search params of a page, counting writes the router has not rendered yet.
 *
 * A write made from a stale render (a debounced search firing after a filter was chosen) used to
 * start from the params that render saw, and so dropped the filter. Each write here starts from
 * the latest write still on its way, or else from the location last rendered.
 */
export class LatestParams {
  private rendered: string;
  private pending: string[] = [];

  constructor(search: string) {
    this.rendered = normalize(search);
  }

  /** The params every new write starts from. */
  latest(): URLSearchParams {
    return new URLSearchParams(this.pending.at(-1) ?? this.rendered);
  }

  /** Records a write and returns its query string (without "?"). */
  write(change: (latest: URLSearchParams) => URLSearchParams): string {
    const next = change(this.latest()).toString();
    this.pending.push(next);
    return next;
  }

  /** The router rendered a location: our writes up to it have landed; any other came from outside. */
  observe(search: string): void {
    const seen = normalize(search);
    this.rendered = seen;
    const index = this.pending.lastIndexOf(seen);
    this.pending = index >= 0 ? this.pending.slice(index + 1) : [];
  }
}

function normalize(search: string): string {
  return new URLSearchParams(search).toString();
}
