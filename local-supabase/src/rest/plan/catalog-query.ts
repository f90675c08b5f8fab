/**
 * One catalogue query returning the whole schema cache as JSON text ($1: exposed schemas).
 * It runs as the connection's own user, never under a request role.
 */
export const CATALOG_QUERY = `
with rels as (
  select c.oid, n.nspname as schema, c.relname as name, c.relkind as kind
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p', 'c')
),
cols as (
  select a.attrelid, json_agg(json_build_object(
      'name', a.attname,
      'type', format_type(a.atttypid, a.atttypmod),
      'typeName', t.typname,
      'nullable', not a.attnotnull,
      'default', pg_get_expr(d.adbin, d.adrelid),
      'generated', a.attgenerated <> '' or a.attidentity = 'a'
    ) order by a.attnum) as columns
  from pg_attribute a
  join rels r on r.oid = a.attrelid
  join pg_type t on t.oid = a.atttypid
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped
  group by a.attrelid
),
keys as (
  select i.indrelid, i.indisprimary as primary_key,
    (select json_agg(a.attname order by k.ord)
       from unnest(i.indkey::int2[]) with ordinality k(num, ord)
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.num) as columns
  from pg_index i join rels r on r.oid = i.indrelid
  where i.indisunique and i.indpred is null and i.indexprs is null
),
fks as (
  select con.conname as name, con.conrelid, con.confrelid,
    (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
       join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as from_columns,
    (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
       join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as to_columns
  from pg_constraint con
  where con.contype = 'f' and con.conrelid in (select oid from rels) and con.confrelid in (select oid from rels)
),
view_deps as (
  select distinct r.ev_class as view_oid, d.refobjid as base_oid, a.attname as column_name
  from pg_rewrite r
  join rels v on v.oid = r.ev_class and v.kind in ('v', 'm')
  join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass
    and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0 and d.refobjid <> r.ev_class
  join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
),
procs as (
  select n.nspname as schema, p.proname as name, p.provolatile as volatility, p.proretset as returns_set,
    format_type(p.prorettype, null) as return_type, rt.typtype as return_typtype, rt.typrelid as return_relid,
    p.pronargs as nargs, p.pronargdefaults as ndefaults, p.provariadic <> 0 as variadic,
    coalesce(p.proargnames, '{}') as arg_names,
    coalesce(p.proargmodes::text[], '{}') as arg_modes,
    (select coalesce(json_agg(format_type(t.oid, null) order by t.ord), '[]')
       from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality t(oid, ord)) as arg_types
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = any($1::text[]) and p.prokind = 'f'
)
select json_build_object(
  'relations', coalesce((select json_agg(json_build_object(
      'oid', r.oid, 'schema', r.schema, 'name', r.name, 'kind', r.kind,
      'columns', coalesce(c.columns, '[]'),
      'keys', coalesce((select json_agg(json_build_object('primary', k.primary_key, 'columns', k.columns))
                         from keys k where k.indrelid = r.oid), '[]')))
    from rels r left join cols c on c.attrelid = r.oid), '[]'),
  'foreignKeys', coalesce((select json_agg(json_build_object(
      'name', f.name, 'from', f.conrelid, 'to', f.confrelid,
      'fromColumns', f.from_columns, 'toColumns', f.to_columns)) from fks f), '[]'),
  'viewDeps', coalesce((select json_agg(json_build_object(
      'view', v.view_oid, 'base', v.base_oid, 'column', v.column_name)) from view_deps v), '[]'),
  'routines', coalesce((select json_agg(json_build_object(
      'schema', p.schema, 'name', p.name, 'volatility', p.volatility, 'returnsSet', p.returns_set,
      'returnType', p.return_type, 'returnTyptype', p.return_typtype, 'returnRelid', p.return_relid,
      'nargs', p.nargs, 'ndefaults', p.ndefaults, 'variadic', p.variadic,
      'argNames', p.arg_names, 'argModes', p.arg_modes, 'argTypes', p.arg_types)) from procs p), '[]')
)::text as cache
`;
