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
  while (c.eat(".")) {
    const word = parseName(c);
    if (word === "asc" || word === "desc") term.direction = word;
    else if (word === "nullsfirst") term.nulls = "first";
    else if (word === "nullslast") term.nulls = "last";
    else c.fail("expecting asc, desc, nullsfirst or nullslast");
  }
  return term;
}
