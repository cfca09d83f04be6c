-- Issue 39, follow-up: the closers' queue and the approval webhook at a launch's scale (docs/performance.md,
-- "Checkout recovery").
--
-- 1. The closers' queue read every recoverable event of the launch and tested each buyer's settlement before it could
--    keep the 200 newest (3.5-4.1 s with 20,000 open items). Each buyer's open item is now kept as the events arrive:
--    private.checkout_recovery_items, one row per launch and buyer e-mail with the open recoverable event, refreshed
--    by a trigger on public.checkout_events from the same definition as before (newest recoverable event, not
--    anonymised, not settled: private.checkout_recovery_settled). The queue reads the newest 200 by an index.
--    Two refreshes of one buyer never compute the item from two different snapshots: each locks the buyer's item row
--    (created empty on first sight) before reading the events, so the second reads after the first committed. A row
--    lock, not an advisory one: a statement that writes 20,000 events (a backfill, a restore) takes no entry of the
--    shared lock table per buyer.
-- 2. The approval skipped the buyer's pending recovery e-mails with `lead_id = … or checkout_event_id in (…)`, which
--    the planner answers by reading the outbox's pending rows (p50 33.8 ms at 45,000 outbox rows): now two index reads.

create table private.checkout_recovery_items (
  lancamento integer not null,
  buyer_email text not null,
  -- The buyer's open recoverable event and its date; null when nothing is open (settled, or no recoverable event
  -- left). A deleted event's id is cleared by the key, and the delete trigger below writes what is open instead.
  open_event_id bigint references public.checkout_events (id) on delete set null,
  open_event_at timestamptz,
  primary key (lancamento, buyer_email)
);
create index checkout_recovery_items_newest_idx
  on private.checkout_recovery_items (lancamento, open_event_at desc, open_event_id desc) where open_event_id is not null;
create index checkout_recovery_items_event_idx on private.checkout_recovery_items (open_event_id)
  where open_event_id is not null;
alter table private.checkout_recovery_items enable row level security;
revoke all on private.checkout_recovery_items from public, anon, authenticated;

-- The buyer's open item in a launch, computed from the events (the definition of 20261127400100, for one buyer).
create or replace function private.refresh_checkout_recovery_item(p_lancamento integer, p_email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_open public.checkout_events;
begin
  if p_lancamento is null or p_email is null then
    return;
  end if;
  insert into private.checkout_recovery_items (lancamento, buyer_email) values (p_lancamento, p_email)
  on conflict (lancamento, buyer_email) do nothing;
  perform 1 from private.checkout_recovery_items i
  where i.lancamento = p_lancamento and i.buyer_email = p_email
  for update;
  select e.* into v_open
  from public.checkout_events e
  where e.lancamento = p_lancamento and e.buyer_email = p_email
    and private.checkout_event_kind(e.event) = 'recoverable' and not (e.payload ? 'anonimizado')
  order by e.event_at desc, e.id desc
  limit 1;
  if v_open.id is not null and private.checkout_recovery_settled(p_lancamento, p_email, v_open.event_at) then
    v_open := null;
  end if;
  update private.checkout_recovery_items i set open_event_id = v_open.id, open_event_at = v_open.event_at
  where i.lancamento = p_lancamento and i.buyer_email = p_email
    and (i.open_event_id, i.open_event_at) is distinct from (v_open.id, v_open.event_at);
end
$$;
revoke all on function private.refresh_checkout_recovery_item(integer, text) from public;

-- The trigger's body: the buyer the row was (an update or a delete) and the buyer it now is (an insert, or an update
-- that moved it to another launch or e-mail) are refreshed.
create or replace function private.checkout_events_refresh_recovery_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_checkout_recovery_item(old.lancamento, old.buyer_email);
  end if;
  if tg_op = 'INSERT'
     or (tg_op = 'UPDATE' and (new.lancamento, new.buyer_email) is distinct from (old.lancamento, old.buyer_email)) then
    perform private.refresh_checkout_recovery_item(new.lancamento, new.buyer_email);
  end if;
  return null;
end
$$;
revoke all on function private.checkout_events_refresh_recovery_item() from public;

-- Only what decides the item: the launch, the e-mail, the event and its date, the anonymisation mark.
create trigger checkout_events_recovery_item_insert
  after insert on public.checkout_events
  for each row when (new.lancamento is not null)
  execute function private.checkout_events_refresh_recovery_item();
create trigger checkout_events_recovery_item_update
  after update of lancamento, buyer_email, event, event_at, payload on public.checkout_events
  for each row
  when (old.lancamento is distinct from new.lancamento or old.buyer_email is distinct from new.buyer_email
        or old.event is distinct from new.event or old.event_at is distinct from new.event_at
        or (old.payload ? 'anonimizado') is distinct from (new.payload ? 'anonimizado'))
  execute function private.checkout_events_refresh_recovery_item();
create trigger checkout_events_recovery_item_delete
  after delete on public.checkout_events
  for each row when (old.lancamento is not null)
  execute function private.checkout_events_refresh_recovery_item();

-- The items of the events already stored (an open one, or an empty row for a buyer with nothing open).
insert into private.checkout_recovery_items (lancamento, buyer_email, open_event_id, open_event_at)
select b.lancamento, b.buyer_email, o.id, o.event_at
from (select distinct e.lancamento, e.buyer_email from public.checkout_events e where e.lancamento is not null) b
left join lateral (
  select e.id, e.event_at
  from public.checkout_events e
  where e.lancamento = b.lancamento and e.buyer_email = b.buyer_email
    and private.checkout_event_kind(e.event) = 'recoverable' and not (e.payload ? 'anonimizado')
  order by e.event_at desc, e.id desc
  limit 1
) o on not private.checkout_recovery_settled(b.lancamento, b.buyer_email, o.event_at);

-- The open items of a launch, newest first, at most p_limit: read from the kept items by their index (the limit is
-- the function's own: a set-returning function called with a LIMIT outside still returns every row first).
drop function private.checkout_recovery_open(integer);
create function private.checkout_recovery_open(p_lancamento integer, p_limit integer)
returns setof public.checkout_events
language sql
stable
security definer
set search_path = ''
rows 200
as $$
  select e.*
  from private.checkout_recovery_items i
  join public.checkout_events e on e.id = i.open_event_id
  where i.lancamento = p_lancamento and i.open_event_id is not null
  order by i.open_event_at desc, i.open_event_id desc
  limit p_limit
$$;
revoke all on function private.checkout_recovery_open(integer, integer) from public;

-- The registration lead of a buyer (as in 20261127400000) and why the buyer may (or may not) get recovery e-mails (as
-- in 20261127400100, for the lead the caller matched), both as SQL the planner inlines into the queue's one plan:
-- invoker's rights and no SET clause (every name is qualified; the callers are security definer functions with an
-- empty search_path). Called per item as before they cost 0.25 ms each, half of the queue's time at 200 items.
create or replace function private.checkout_match_lead(p_lancamento integer, p_email text, p_phone text)
returns table (lead_id bigint, matched_by text)
language sql
stable
as $$
  (select l.id, 'email'::text from public.leads_lancamento l
   where l.lancamento = p_lancamento and l.email = p_email
   limit 1)
  union all
  (select l.id, 'phone'::text from public.leads_lancamento l
   where l.lancamento = p_lancamento and l.whatsapp is not null
     and pg_catalog.length(coalesce(p_phone, '')) >= 10
     and pg_catalog.right(l.whatsapp, 10) = pg_catalog.right(p_phone, 10)
     and not exists (select 1 from public.leads_lancamento e where e.lancamento = p_lancamento and e.email = p_email)
   order by l.created_at desc, l.id desc
   limit 1)
$$;
revoke all on function private.checkout_match_lead(integer, text, text) from public;

drop function private.checkout_recovery_consent(integer, text, text);
create function private.checkout_recovery_consent(p_lancamento integer, p_email text, p_lead_id bigint)
returns table (consent text)
language sql
stable
as $$
  select case
    when l.id is not null and (not l.active or l.last_updated_by = 'lgpd') then 'unsubscribed'
    when l.id is not null and l.consent_given then 'site'
    when exists (select 1 from public.checkout_events e
                 where e.lancamento = p_lancamento and e.buyer_email = p_email and e.accepts_communications) then 'checkout'
    else 'none'
  end
  from (select 1) one
  left join public.leads_lancamento l on l.id = p_lead_id
$$;
revoke all on function private.checkout_recovery_consent(integer, text, bigint) from public;

-- The queue (as in 20261127400100): its 200 newest items from the kept items, each buyer's lead matched once.
create or replace function public.checkout_recovery_queue(p_lancamento integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'checkout_event_id', q.id, 'event', q.event, 'event_at', q.event_at, 'buyer_name', q.buyer_name,
      'buyer_email', q.buyer_email, 'phone', coalesce(q.buyer_phone, l.whatsapp, p.whatsapp),
      'value', coalesce(q.price, (select e.price from public.checkout_events e
                                  where e.lancamento = p_lancamento and e.buyer_email = q.buyer_email and e.price is not null
                                  order by e.event_at desc, e.id desc limit 1)),
      'currency', coalesce(q.currency, 'BRL'), 'payment_type', q.payment_type,
      'payment_expires_at', q.payment_expires_at,
      'consent', c.consent,
      'purchase_lead_id', q.purchase_lead_id, 'lead_id', m.lead_id,
      'outcome', o.outcome, 'outcome_at', o.set_at, 'outcome_by', o.set_by_email,
      'sent', coalesce((select jsonb_agg(jsonb_build_object('message_key', x.message_key, 'sent_at', x.sent_at)
                                         order by x.sent_at)
                        from private.email_outbox x
                        where x.lancamento = p_lancamento and x.to_email = q.buyer_email and x.status = 'sent'
                          and x.message_key like 'recovery\_%' and not x.is_test), '[]'::jsonb))
      order by q.event_at desc, q.id desc)
    from private.checkout_recovery_open(p_lancamento, 200) q
    left join lateral private.checkout_match_lead(p_lancamento, q.buyer_email, q.buyer_phone) m on true
    left join lateral private.checkout_recovery_consent(p_lancamento, q.buyer_email, m.lead_id) c on true
    left join public.leads_lancamento l on l.id = m.lead_id
    left join public.purchase_leads p on p.id = q.purchase_lead_id
    left join public.checkout_recovery_outcomes o on o.checkout_event_id = q.id), '[]'::jsonb);
end
$$;

-- As in 20261127400200, the settling event's skip of the buyer's pending recovery e-mails, by two index reads.
create or replace function private.follow_up_checkout_event(p_event_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_event public.checkout_events;
begin
  select * into v_event from public.checkout_events e where e.id = p_event_id;
  if v_event.id is null or v_event.lancamento is null then
    return;
  end if;
  if private.checkout_event_kind(v_event.event) = 'settling' then
    update private.email_outbox o
    set status = 'skipped', skip_reason = 'settled', lease_until = null
    where o.id in (
        select x.id from private.email_outbox x
        where x.lead_id = v_event.lead_id
        union
        select x.id from public.checkout_events e
        join private.email_outbox x on x.checkout_event_id = e.id
        where e.lancamento = v_event.lancamento and e.buyer_email = v_event.buyer_email)
      and o.status = 'pending' and o.lancamento = v_event.lancamento and o.message_key like 'recovery\_%';
    return;
  end if;
  if v_event.lead_id is null
     or private.checkout_recovery_settled(v_event.lancamento, v_event.buyer_email, v_event.event_at)
     or private.checkout_recovery_holdout(v_event.lancamento, v_event.buyer_email) then
    return;
  end if;
  insert into private.email_outbox (email_message_id, lancamento, message_key, lead_id, checkout_event_id, to_email,
    dedupe_key, next_attempt_at, expires_at)
  select m.id, v_event.lancamento, m.message_key, l.id, v_event.id, l.email, 'lead:' || l.id, t.send_at, t.expires_at
  from private.email_messages m
  join public.leads_lancamento l on l.id = v_event.lead_id
  cross join lateral private.recovery_send_time(m.message_key, m.delay_minutes, v_event) t
  where m.lancamento = v_event.lancamento and m.message_key like 'recovery\_%'
  on conflict do nothing;
end
$$;
revoke all on function private.follow_up_checkout_event(bigint) from public;
