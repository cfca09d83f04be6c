-- Issue 39, part 2: the closers' queue on the hot board (docs/checkout-webhook.md, "Closers' queue").
--
-- One item per buyer (e-mail) of a launch whose newest recoverable checkout event (abandoned checkout, printed
-- boleto, pending payment, cancelled or expired payment: private.checkout_event_kind) is not settled: no approval,
-- completion, refund, chargeback or dispute of that buyer in that launch dated at or after it, and no approval or
-- completion at all (a buyer who bought is never chased). Derived from the stored events at read time, so a buyer
-- who pays leaves the queue by themselves, and an event arriving late or twice lands in its place.
-- A closer marks the item's outcome (a fixed choice, no free text: nothing personal beyond the event is kept);
-- a newer recoverable event of the same buyer is a new item.

create table public.checkout_recovery_outcomes (
  checkout_event_id bigint primary key references public.checkout_events (id) on delete cascade,
  outcome text not null check (outcome in ('contatado', 'sem_resposta', 'vai_pagar', 'nao_quer', 'numero_invalido')),
  set_by uuid,
  set_by_email text,
  set_at timestamptz not null default now()
);
alter table public.checkout_recovery_outcomes enable row level security;
revoke all on public.checkout_recovery_outcomes from public, anon, authenticated;

-- Why a buyer of a launch may (or may not) get recovery e-mails: 'unsubscribed' (the matched registration lead left
-- the list), 'site' (the matched registration lead consented on the site), 'checkout' (one of the buyer's checkout
-- events of the launch says they accepted communications), 'none'. The registration lead is matched now (e-mail,
-- then phone), so someone who registers after abandoning is found.
create or replace function private.checkout_recovery_consent(p_lancamento integer, p_email text, p_phone text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when l.id is not null and (not l.active or l.last_updated_by = 'lgpd') then 'unsubscribed'
    when l.id is not null and l.consent_given then 'site'
    when exists (select 1 from public.checkout_events e
                 where e.lancamento = p_lancamento and e.buyer_email = p_email and e.accepts_communications) then 'checkout'
    else 'none'
  end
  from (select 1) one
  left join lateral private.checkout_match_lead(p_lancamento, p_email, p_phone) m on true
  left join public.leads_lancamento l on l.id = m.lead_id
  limit 1
$$;
revoke all on function private.checkout_recovery_consent(integer, text, text) from public;

-- Whether a buyer's purchase in a launch is settled since a moment: an approval, completion, refund, chargeback or
-- dispute dated at or after it, or any approval or completion at all (a buyer who bought is never chased). The ONE
-- definition: the closers' queue and the recovery e-mails (their scheduling and their send-time check) use it.
create or replace function private.checkout_recovery_settled(p_lancamento integer, p_email text, p_since timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.checkout_events s
    where s.lancamento = p_lancamento and s.buyer_email = p_email
      and private.checkout_event_kind(s.event) = 'settling'
      and (s.event_at >= p_since or s.event in ('PURCHASE_APPROVED', 'PURCHASE_COMPLETE')))
$$;
revoke all on function private.checkout_recovery_settled(integer, text, timestamptz) from public;

-- The open recoverable event of each buyer of a launch (see above), newest first.
create or replace function private.checkout_recovery_open(p_lancamento integer)
returns setof public.checkout_events
language sql
stable
security definer
set search_path = ''
as $$
  select r.* from (
    select distinct on (e.buyer_email) e.*
    from public.checkout_events e
    where e.lancamento = p_lancamento and private.checkout_event_kind(e.event) = 'recoverable'
      and not (e.payload ? 'anonimizado')
    order by e.buyer_email, e.event_at desc, e.id desc
  ) r
  where not private.checkout_recovery_settled(p_lancamento, r.buyer_email, r.event_at)
  order by r.event_at desc, r.id desc
$$;
revoke all on function private.checkout_recovery_open(integer) from public;

-- The queue of a launch, its 200 newest items (what a closing team works through; the per-item details are computed
-- for those only: 20,000 open items took 3.5-4 s in full), newest event first: [{ checkout_event_id, event, event_at, buyer_name, buyer_email, phone,
--   value, currency, payment_type, payment_expires_at, consent, purchase_lead_id, lead_id, outcome, outcome_at,
--   outcome_by, sent: [{ message_key, sent_at }] }]
-- phone: the event's, else the registration lead's, else the purchase intent's; value: the event's price, else the
-- newest price among the buyer's events of the launch (the abandonment carries none); sent: the recovery e-mails
-- already sent to that buyer for this launch.
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
      'consent', private.checkout_recovery_consent(p_lancamento, q.buyer_email, q.buyer_phone),
      'purchase_lead_id', q.purchase_lead_id, 'lead_id', m.lead_id,
      'outcome', o.outcome, 'outcome_at', o.set_at, 'outcome_by', o.set_by_email,
      'sent', coalesce((select jsonb_agg(jsonb_build_object('message_key', x.message_key, 'sent_at', x.sent_at)
                                         order by x.sent_at)
                        from private.email_outbox x
                        where x.lancamento = p_lancamento and x.to_email = q.buyer_email and x.status = 'sent'
                          and x.message_key like 'recovery\_%' and not x.is_test), '[]'::jsonb))
      order by q.event_at desc, q.id desc)
    from (select * from private.checkout_recovery_open(p_lancamento) limit 200) q
    left join lateral private.checkout_match_lead(p_lancamento, q.buyer_email, q.buyer_phone) m on true
    left join public.leads_lancamento l on l.id = m.lead_id
    left join public.purchase_leads p on p.id = q.purchase_lead_id
    left join public.checkout_recovery_outcomes o on o.checkout_event_id = q.id), '[]'::jsonb);
end
$$;

-- A closer's outcome for a queue item (replaces the earlier one). Returns { checkout_event_id, outcome, outcome_at }.
create or replace function public.set_checkout_recovery_outcome(p_checkout_event_id bigint, p_outcome text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_at timestamptz;
begin
  perform private.require_staff();
  if p_outcome is null or p_outcome not in ('contatado', 'sem_resposta', 'vai_pagar', 'nao_quer', 'numero_invalido') then
    raise exception using errcode = '22023', message = 'Resultado inválido.';
  end if;
  if not exists (select 1 from public.checkout_events e
                 where e.id = p_checkout_event_id and private.checkout_event_kind(e.event) = 'recoverable') then
    raise exception using errcode = '22023', message = 'Evento de recuperação não encontrado.';
  end if;
  select u.email into v_email from auth.users u where u.id = auth.uid();
  insert into public.checkout_recovery_outcomes (checkout_event_id, outcome, set_by, set_by_email, set_at)
  values (p_checkout_event_id, p_outcome, auth.uid(), coalesce(v_email, nullif(auth.jwt() ->> 'email', '')), now())
  on conflict (checkout_event_id) do update
    set outcome = excluded.outcome, set_by = excluded.set_by, set_by_email = excluded.set_by_email, set_at = excluded.set_at
  returning set_at into v_at;
  return jsonb_build_object('checkout_event_id', p_checkout_event_id, 'outcome', p_outcome, 'outcome_at', v_at);
end
$$;

revoke all on function public.checkout_recovery_queue(integer), public.set_checkout_recovery_outcome(bigint, text)
  from public, anon;
grant execute on function public.checkout_recovery_queue(integer), public.set_checkout_recovery_outcome(bigint, text)
  to authenticated;

-- The payment events no purchase lead matched (as in 20261125000000), without the abandonments: they are no payment
-- to link, and the closers' queue is where they are followed up.
create or replace function public.checkout_unmatched_events(p_lancamento integer default null)
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
      'id', e.id, 'event_id', e.event_id, 'event', e.event, 'event_at', e.event_at, 'transaction', e.transaction,
      'buyer_email', e.buyer_email, 'buyer_name', e.buyer_name, 'buyer_phone', e.buyer_phone, 'price', e.price,
      'currency', e.currency, 'installments', e.installments, 'offer_code', e.offer_code, 'lancamento', e.lancamento,
      'src', e.src, 'sck', e.sck, 'xcod', e.xcod, 'received_at', e.received_at) order by e.event_at desc, e.id desc)
    from public.checkout_events e
    where e.purchase_lead_id is null and e.event <> 'PURCHASE_OUT_OF_SHOPPING_CART'
      and (p_lancamento is null or e.lancamento is null or e.lancamento = p_lancamento)), '[]'::jsonb);
end
$$;
