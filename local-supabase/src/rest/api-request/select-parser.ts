import { Cursor } from "./cursor";
import type { FieldRef, JsonPathStep, SelectItem } from "./types";

const MAX_DEPTH = 16;
const CAST = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/;

/** Characters that end a bare name inside `select`. */
function endsName(c: Cursor): boolean {
  const ch = c.peek();
  if (ch === "" || ',:()!".'.includes(ch)) return true;
  return ch === "-" && c.peek(1) === ">";
}

export function parseName(c: Cursor): string {
  if (c.peek() === '"') return c.quoted();
  const start = c.pos;
  while (!endsName(c)) c.pos++;
  const name = c.text.slice(start, c.pos).trim();
  if (!name) c.fail("expecting a field name");
  return name;
}

function jsonKey(c: Cursor): string {
  if (c.peek() === '"') return c.quoted();
  const start = c.pos;
  while (!c.done && !",:()!.".includes(c.peek()) && !(c.peek() === "-" && c.peek(1) === ">")) {
    c.pos++;
  }
  const key = c.text.slice(start, c.pos);
  if (!key) c.fail("expecting a JSON key");
  return key;
}

export function parseJsonPath(c: Cursor): JsonPathStep[] {
  const path: JsonPathStep[] = [];
  for (;;) {
    if (c.eat("->>")) path.push({ op: "->>", key: jsonKey(c) });
    else if (c.eat("->")) path.push({ op: "->", key: jsonKey(c) });
    else return path;
  }
}

export function parseField(c: Cursor): FieldRef {
  const name = parseName(c);
  return { name, jsonPath: parseJsonPath(c) };
}

function parseCast(c: Cursor): string | undefined {
  if (!c.eat("::")) return undefined;
  const start = c.pos;
  while (!c.done && !",()".includes(c.peek())) c.pos++;
  const cast = c.text.slice(start, c.pos).trim();
  if (!CAST.test(cast)) c.fail("expecting a type name");
  return cast;
}

function parseItems(c: Cursor, depth: number, maxDepth: number): SelectItem[] {
  if (depth > maxDepth) c.fail(`(embedding is limited to ${maxDepth} levels)`);
  const items: SelectItem[] = [];
  if (c.peek() === ")" || c.done) return items;
  for (;;) {
    items.push(parseItem(c, depth, maxDepth));
    if (!c.eat(",")) return items;
  }
}

function parseItem(c: Cursor, depth: number, maxDepth: number): SelectItem {
  if (c.eat("*")) return { kind: "star" };
  const spread = c.eat("...");
  let alias: string | undefined;
  let field = parseField(c);
  if (c.peek() === ":" && c.peek(1) !== ":") {
    c.pos++;
    if (field.jsonPath.length) c.fail("expecting an alias without JSON path");
    alias = field.name;
    field = parseField(c);
  }
  if (c.peek() === "!" || c.peek() === "(") {
    if (field.jsonPath.length) c.fail("expecting an embedded resource name");
    let hint: string | undefined;
    let joinType: "inner" | "left" | undefined;
    while (c.eat("!")) {
      const word = parseName(c);
      if (word === "inner" || word === "left") joinType = word;
      else if (hint === undefined) hint = word;
      else c.fail("expecting one hint");
    }
    c.expect("(");
    const select = parseItems(c, depth + 1, maxDepth);
    c.expect(")");
    return { kind: "embed", name: field.name, alias, hint, joinType, spread, select };
  }
  if (spread) c.fail('expecting "(" after a spread');
  const cast = parseCast(c);
  return { kind: "field", field, alias, cast };
}

/**
 * Parses PostgREST's `select` parameter: columns, aliases, casts, JSON paths and embeds nested at
 * most `maxDepth` levels (each level multiplies what one request can make the database do).
 */
export function parseSelect(text: string, maxDepth = MAX_DEPTH): SelectItem[] {
  const source = text.trim();
  if (source === "") return [{ kind: "star" }];
  const c = new Cursor(source, "select parameter");
  const items = parseItems(c, 0, Math.min(maxDepth, MAX_DEPTH));
  if (!c.done) c.fail('expecting "," or end of input');
  return items;
}
