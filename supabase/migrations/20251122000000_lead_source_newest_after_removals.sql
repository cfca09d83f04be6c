-- Lead-source summary: "the medium of a source is the first one seen" (newest lead first) stays true after
-- deletes and moves. private.lead_source_counts keeps, per (launch, Brasília day, source, medium), the newest lead
-- seen; a group that loses leads (delete, or a change of launch, day, source or medium) may have lost that newest
-- lead, so when folding we look its newest remaining lead up again (one day of one launch, over
-- leads_lancamento_lancamento_created_at_idx). Inserts keep the cheap path of 20250501000000_dashboard_performance.sql.

create or replace function private.fold_lead_source_deltas()
returns void language plpgsql security definer set search_path = ''
as $$
declare
  v_shrunk jsonb;
begin
  with moved as (
    delete from private.lead_source_deltas returning *
  ),
  summed as (
    select m.lancamento, m.day, m.source, m.medium, pg_catalog.sum(m.leads)::bigint as leads,
           pg_catalog.max(m.last_seen_at) as last_seen_at,
           (pg_catalog.array_agg(m.last_seen_id order by m.last_seen_at desc nulls last, m.last_seen_id desc nulls last))[1]
             as last_seen_id,
           pg_catalog.bool_or(m.leads < 0) as shrunk
    from moved m
    group by 1, 2, 3, 4
  ),
  applied as (
    insert into private.lead_source_counts as c (lancamento, day, source, medium, leads, last_seen_at, last_seen_id)
    select s.lancamento, s.day, s.source, s.medium, s.leads,
           coalesce(s.last_seen_at, '-infinity'::timestamptz), coalesce(s.last_seen_id, 0)
    from summed s
    on conflict (lancamento, day, source, medium) do update
      set leads = c.leads + excluded.leads,
          last_seen_at = greatest(c.last_seen_at, excluded.last_seen_at),
          last_seen_id = case
            when (excluded.last_seen_at, excluded.last_seen_id) > (c.last_seen_at, c.last_seen_id) then excluded.last_seen_id
            else c.last_seen_id end
  )
  select coalesce(jsonb_agg(jsonb_build_object('lancamento', s.lancamento, 'day', s.day, 'source', s.source, 'medium', s.medium))
           filter (where s.shrunk), '[]'::jsonb)
  into v_shrunk
  from summed s;  -- (applied runs either way: a data-modifying WITH always runs to completion)

  delete from private.lead_source_counts c where c.leads <= 0;

  if v_shrunk <> '[]'::jsonb then
    update private.lead_source_counts c
    set last_seen_at = n.created_at, last_seen_id = n.id
    from jsonb_to_recordset(v_shrunk) as k(lancamento integer, day date, source text, medium text)
    cross join lateral (
      select l.created_at, l.id
      from public.leads_lancamento l
      where l.lancamento = k.lancamento
        and l.created_at >= (k.day::timestamp at time zone 'America/Sao_Paulo')
        and l.created_at < ((k.day + 1)::timestamp at time zone 'America/Sao_Paulo')
        and private.lead_source_key(l.utm_source) = k.source
        and private.lead_medium_key(l.utm_medium) = k.medium
      order by l.created_at desc, l.id desc
      limit 1
    ) n
    where (c.lancamento, c.day, c.source, c.medium) = (k.lancamento, k.day, k.source, k.medium);
  end if;
end
$$;
revoke all on function private.fold_lead_source_deltas() from public;
