-- Issue 39, part 1: every checkout event that matters is stored (docs/checkout-webhook.md).
--
-- Until now the webhook answered the cart-abandonment postback (PURCHASE_OUT_OF_SHOPPING_CART) 200 and dropped it,
-- and kept of a pending payment only its status. This migration:
--   - stores the abandonment too (it has no transaction and no price: the buyer never reached a payment);
--   - keeps what a pending payment carries: the payment method (payment_type, already stored), when the boleto or
--     the Pix expires (payment_expires_at), and whether the checkout says the buyer accepted communications;
--   - matches each event to the registration lead of its launch (leads_lancamento: e-mail first, then phone), next
--     to the purchase intent the sales page recorded (purchase_lead_id, matched as before: tracking, transaction,
--     e-mail + launch of the offer).
-- Events are still stored once per event id (a replay changes nothing) and still apply in the order of their own
-- date, not of arrival: what follows (the closers' queue, the recovery messages) is derived from the stored events
-- at read / send time, so an event that arrives late lands in its place.

alter table public.checkout_events drop constraint checkout_events_event_check;
alter table public.checkout_events add constraint checkout_events_event_check check (event in ('PURCHASE_APPROVED',
  'PURCHASE_COMPLETE', 'PURCHASE_BILLET_PRINTED', 'PURCHASE_DELAYED', 'PURCHASE_CANCELED', 'PURCHASE_EXPIRED',
  'PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK', 'PURCHASE_PROTEST', 'PURCHASE_OUT_OF_SHOPPING_CART'));

alter table public.checkout_events
  -- Boleto due date / Pix expiry (null: the event carries none).
  add column payment_expires_at timestamptz,
  -- The checkout's own answer to "accept communications" (null: the event does not say).
  add column accepts_communications boolean,
  -- The registration lead of the event's launch (the site's consent lives there).
  add column lead_id bigint references public.leads_lancamento (id) on delete set null,
  add column lead_matched_by text check (lead_matched_by in ('email', 'phone'));
create index checkout_events_launch_buyer_idx on public.checkout_events (lancamento, buyer_email, event_at desc, id desc);
create index checkout_events_lead_id_idx on public.checkout_events (lead_id) where lead_id is not null;
-- Phone matching compares the last 10 digits (DDD without its first digit + number: a stored number with or without
-- 55, a checkout phone with or without it).
create index leads_lancamento_phone_tail_idx on public.leads_lancamento (lancamento, pg_catalog.right(whatsapp, 10))
  where whatsapp is not null;

-- What an event means for following a buyer up: 'recoverable' (a sale that almost happened: abandoned checkout,
-- printed boleto, pending payment, cancelled or expired payment), 'settling' (nothing more to recover: paid,
-- completed, refunded, charged back, disputed), null for anything else.
create or replace function private.checkout_event_kind(p_event text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_event in ('PURCHASE_OUT_OF_SHOPPING_CART', 'PURCHASE_BILLET_PRINTED', 'PURCHASE_DELAYED',
                     'PURCHASE_CANCELED', 'PURCHASE_EXPIRED') then 'recoverable'
    when p_event in ('PURCHASE_APPROVED', 'PURCHASE_COMPLETE', 'PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK',
                     'PURCHASE_PROTEST') then 'settling'
  end
$$;
revoke all on function private.checkout_event_kind(text) from public;

-- The registration lead of a launch for a buyer: the e-mail first, then the phone (last 10 digits, at least 10
-- digits on both sides; the newest registration when several share a number).
create or replace function private.checkout_match_lead(p_lancamento integer, p_email text, p_phone text)
returns table (lead_id bigint, matched_by text)
language sql
stable
security definer
set search_path = ''
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

-- ---------------------------------------------------------------------------------------------------------------
-- The webhook's entry point, as in 20251123400000 plus: the abandonment event (no transaction, no price), the
-- payment's expiry and the checkout's consent answer, and the registration lead. p_event is the edge's mapped event:
-- { eventId, event, eventAt (ISO), transaction, purchaseStatus, buyerEmail, buyerName, buyerPhone, productId,
--   offerCode, price, currency, paymentType, installments, src, sck, xcod, paymentExpiresAt (ISO or null),
--   acceptsCommunications (boolean or null), payload }
-- Returns { recorded: false, eventId } for a replay, else { recorded: true, eventId, matched, matchedBy,
-- purchaseLeadId, lancamento, status, leadId, leadMatchedBy }.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.record_checkout_event(p_secret text, p_event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_event_id text := nullif(pg_catalog.btrim(p_event ->> 'eventId'), '');
  v_event text := p_event ->> 'event';
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_event ->> 'buyerEmail', '')));
  v_phone text := nullif(pg_catalog.regexp_replace(coalesce(p_event ->> 'buyerPhone', ''), '[^0-9]', '', 'g'), '');
  v_at timestamptz;
  v_expires timestamptz;
  v_accepts boolean;
  v_installments integer;
  v_price numeric;
  v_id bigint;
  v_transaction text := nullif(pg_catalog.btrim(p_event ->> 'transaction'), '');
  v_xcod text := nullif(pg_catalog.btrim(p_event ->> 'xcod'), '');
  v_sck text := nullif(pg_catalog.btrim(p_event ->> 'sck'), '');
  v_offer text := nullif(pg_catalog.btrim(p_event ->> 'offerCode'), '');
  v_lancamento integer;
  v_lead bigint;
  v_matched_by text;
  v_status text;
  v_reg_lead bigint;
  v_reg_matched_by text;
begin
  perform private.require_checkout_secret(p_secret);
  if p_event is null or pg_catalog.jsonb_typeof(p_event) <> 'object' then
    raise exception using errcode = '22023', message = 'Evento inválido.';
  end if;
  if v_event_id is null then
    raise exception using errcode = '22023', message = 'Evento sem id.';
  end if;
  if private.checkout_event_kind(v_event) is null then
    raise exception using errcode = '22023', message = 'Tipo de evento não suportado.';
  end if;
  if not private.is_valid_email(v_email) then
    raise exception using errcode = '22023', message = 'E-mail do comprador inválido.';
  end if;
  begin
    v_at := (p_event ->> 'eventAt')::timestamptz;
    v_installments := coalesce((p_event ->> 'installments')::integer, 1);
    v_price := (p_event ->> 'price')::numeric;
  exception when others then
    raise exception using errcode = '22023', message = 'Data, parcelas ou preço do evento inválidos.';
  end;
  begin
    v_expires := (p_event ->> 'paymentExpiresAt')::timestamptz;
    v_accepts := (p_event ->> 'acceptsCommunications')::boolean;
  exception when others then
    raise exception using errcode = '22023', message = 'Vencimento ou consentimento do evento inválidos.';
  end;
  if v_at is null then
    raise exception using errcode = '22023', message = 'Evento sem data.';
  end if;
  if v_installments < 1 or v_price < 0 then
    raise exception using errcode = '22023', message = 'Data, parcelas ou preço do evento inválidos.';
  end if;

  -- Serialise events of one buyer so the ordering check sees every earlier arrival.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('checkout:' || v_email, 0));

  insert into public.checkout_events (event_id, event, event_at, transaction, purchase_status, buyer_email, buyer_name,
    buyer_phone, product_id, offer_code, price, currency, payment_type, installments, src, sck, xcod, payload,
    payment_expires_at, accepts_communications)
  values (v_event_id, v_event, v_at, v_transaction, nullif(p_event ->> 'purchaseStatus', ''), v_email,
    nullif(pg_catalog.btrim(p_event ->> 'buyerName'), ''), v_phone,
    nullif(p_event ->> 'productId', ''), v_offer, v_price, nullif(pg_catalog.upper(p_event ->> 'currency'), ''),
    nullif(p_event ->> 'paymentType', ''), v_installments, nullif(p_event ->> 'src', ''), v_sck, v_xcod,
    coalesce(p_event -> 'payload', '{}'::jsonb), v_expires, v_accepts)
  on conflict (event_id) do nothing
  returning id into v_id;
  if v_id is null then
    return jsonb_build_object('recorded', false, 'eventId', v_event_id);
  end if;

  v_lancamento := private.checkout_launch_for_offer(v_offer);

  -- 1. tracking value carried by the checkout URL: the reference save_purchase_intent returned to that purchase
  --    attempt (private.purchase_attempts keeps its SHA-256), else a lead's own reference
  select a.purchase_lead_id into v_lead from private.purchase_attempts a
  where a.token_digest in (private.token_digest(v_xcod), private.token_digest(v_sck))
  order by a.id desc limit 1;
  if v_lead is null then
    select p.id into v_lead from public.purchase_leads p
    where p.reference in (v_xcod, v_sck) limit 1;
  end if;
  if v_lead is not null then
    v_matched_by := 'tracking';
  end if;
  -- 2. an earlier event of the same transaction
  if v_lead is null and v_transaction is not null then
    select e.purchase_lead_id into v_lead from public.checkout_events e
    where e.transaction = v_transaction and e.purchase_lead_id is not null and e.id <> v_id
    order by e.event_at desc, e.id desc limit 1;
    if v_lead is not null then
      v_matched_by := 'transaction';
    end if;
  end if;
  -- 3. e-mail + the launch of the offer
  if v_lead is null and v_lancamento is not null then
    select p.id into v_lead from public.purchase_leads p where p.email = v_email and p.lancamento = v_lancamento;
    if v_lead is not null then
      v_matched_by := 'email';
    end if;
  end if;
  v_lancamento := coalesce(v_lancamento, (select p.lancamento from public.purchase_leads p where p.id = v_lead));

  -- The registration lead of that launch (e-mail, then phone).
  if v_lancamento is not null then
    select m.lead_id, m.matched_by into v_reg_lead, v_reg_matched_by
    from private.checkout_match_lead(v_lancamento, v_email, v_phone) m limit 1;
  end if;

  update public.checkout_events e
  set purchase_lead_id = v_lead, matched_by = v_matched_by, lancamento = v_lancamento,
      lead_id = v_reg_lead, lead_matched_by = v_reg_matched_by
  where e.id = v_id;

  if v_lead is not null then
    v_status := private.apply_checkout_status(v_lead, v_at, false);
  end if;
  -- The recovery e-mails the event starts or stops, in this transaction (defined with them in
  -- 20261127400200_recovery_sequences.sql; PL/pgSQL resolves it when it runs, after every migration).
  perform private.follow_up_checkout_event(v_id);
  return jsonb_build_object('recorded', true, 'eventId', v_event_id, 'matched', v_lead is not null,
    'matchedBy', v_matched_by, 'purchaseLeadId', v_lead, 'lancamento', v_lancamento, 'status', v_status,
    'leadId', v_reg_lead, 'leadMatchedBy', v_reg_matched_by);
end
$$;
revoke all on function public.record_checkout_event(text, jsonb) from public, authenticated;
grant execute on function public.record_checkout_event(text, jsonb) to anon, service_role;
