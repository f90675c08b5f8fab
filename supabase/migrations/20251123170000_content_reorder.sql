-- Reordering in the back office: one call sets sort_order for a list of records in ONE
-- transaction, so a drag that moves several rows is saved whole or not at all.
-- SECURITY INVOKER: the tables' own policies (admins update) still apply; the explicit admin
-- check turns "no rows visible" into a clear refusal. The table name is checked against a
-- fixed list and quoted with format('%I'); ids and positions are bound as parameters.

create or replace function public.reorder_content(
  table_param text,
  ids_param uuid[],
  sort_orders_param integer[]
) returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  _n integer := coalesce(cardinality(ids_param), 0);
  _updated integer;
begin
  if not coalesce(public.is_current_user_admin(), false) then
    raise exception 'Admins only' using errcode = '42501';
  end if;
  if table_param is null or table_param not in
    ('categories', 'brands', 'products', 'services', 'videos', 'banners', 'social_links') then
    raise exception 'table_param is not a reorderable content table' using errcode = '22023';
  end if;
  if _n <> coalesce(cardinality(sort_orders_param), 0) then
    raise exception 'ids_param and sort_orders_param must have the same length' using errcode = '22023';
  end if;
  if _n = 0 then
    return 0;
  end if;
  if _n > 1000 then
    raise exception 'At most 1000 records per call' using errcode = '22023';
  end if;
  if array_position(ids_param, null) is not null or array_position(sort_orders_param, null) is not null then
    raise exception 'ids_param and sort_orders_param must not contain nulls' using errcode = '22023';
  end if;
  if (select count(distinct i) from unnest(ids_param) as i) <> _n then
    raise exception 'ids_param must not repeat an id' using errcode = '22023';
  end if;

  execute format(
    'update public.%I t set sort_order = v.sort_order
       from unnest($1::uuid[], $2::integer[]) as v(id, sort_order)
      where t.id = v.id',
    table_param
  ) using ids_param, sort_orders_param;
  get diagnostics _updated = row_count;

  -- A missing (or deleted meanwhile) id refuses the whole call: nothing is half-reordered.
  if _updated <> _n then
    raise exception 'Only % of % records were found', _updated, _n using errcode = 'P0002';
  end if;
  return _updated;
end
$$;
comment on function public.reorder_content(text, uuid[], integer[]) is
  'Admins: sets sort_order of the given records of a reorderable content table in one transaction; refuses (and changes nothing) if any id is missing.';

revoke execute on function public.reorder_content(text, uuid[], integer[]) from public, anon;
grant execute on function public.reorder_content(text, uuid[], integer[]) to authenticated;
