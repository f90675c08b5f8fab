import { parseError } from "../errors";

/** A small character cursor shared by the query-parameter parsers. */
export class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? "";
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string): void {
    if (!this.eat(s)) this.fail(`expecting "${s}"`);
  }

  fail(expecting: string): never {
    const found = this.done ? "end of input" : `"${this.peek()}"`;
    throw parseError(
      `"failed to parse ${this.what} (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} ${expecting}`,
    );
  }

  /** A double-quoted string with backslash escapes; the cursor is on the opening quote. */
  quoted(): string {
    this.expect('"');
    let out = "";
    while (!this.done && this.peek() !== '"') {
      if (this.peek() === "\\" && this.pos + 1 < this.text.length) this.pos++;
      out += this.peek();
      this.pos++;
    }
    this.expect('"');
    return out;
  }
}
