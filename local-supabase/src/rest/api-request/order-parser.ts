import { Cursor } from "./cursor";
import { parseField, parseName } from "./select-parser";
import type { OrderTerm } from "./types";

/** Parses `order=a.desc.nullslast,b,author(name).asc`. */
export function parseOrder(value: string): OrderTerm[] {
  const c = new Cursor(value, "order parameter");
  const terms: OrderTerm[] = [];
  for (;;) {
    const term = parseTerm(c);
    terms.push(term);
    if (!c.eat(",")) break;
  }
  if (!c.done) c.fail('expecting "," or end of input');
  return terms;
}

function parseTerm(c: Cursor): OrderTerm {
  let relation: string | undefined;
  let field = parseField(c);
  if (c.peek() === "(" && field.jsonPath.length === 0) {
    c.pos++;
    relation = field.name;
    field = parseField(c);
    c.expect(")");
  }
  const term: OrderTerm = { field };
  if (relation) term.relation = relation;
  // PostgREST's grammar: column[.asc|.desc][.nullsfirst|.nullslast], in that order.
  let stage = 0;
  while (c.eat(".")) {
    const word = parseName(c);
    if (stage === 0 && (word === "asc" || word === "desc")) {
      term.direction = word;
      stage = 1;
    } else if (stage < 2 && (word === "nullsfirst" || word === "nullslast")) {
      term.nulls = word === "nullsfirst" ? "first" : "last";
      stage = 2;
    } else c.fail("expecting asc, desc, nullsfirst or nullslast");
  }
  return term;
}
