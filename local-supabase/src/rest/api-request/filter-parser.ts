import { parseError } from "../errors";
import { Cursor } from "./cursor";
import { parseField } from "./select-parser";
import { FILTER_OPS, type FilterOp, type LogicNode, type LogicTree, type OpExpr } from "./types";

const OPS = new Set<string>(FILTER_OPS);
const IS_VALUES = new Set(["null", "not_null", "true", "false", "unknown"]);
const MAX_DEPTH = 16;

function isOp(word: string): word is FilterOp {
  return OPS.has(word);
}

/** Splits `(a,"b,c",d)` into its items, honouring double quotes and backslash escapes. */
export function parseList(text: string, what: string): string[] {
  const c = new Cursor(text, what);
  c.expect("(");
  const values: string[] = [];
  if (c.eat(")")) {
    if (!c.done) c.fail("expecting end of input");
    return values;
  }
  for (;;) {
    if (c.peek() === '"') values.push(c.quoted());
    else {
      const start = c.pos;
      while (!c.done && c.peek() !== "," && c.peek() !== ")") c.pos++;
      values.push(c.text.slice(start, c.pos));
    }
    if (c.eat(",")) continue;
    c.expect(")");
    if (!c.done) c.fail("expecting end of input");
    return values;
  }
}

/** `{a,b}` (array literal) as used by the any/all quantifiers. */
function arrayLiteral(value: string, what: string): string {
  if (!value.startsWith("{") || !value.endsWith("}")) {
    throw parseError(`"failed to parse ${what}"`, "expecting an array literal like {a,b}");
  }
  return value;
}

/**
 * Parses an operator expression: `[not.]op[(modifier)].value`, e.g. `eq.5`, `not.in.(1,2)`,
 * `fts(english).cat`, `like(any).{a*,b*}`.
 */
export function parseOpExpr(text: string, what = "filter"): OpExpr {
  let rest = text;
  let negated = false;
  if (rest.startsWith("not.")) {
    negated = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest);
  if (!m || !isOp(m[1]!)) {
    throw parseError(`"failed to parse ${what} (${text})" (line 1, column 1)`, "unknown operator");
  }
  const op = m[1] as FilterOp;
  const modifier = m[2];
  const value = rest.slice(m[0].length);
  switch (op) {
    case "in":
      if (modifier !== undefined) break;
      return { op, negated, values: parseList(value, `${what} (${text})`) };
    case "is":
      if (modifier !== undefined || !IS_VALUES.has(value.toLowerCase())) break;
      return { op, negated, value: value.toLowerCase() as "null" };
    case "fts":
    case "plfts":
    case "phfts":
    case "wfts":
      return { op, negated, value, config: modifier || undefined };
    default:
      if (modifier === undefined) return { op, negated, value };
      if (modifier === "any" || modifier === "all") {
        return { op, negated, value: arrayLiteral(value, what), quantifier: modifier };
      }
  }
  throw parseError(`"failed to parse ${what} (${text})" (line 1, column 1)`, "unexpected operator");
}

/** A value inside a logic tree ends at `,` or `)` at depth zero; quotes and brackets nest. */
function logicValue(c: Cursor): string {
  if (c.peek() === '"') return c.quoted();
  const start = c.pos;
  let depth = 0;
  let quoted = false;
  while (!c.done) {
    const ch = c.peek();
    if (quoted) {
      if (ch === "\\") c.pos++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === "(" || ch === "{" || ch === "[") depth++;
    else if ((ch === ")" || ch === "}" || ch === "]") && depth > 0) depth--;
    else if ((ch === "," || ch === ")") && depth === 0) break;
    c.pos++;
  }
  return c.text.slice(start, c.pos);
}

function parseNode(c: Cursor, depth: number): LogicNode {
  const start = c.pos;
  let negated = false;
  if (c.startsWith("not.and(") || c.startsWith("not.or(")) {
    negated = true;
    c.pos += 4;
  }
  for (const op of ["and", "or"] as const) {
    if (c.startsWith(`${op}(`)) {
      c.pos += op.length;
      return parseTree(c, op, negated, depth + 1);
    }
  }
  c.pos = start;
  const field = parseField(c);
  c.expect(".");
  const negation = c.eat("not.") ? "not." : "";
  const m = /^([a-z]+)(\([^)]*\))?\./.exec(c.text.slice(c.pos));
  if (!m) c.fail("expecting an operator");
  c.pos += m[0].length;
  const value = m[1] === "in" && c.peek() === "(" ? listValue(c) : logicValue(c);
  return { kind: "filter", filter: { field, expr: parseOpExpr(`${negation}${m[0]}${value}`) } };
}

function listValue(c: Cursor): string {
  const start = c.pos;
  c.expect("(");
  let quoted = false;
  while (!c.done) {
    const ch = c.peek();
    if (quoted) {
      if (ch === "\\") c.pos++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ")") break;
    c.pos++;
  }
  c.expect(")");
  return c.text.slice(start, c.pos);
}

function parseTree(c: Cursor, op: "and" | "or", negated: boolean, depth: number): LogicTree {
  if (depth > MAX_DEPTH) c.fail("(logic tree nested too deeply)");
  c.expect("(");
  const children: LogicNode[] = [];
  for (;;) {
    children.push(parseNode(c, depth));
    if (c.eat(",")) continue;
    c.expect(")");
    return { kind: "logic", op, negated, children };
  }
}

/** Parses the value of `or=`/`and=` (and `not.or=`), e.g. `(a.eq.1,and(b.gt.2,c.is.null))`. */
export function parseLogicTree(op: "and" | "or", negated: boolean, value: string): LogicTree {
  const c = new Cursor(value, "logic tree");
  const tree = parseTree(c, op, negated, 0);
  if (!c.done) c.fail("expecting end of input");
  return tree;
}
