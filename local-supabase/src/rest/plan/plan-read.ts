import type {
  ApiRequest,
  EmbedPath,
  FieldRef,
  LogicTree,
  OpExpr,
  SelectItem,
} from "../api-request/types";
import { ApiError, undefinedColumn } from "../errors";
import { findRelationship, isToOne } from "./relationships";
import type { Relation, SchemaCache } from "./schema-types";
import type {
  ColumnExpr,
  Cond,
  EmbedPlan,
  JoinSpec,
  PlannedField,
  ReadPlan,
  Relationship,
} from "./types";

export type ReadShape = Pick<
  ApiRequest,
  "select" | "filters" | "logic" | "order" | "ranges" | "rangeHeader"
>;

interface Node {
  plan: ReadPlan;
  embeds: Map<string, EmbedPlan>;
  children: Map<EmbedPlan, Node>;
}

class Aliases {
  private n = 1;
  next(): string {
    return `t${this.n++}`;
  }
}

export function columnExpr(relation: Relation, alias: string, field: FieldRef): ColumnExpr {
  const column = relation.columnMap.get(field.name);
  if (!column) throw undefinedColumn(relation.name, field.name);
  return { alias, column, jsonPath: field.jsonPath };
}

function joinSpec(rel: Relationship): JoinSpec {
  const fk = rel.foreignKey;
  if (rel.junction) {
    const { source, target } = rel.junction;
    return {
      kind: "junction",
      junction: rel.junction.relation,
      parentPairs: source.fromColumns.map((c, i) => [c, source.toColumns[i]!]),
      childPairs: target.fromColumns.map((c, i) => [c, target.toColumns[i]!]),
    };
  }
  return rel.outgoing
    ? { kind: "direct", pairs: fk.toColumns.map((c, i) => [c, fk.fromColumns[i]!]) }
    : { kind: "direct", pairs: fk.fromColumns.map((c, i) => [c, fk.toColumns[i]!]) };
}

function outName(field: FieldRef, alias: string | undefined): string {
  if (alias) return alias;
  const last = field.jsonPath.at(-1);
  return last ? last.key : field.name;
}

function buildNode(
  cache: SchemaCache,
  relation: Relation,
  alias: string,
  select: SelectItem[],
  aliases: Aliases,
): Node {
  const plan: ReadPlan = { relation, alias, fields: [], where: [], order: [] };
  const embeds = new Map<string, EmbedPlan>();
  const children = new Map<EmbedPlan, Node>();
  for (const item of select) {
    if (item.kind === "star") {
      plan.fields.push({ kind: "star", alias, relation });
    } else if (item.kind === "field") {
      const expr = columnExpr(relation, alias, item.field);
      plan.fields.push({
        kind: "column",
        expr,
        cast: item.cast,
        outName: outName(item.field, item.alias),
      });
    } else {
      const rel = findRelationship(cache, relation, item.name, item.hint);
      const childAlias = aliases.next();
      const child = buildNode(cache, rel.target, childAlias, item.select, aliases);
      const toOne = isToOne(rel);
      if (item.spread && !toOne) {
        throw new ApiError(
          400,
          "PGRST127",
          "Feature not implemented",
          "A spread needs a to-one relationship",
        );
      }
      const embed: EmbedPlan = {
        plan: child.plan,
        join: joinSpec(rel),
        toOne,
        outName: item.alias ?? item.name,
        hidden: item.select.length === 0,
        spread: item.spread,
        inner: item.joinType === "inner",
        parentAlias: alias,
      };
      embeds.set(embed.outName, embed);
      children.set(embed, child);
      plan.fields.push({ kind: "embed", embed });
    }
  }
  return { plan, embeds, children };
}

function nodeAt(root: Node, path: EmbedPath): Node {
  let node = root;
  for (const name of path) {
    const embed = node.embeds.get(name);
    const next = embed ? node.children.get(embed) : undefined;
    if (!next) {
      throw new ApiError(
        400,
        "PGRST108",
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
    }
    node = next;
  }
  return node;
}

function embedCond(node: Node, field: FieldRef, op: OpExpr): Cond | null {
  if (node.plan.relation.columnMap.has(field.name) || field.jsonPath.length) return null;
  const embed = node.embeds.get(field.name);
  if (!embed) return null;
  if (op.op !== "is" || (op.value !== "null" && op.value !== "not_null")) {
    throw new ApiError(
      400,
      "PGRST120",
      `Bad operator on the '${field.name}' embedded resource`,
      "Only is null or not is null filters are allowed on embedded resources",
    );
  }
  const isNull = (op.value === "null") !== op.negated;
  return { kind: "exists", negated: isNull, embed };
}

function filterCond(node: Node, field: FieldRef, op: OpExpr): Cond {
  return (
    embedCond(node, field, op) ?? {
      kind: "filter",
      expr: columnExpr(node.plan.relation, node.plan.alias, field),
      op,
    }
  );
}

function logicCond(node: Node, tree: LogicTree): Cond {
  return {
    kind: "logic",
    op: tree.op,
    negated: tree.negated,
    children: tree.children.map((child) =>
      child.kind === "filter"
        ? filterCond(node, child.filter.field, child.filter.expr)
        : logicCond(node, child),
    ),
  };
}

function intersect(
  params: { limit?: number; offset?: number } | undefined,
  header: { offset: number; limit?: number } | undefined,
): { limit?: number; offset?: number } {
  if (!header) return params ?? {};
  const pFrom = params?.offset ?? 0;
  const pTo = params?.limit === undefined ? Infinity : pFrom + params.limit - 1;
  const hTo = header.limit === undefined ? Infinity : header.offset + header.limit - 1;
  const from = Math.max(pFrom, header.offset);
  const to = Math.min(pTo, hTo);
  return { offset: from, limit: to === Infinity ? undefined : Math.max(0, to - from + 1) };
}

function attachInner(node: Node): void {
  for (const embed of node.embeds.values()) {
    const child = node.children.get(embed);
    if (child) attachInner(child);
    if (embed.inner) node.plan.where.push({ kind: "exists", negated: false, embed });
  }
}

/** Resolves the read part of a request (select, filters, order, ranges) against the cache. */
export function planRead(
  cache: SchemaCache,
  relation: Relation,
  shape: ReadShape,
  rootAlias = "t0",
): ReadPlan {
  const aliases = new Aliases();
  const root = buildNode(cache, relation, rootAlias, shape.select, aliases);
  for (const { path, filter } of shape.filters) {
    const node = nodeAt(root, path);
    node.plan.where.push(filterCond(node, filter.field, filter.expr));
  }
  for (const { path, tree } of shape.logic) {
    const node = nodeAt(root, path);
    node.plan.where.push(logicCond(node, tree));
  }
  for (const { path, terms } of shape.order) {
    const node = nodeAt(root, path);
    for (const term of terms) {
      if (term.relation) {
        nodeAt(node, [term.relation]);
        const embed = node.embeds.get(term.relation)!;
        if (!embed.toOne) {
          throw new ApiError(
            400,
            "PGRST118",
            `A related order on '${term.relation}' is not possible`,
            `'${node.plan.relation.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
          );
        }
        const expr = columnExpr(embed.plan.relation, embed.plan.alias, term.field);
        node.plan.order.push({ expr, embed, direction: term.direction, nulls: term.nulls });
      } else {
        const expr = columnExpr(node.plan.relation, node.plan.alias, term.field);
        node.plan.order.push({ expr, direction: term.direction, nulls: term.nulls });
      }
    }
  }
  for (const range of shape.ranges) {
    const node = nodeAt(root, range.path);
    const r = range.path.length === 0 ? intersect(range, shape.rangeHeader) : range;
    node.plan.limit = r.limit;
    node.plan.offset = r.offset;
  }
  if (!shape.ranges.some((r) => r.path.length === 0) && shape.rangeHeader) {
    const r = intersect(undefined, shape.rangeHeader);
    root.plan.limit = r.limit;
    root.plan.offset = r.offset;
  }
  attachInner(root);
  return root.plan;
}

export type { PlannedField };
