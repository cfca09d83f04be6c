-- Issue 39, follow-up: the payments page's recovery report at a launch's scale (docs/performance.md, "Checkout
-- recovery"). The cases of 20261127400300 are the same (one per sequence and buyer; recovered by an approval or
-- completion dated after the case's event, not refunded, charged back or disputed afterwards; revenue the BRL price
-- of each such transaction); they were computed case by case (for each of 20,000 buyers: the holdout function and an
-- index read of their approvals: 0.54-0.84 s). Now: the launch's approvals once, joined to the cases by e-mail, the
-- holdout share read once, and the holdout bucket as an expression the planner inlines: each of 25,000 calls cost
-- 50 us (1.25 s of the 1.4 s the cases took at the bench's scale). Inlined it needs no `set search_path` clause
-- (every name is qualified, pg_catalog's operators are found first whatever the caller's search_path, and its callers
-- are security definer functions with an empty search_path) and an immutable body: the launch number is cast to text
-- (int4out, immutable) instead of `integer || text` (anytextcat, stable), which gives the same text, so every buyer
-- keeps their bucket.
create or replace function private.checkout_recovery_bucket(p_lancamento integer, p_email text)
returns integer
language sql
immutable
as $$
  select ((pg_catalog.hashtextextended(p_lancamento::text || ':' || p_email, 39) % 100 + 100) % 100)::integer
$$;
revoke all on function private.checkout_recovery_bucket(integer, text) from public;

create or replace function private.checkout_recovery_cases(p_lancamento integer)
returns table (sequence text, buyer_email text, event_at timestamptz, holdout boolean, recovered boolean,
  revenue numeric)
language sql
stable
security definer
set search_path = ''
as $$
  -- The first event of each sequence and buyer: grouped (hashed), not sorted by e-mail.
  with firsts as (
    select s.sequence, e.buyer_email, pg_catalog.min(e.event_at) as event_at
    from public.checkout_events e
    cross join lateral (select case
      when e.event = 'PURCHASE_OUT_OF_SHOPPING_CART' then 'abandoned'
      when e.event = 'PURCHASE_BILLET_PRINTED' then 'billet'
      when e.event = 'PURCHASE_DELAYED' and e.payment_type = 'PIX' then 'pix' end as sequence) s
    where e.lancamento = p_lancamento and s.sequence is not null and e.lead_id is not null
      and not (e.payload ? 'anonimizado')
    group by s.sequence, e.buyer_email
  ),
  paid as (
    select a.buyer_email, a.event_at, coalesce(a.transaction, a.event_id) as transaction,
      case when coalesce(a.currency, 'BRL') = 'BRL' then coalesce(a.price, 0) else 0 end as price
    from public.checkout_events a
    where a.lancamento = p_lancamento and a.event in ('PURCHASE_APPROVED', 'PURCHASE_COMPLETE')
      and not exists (select 1 from public.checkout_events r
                      where r.transaction = a.transaction and r.event_at >= a.event_at
                        and r.event in ('PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK', 'PURCHASE_PROTEST'))
  ),
  -- Each transaction once per case (its first approval or completion after the case's event), counted per case.
  recovered as (
    select t.sequence, t.buyer_email, pg_catalog.count(*) as transactions, pg_catalog.sum(t.price) as revenue
    from (
      select distinct on (f.sequence, f.buyer_email, p.transaction) f.sequence, f.buyer_email, p.transaction, p.price
      from firsts f
      join paid p on p.buyer_email = f.buyer_email and p.event_at > f.event_at
      order by f.sequence, f.buyer_email, p.transaction, p.event_at
    ) t
    group by t.sequence, t.buyer_email
  ),
  share as (select l.recovery_holdout_percent as percent from public.launches l where l.lancamento = p_lancamento)
  select f.sequence, f.buyer_email, f.event_at,
    private.checkout_recovery_bucket(p_lancamento, f.buyer_email) < (select share.percent from share),
    r.transactions is not null, coalesce(r.revenue, 0)
  from firsts f
  left join recovered r on r.sequence = f.sequence and r.buyer_email = f.buyer_email
$$;
revoke all on function private.checkout_recovery_cases(integer) from public;
