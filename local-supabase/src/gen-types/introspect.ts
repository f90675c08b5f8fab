import type { Queryable } from "../db/types";
import type { Catalog } from "./catalog";

/** pg_type.typname, with a domain replaced by its base type. */
const typeName = (oid: string) =>
  `(select coalesce(bt.typname, t.typname) from pg_type t
     left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype where t.oid = ${oid})`;

const keyColumns = (rel: string, keys: string) =>
  `(select json_agg(a.attname order by k.ord) from unnest(${keys}) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = ${rel} and a.attnum = k.attnum)`;

const RELATIONS = `
select c.relname as name,
  case when c.relkind in ('r', 'p', 'f') then 'table' else 'view' end as kind,
  c.relkind = 'v' and (pg_relation_is_updatable(c.oid::regclass, false) & 20) = 20 as updatable,
  coalesce((select json_agg(json_build_object(
      'name', a.attname,
      'type', ${typeName("a.atttypid")},
      'nullable', not (a.attnotnull or coalesce((select t.typnotnull from pg_type t
        where t.oid = a.atttypid and t.typtype = 'd'), false)),
      'hasDefault', a.atthasdef and a.attgenerated = '',
      'identity', case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end,
      'generated', a.attgenerated <> '',
      'updatable', pg_column_is_updatable(c.oid::regclass, a.attnum, false)
    ) order by a.attnum)
    from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm') and not c.relispartition`;

const FOREIGN_KEYS = `
select con.conname as name, tab.relname as relation,
  ${keyColumns("con.conrelid", "con.conkey")} as columns,
  other.relname as "referencedRelation",
  ${keyColumns("con.confrelid", "con.confkey")} as "referencedColumns",
  exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
    and u.conkey @> con.conkey and u.conkey <@ con.conkey) as "isOneToOne"
from pg_constraint con
  join pg_class tab on tab.oid = con.conrelid join pg_namespace tn on tn.oid = tab.relnamespace
  join pg_class other on other.oid = con.confrelid join pg_namespace o on o.oid = other.relnamespace
where con.contype = 'f' and tn.nspname = $1 and o.nspname = $1`;

const FUNCTIONS = `
select p.proname as name, p.prosrc as definition,
  pg_get_function_arguments(p.oid) as "argumentTypes",
  ${typeName("p.prorettype")} as "returnType",
  (select c.relname from pg_type t join pg_class c on c.oid = t.typrelid
    where t.oid = p.prorettype) as "returnRelation",
  p.proretset as "returnsSet", p.prorows::int as rows,
  coalesce((select json_agg(json_build_object(
      'name', arg.name, 'type', ${typeName("arg.typid")},
      'mode', case arg.mode when 'i' then 'in' when 'o' then 'out' when 'b' then 'inout'
        when 'v' then 'variadic' else 'table' end,
      'hasDefault', arg.mode in ('i', 'b', 'v') and arg.input_pos > p.pronargs - p.pronargdefaults
    ) order by arg.ord)
    from (select k.typid, k.ord, coalesce(p.proargnames[k.ord], '') as name,
        coalesce(p.proargmodes[k.ord]::text, 'i') as mode,
        count(*) filter (where coalesce(p.proargmodes[k.ord]::text, 'i') in ('i', 'b', 'v'))
          over (order by k.ord) as input_pos
      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(typid, ord)
    ) arg), '[]') as args
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
where n.nspname = $1 and p.prokind = 'f'`;

const ENUMS = `
select n.nspname as schema, t.typname as name, json_agg(e.enumlabel order by e.enumsortorder) as values
from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
group by n.nspname, t.typname`;

const COMPOSITES = `
select n.nspname as schema, t.typname as name,
  coalesce(json_agg(json_build_object('name', a.attname, 'type', ${typeName("a.atttypid")})
    order by a.attnum) filter (where a.attnum > 0), '[]') as attributes
from pg_type t join pg_namespace n on n.oid = t.typnamespace
  join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where n.nspname = $1
group by n.nspname, t.typname`;

const list = (sql: string) => `coalesce((select json_agg(x) from (${sql}) x), '[]')`;

const CATALOG = `select json_build_object(
  'relations', ${list(RELATIONS)},
  'foreignKeys', ${list(FOREIGN_KEYS)},
  'functions', ${list(FUNCTIONS)},
  'enums', ${list(ENUMS)},
  'composites', ${list(COMPOSITES)}
)::text as catalog`;

/** Reads one schema's tables, views, keys, functions and types in a single round trip. */
export async function introspect(db: Queryable, schema = "public"): Promise<Catalog> {
  const { rows } = await db.query<{ catalog: string }>(CATALOG, [schema]);
  const text = rows[0]?.catalog;
  if (!text) throw new Error("The catalogue query returned nothing");
  const parsed = JSON.parse(text) as Omit<Catalog, "schema">;
  return { schema, ...parsed };
}
