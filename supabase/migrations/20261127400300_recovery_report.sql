-- Issue 39, part 4: what the recovery e-mails add, measured against the holdout (docs/checkout-webhook.md,
-- "Measuring recovery").
--
-- A case is a buyer of the launch who could be mailed (a registration lead matched to their event: the only buyers
-- the sequence is written for) at the first event of a sequence: abandoned checkout (PURCHASE_OUT_OF_SHOPPING_CART),
-- printed boleto (PURCHASE_BILLET_PRINTED), pending Pix (PURCHASE_DELAYED with a Pix). The case is in the holdout
-- when private.checkout_recovery_holdout says so (the same test that kept the messages back). It is recovered when
-- an approval or completion of that buyer in that launch is dated after the case's event; its revenue is the price
-- of each such transaction (BRL) that was not refunded, charged back or disputed afterwards.
-- Per sequence and group: buyers, recovered, revenue, rate; the difference of the rates (messaged - holdout) with a
-- 95 % Newcombe interval (method 10: Wilson score intervals of each rate, combined), and the revenue per buyer of
-- each group. Why Newcombe-Wilson: the holdout is small (10 %) and recovery rates are low, where the plain Wald
-- interval fails (a zero count gives it no width; it crosses 0 and 1); Newcombe's keeps its coverage there.

-- Wilson score interval of k successes in n (95 %: z = 1.959964); null without cases.
create or replace function private.wilson_interval(p_k bigint, p_n bigint)
returns table (low double precision, high double precision)
language sql
immutable
set search_path = ''
as $$
  select w.centre - w.half, w.centre + w.half
  from (select p_k::double precision / n as p, n, 1.959964::double precision as z
        from (select nullif(p_n, 0)::double precision as n) c) b
  cross join lateral (select
    (b.p + b.z * b.z / (2 * b.n)) / (1 + b.z * b.z / b.n) as centre,
    b.z * pg_catalog.sqrt(b.p * (1 - b.p) / b.n + b.z * b.z / (4 * b.n * b.n)) / (1 + b.z * b.z / b.n) as half) w
  where b.n is not null
$$;
revoke all on function private.wilson_interval(bigint, bigint) from public;

-- The cases of a launch: one per sequence and buyer (see above).
create or replace function private.checkout_recovery_cases(p_lancamento integer)
returns table (sequence text, buyer_email text, event_at timestamptz, holdout boolean, recovered boolean,
  revenue numeric)
language sql
stable
security definer
set search_path = ''
as $$
  with firsts as (
    select distinct on (s.sequence, e.buyer_email) s.sequence, e.buyer_email, e.event_at
    from public.checkout_events e
    cross join lateral (select case
      when e.event = 'PURCHASE_OUT_OF_SHOPPING_CART' then 'abandoned'
      when e.event = 'PURCHASE_BILLET_PRINTED' then 'billet'
      when e.event = 'PURCHASE_DELAYED' and e.payment_type = 'PIX' then 'pix' end as sequence) s
    where e.lancamento = p_lancamento and s.sequence is not null and e.lead_id is not null
      and not (e.payload ? 'anonimizado')
    order by s.sequence, e.buyer_email, e.event_at, e.id
  )
  select f.sequence, f.buyer_email, f.event_at, private.checkout_recovery_holdout(p_lancamento, f.buyer_email),
    pg_catalog.count(p.transaction) > 0, coalesce(pg_catalog.sum(p.price), 0)
  from firsts f
  left join lateral (
    select distinct on (coalesce(a.transaction, a.event_id)) coalesce(a.transaction, a.event_id) as transaction,
      case when coalesce(a.currency, 'BRL') = 'BRL' then coalesce(a.price, 0) else 0 end as price
    from public.checkout_events a
    where a.lancamento = p_lancamento and a.buyer_email = f.buyer_email and a.event_at > f.event_at
      and a.event in ('PURCHASE_APPROVED', 'PURCHASE_COMPLETE')
      and not exists (select 1 from public.checkout_events r
                      where r.transaction = a.transaction and r.event_at >= a.event_at
                        and r.event in ('PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK', 'PURCHASE_PROTEST'))
    order by coalesce(a.transaction, a.event_id), a.event_at
  ) p on true
  group by f.sequence, f.buyer_email, f.event_at
$$;
revoke all on function private.checkout_recovery_cases(integer) from public;

-- The payments page's report: { lancamento, holdout_percent, sequences: [{ sequence, messaged: { buyers, recovered,
--   revenue, rate }, holdout: { ... }, lift, lift_low, lift_high, revenue_per_buyer_messaged,
--   revenue_per_buyer_holdout }] } for the three sequences in order (abandoned, billet, pix). Rates and lift are
-- fractions (0-1); lift / interval null when a group has no case.
create or replace function public.checkout_recovery_report(p_lancamento integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return (
    with cases as (select * from private.checkout_recovery_cases(p_lancamento)),
    groups as (
      select s.sequence, s.ord,
        pg_catalog.count(c.buyer_email) filter (where not c.holdout) as n_m,
        pg_catalog.count(c.buyer_email) filter (where not c.holdout and c.recovered) as k_m,
        coalesce(pg_catalog.sum(c.revenue) filter (where not c.holdout), 0) as rev_m,
        pg_catalog.count(c.buyer_email) filter (where c.holdout) as n_h,
        pg_catalog.count(c.buyer_email) filter (where c.holdout and c.recovered) as k_h,
        coalesce(pg_catalog.sum(c.revenue) filter (where c.holdout), 0) as rev_h
      from (values ('abandoned', 1), ('billet', 2), ('pix', 3)) s(sequence, ord)
      left join cases c on c.sequence = s.sequence
      group by s.sequence, s.ord
    ),
    rates as (
      select g.*,
        case when g.n_m > 0 then g.k_m::double precision / g.n_m end as p_m,
        case when g.n_h > 0 then g.k_h::double precision / g.n_h end as p_h,
        wm.low as lm, wm.high as hm, wh.low as lh, wh.high as hh
      from groups g
      left join lateral private.wilson_interval(g.k_m, g.n_m) wm on true
      left join lateral private.wilson_interval(g.k_h, g.n_h) wh on true
    )
    select jsonb_build_object(
      'lancamento', p_lancamento,
      'holdout_percent', (select l.recovery_holdout_percent from public.launches l where l.lancamento = p_lancamento),
      'sequences', jsonb_agg(jsonb_build_object(
        'sequence', r.sequence,
        'messaged', jsonb_build_object('buyers', r.n_m, 'recovered', r.k_m, 'revenue', r.rev_m::numeric(14, 2),
          'rate', pg_catalog.round(r.p_m::numeric, 4)),
        'holdout', jsonb_build_object('buyers', r.n_h, 'recovered', r.k_h, 'revenue', r.rev_h::numeric(14, 2),
          'rate', pg_catalog.round(r.p_h::numeric, 4)),
        'lift', pg_catalog.round((r.p_m - r.p_h)::numeric, 4),
        'lift_low', pg_catalog.round((r.p_m - r.p_h - pg_catalog.sqrt((r.p_m - r.lm) ^ 2 + (r.hh - r.p_h) ^ 2))::numeric, 4),
        'lift_high', pg_catalog.round((r.p_m - r.p_h + pg_catalog.sqrt((r.hm - r.p_m) ^ 2 + (r.p_h - r.lh) ^ 2))::numeric, 4),
        'revenue_per_buyer_messaged', case when r.n_m > 0 then pg_catalog.round(r.rev_m / r.n_m, 2) end,
        'revenue_per_buyer_holdout', case when r.n_h > 0 then pg_catalog.round(r.rev_h / r.n_h, 2) end)
        order by r.ord))
    from rates r);
end
$$;
revoke all on function public.checkout_recovery_report(integer) from public, anon;
grant execute on function public.checkout_recovery_report(integer) to authenticated;

-- Staff set the launch's holdout share (0-50 %).
create or replace function public.set_recovery_holdout_percent(p_lancamento integer, p_percent integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  if p_percent is null or p_percent < 0 or p_percent > 50 then
    raise exception using errcode = '22023', message = 'Informe uma parcela entre 0 % e 50 %.';
  end if;
  update public.launches l set recovery_holdout_percent = p_percent where l.lancamento = p_lancamento;
  if not found then
    raise exception using errcode = '22023', message = 'Lançamento não encontrado.';
  end if;
end
$$;
revoke all on function public.set_recovery_holdout_percent(integer, integer) from public, anon;
grant execute on function public.set_recovery_holdout_percent(integer, integer) to authenticated;
