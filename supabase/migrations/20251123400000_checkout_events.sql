-- Issue 21: the checkout platform (Hotmart postback 2.0.0) confirms sales.
--
-- The edge layer (edge/src/webhooks/hotmart.ts) checks the platform's hottok, validates and maps the payload, and
-- calls public.record_checkout_event(p_secret, p_event) with the anon key plus a dedicated server-side secret
-- (CHECKOUT_WEBHOOK_SECRET). The function is granted to anon only so PostgREST can route the call: without the
-- secret it refuses (42501) before reading anything. Only a SHA-256 of the secret is stored
-- (private.checkout_webhook_secret), set by public.set_checkout_webhook_secret, which only service_role (or a
-- superuser in the SQL editor) may call. Why not "executable by service_role" for the webhook itself: the
-- service-role key bypasses row-level security on every table, so keeping it in the edge would make any leak of
-- the worker's secrets a leak of the whole database; the dedicated secret can only record payment events.
--
-- Events (public.checkout_events) are stored once per event id: a replay answers "duplicate" and changes nothing.
-- Matching to a purchase lead, first hit wins:
--   1. tracking: the checkout URL's xcod (or sck) carried the reference of the purchase attempt (the value
--      save_purchase_intent returned, looked up by its digest in private.purchase_attempts; mfe-sales
--      build-checkout-url), or a purchase lead's own reference;
--   2. transaction: an earlier event of the same transaction was matched (a refund follows its approval);
--   3. e-mail + launch: the launch is derived from the offer code: the launch whose checkout links carry
--      `off=<offer code>` (current launch first, then the newest); nothing is stored in the launch row.
-- Unmatched events are kept (purchase_lead_id null) and listed for staff (checkout_unmatched_events), who link them
-- (link_checkout_event), which re-applies the status.
--
-- Status: per transaction the newest event by its date (not arrival) counts; the lead takes the strongest of its
-- transactions' statuses (VENDIDO > AGUARDANDO PAGAMENTO [PARCELADO] > REEMBOLSADO > CONTATADO, ties: newest).
-- A staff change by hand stands until an event dated after it arrives. The status history shows actor 'checkout' and
-- the event name.

-- ---------------------------------------------------------------------------------------------------------------
-- New status REEMBOLSADO (refunded, chargeback, protest): shown on the board, never counted as a sale.
-- ---------------------------------------------------------------------------------------------------------------
alter table public.purchase_leads drop constraint if exists purchase_leads_status_check;
alter table public.purchase_leads add constraint purchase_leads_status_check check (status in (
  'NOVO', 'CONTATADO', 'AGUARDANDO PAGAMENTO', 'AGUARDANDO PAGAMENTO PARCELADO', 'VENDIDO', 'REEMBOLSADO'));

-- ---------------------------------------------------------------------------------------------------------------
-- Status history: who changed it ('staff', 'checkout', null = system) and, for the checkout, the event.
-- ---------------------------------------------------------------------------------------------------------------
alter table public.purchase_lead_status_history
  add column if not exists actor text check (actor in ('staff', 'checkout')),
  add column if not exists event text;

create or replace function private.record_purchase_lead_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_email text;
  v_actor text := nullif(pg_catalog.current_setting('app.status_actor', true), '');
  v_event text := nullif(pg_catalog.current_setting('app.status_event', true), '');
begin
  if v_actor is distinct from 'checkout' then
    v_event := null;
    v_actor := case when v_uid is not null then 'staff' end;
    if v_uid is not null then
      select u.email into v_email from auth.users u where u.id = v_uid;
    end if;
    v_email := coalesce(v_email, nullif(auth.jwt() ->> 'email', ''));
  else
    v_uid := null;
  end if;
  insert into public.purchase_lead_status_history (purchase_lead_id, from_status, to_status, changed_by, changed_by_email, actor, event)
  values (new.id, old.status, new.status, v_uid, v_email, v_actor, v_event);
  return null;
end
$$;
revoke all on function private.record_purchase_lead_status_change() from public;

-- Timeline of one lead, newest first: [{ id, fromStatus, toStatus, changedBy, changedByEmail, changedAt, actor, event }].
create or replace function public.purchase_lead_status_history(p_lead_id bigint)
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
      'id', h.id, 'fromStatus', h.from_status, 'toStatus', h.to_status, 'changedBy', h.changed_by,
      'changedByEmail', h.changed_by_email, 'changedAt', h.changed_at, 'actor', h.actor, 'event', h.event)
      order by h.changed_at desc, h.id desc)
    from public.purchase_lead_status_history h
    where h.purchase_lead_id = p_lead_id), '[]'::jsonb);
end
$$;
revoke all on function public.purchase_lead_status_history(bigint) from public, anon;
grant execute on function public.purchase_lead_status_history(bigint) to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- Payment events.
-- ---------------------------------------------------------------------------------------------------------------
create table public.checkout_events (
  id bigint generated by default as identity primary key,
  event_id text not null unique check (pg_catalog.length(event_id) between 1 and 200),
  event text not null check (event in ('PURCHASE_APPROVED', 'PURCHASE_COMPLETE', 'PURCHASE_BILLET_PRINTED',
    'PURCHASE_DELAYED', 'PURCHASE_CANCELED', 'PURCHASE_EXPIRED', 'PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK',
    'PURCHASE_PROTEST')),
  event_at timestamptz not null,
  transaction text,
  purchase_status text,
  buyer_email text not null check (buyer_email = pg_catalog.lower(pg_catalog.btrim(buyer_email))),
  buyer_name text,
  buyer_phone text,
  product_id text,
  offer_code text,
  price numeric(12, 2) check (price >= 0),
  currency text,
  payment_type text,
  installments integer check (installments >= 1),
  src text,
  sck text,
  xcod text,
  -- Derived at arrival: the launch of the offer (null when no launch's checkout carries it).
  lancamento integer,
  purchase_lead_id bigint references public.purchase_leads (id) on delete set null,
  matched_by text check (matched_by in ('tracking', 'transaction', 'email', 'staff')),
  linked_by uuid,
  linked_at timestamptz,
  payload jsonb not null,
  received_at timestamptz not null default now()
);
create index checkout_events_lead_idx on public.checkout_events (purchase_lead_id, event_at desc, id desc);
create index checkout_events_transaction_idx on public.checkout_events (transaction) where transaction is not null;
create index checkout_events_unmatched_idx on public.checkout_events (received_at desc) where purchase_lead_id is null;
alter table public.checkout_events enable row level security;
-- Nobody reads or writes the table through the API: the definer functions below are the only way in.
revoke all on public.checkout_events from public, anon, authenticated;
revoke all on sequence public.checkout_events_id_seq from public, anon, authenticated;

create table private.checkout_webhook_secret (
  id boolean primary key default true check (id),
  secret_sha256 bytea not null,
  updated_at timestamptz not null default now()
);
alter table private.checkout_webhook_secret enable row level security;
revoke all on private.checkout_webhook_secret from public, anon, authenticated;

-- Sets (or rotates) the webhook's database secret. service_role only (or a superuser): never the browser's roles.
create or replace function public.set_checkout_webhook_secret(p_secret text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_secret is null or pg_catalog.length(p_secret) < 32 then
    raise exception using errcode = '22023', message = 'O segredo do webhook precisa de pelo menos 32 caracteres.';
  end if;
  insert into private.checkout_webhook_secret (id, secret_sha256, updated_at)
  values (true, pg_catalog.sha256(pg_catalog.convert_to(p_secret, 'UTF8')), now())
  on conflict (id) do update set secret_sha256 = excluded.secret_sha256, updated_at = excluded.updated_at;
end
$$;
revoke all on function public.set_checkout_webhook_secret(text) from public, anon, authenticated;
grant execute on function public.set_checkout_webhook_secret(text) to service_role;

-- Compares SHA-256 digests: the secret has >= 32 characters of entropy, so the comparison's timing reveals nothing
-- usable (an attacker would need a preimage). No secret configured: everything is refused.
create or replace function private.require_checkout_secret(p_secret text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_secret is null or not exists (
    select 1 from private.checkout_webhook_secret s
    where s.secret_sha256 = pg_catalog.sha256(pg_catalog.convert_to(p_secret, 'UTF8'))) then
    raise exception using errcode = '42501', message = 'Segredo do webhook inválido.';
  end if;
end
$$;
revoke all on function private.require_checkout_secret(text) from public;

-- Event -> purchase-lead status (null: the event does not move the status).
create or replace function private.checkout_status_for(p_event text, p_installments integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_event in ('PURCHASE_APPROVED', 'PURCHASE_COMPLETE') then 'VENDIDO'
    when p_event in ('PURCHASE_BILLET_PRINTED', 'PURCHASE_DELAYED') then
      case when coalesce(p_installments, 1) > 1 then 'AGUARDANDO PAGAMENTO PARCELADO' else 'AGUARDANDO PAGAMENTO' end
    when p_event in ('PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK', 'PURCHASE_PROTEST') then 'REEMBOLSADO'
    when p_event in ('PURCHASE_CANCELED', 'PURCHASE_EXPIRED') then 'CONTATADO'
  end
$$;

-- Value of one query parameter of a URL (undecoded), or null.
create or replace function private.url_param(p_url text, p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(pg_catalog.substring(p_url, '[?&]' || p_name || '=([^&#]*)'), '')
$$;

-- The launch whose checkout links carry the offer code (off=...): the current launch first, then the newest.
create or replace function private.checkout_launch_for_offer(p_offer text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select l.lancamento from public.launches l
  where p_offer is not null and p_offer <> '' and p_offer in (
    private.url_param(l.checkout_url_beginners, 'off'), private.url_param(l.checkout_url_advanced, 'off'),
    private.url_param(l.checkout_url_beginners_after_deadline, 'off'),
    private.url_param(l.checkout_url_advanced_after_deadline, 'off'))
  order by l.is_current desc, l.lancamento desc
  limit 1
$$;
revoke all on function private.checkout_launch_for_offer(text) from public;

-- The status the lead's events imply, and the event behind it (null when no matched event moves the status).
create or replace function private.checkout_derived_status(p_lead_id bigint)
returns table (status text, event text, event_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with latest as (
    select distinct on (coalesce(e.transaction, e.event_id))
      private.checkout_status_for(e.event, e.installments) as status, e.event, e.event_at, e.id
    from public.checkout_events e
    where e.purchase_lead_id = p_lead_id and private.checkout_status_for(e.event, e.installments) is not null
    order by coalesce(e.transaction, e.event_id), e.event_at desc, e.id desc
  )
  select l.status, l.event, l.event_at from latest l
  order by case l.status when 'VENDIDO' then 1 when 'AGUARDANDO PAGAMENTO PARCELADO' then 2
                         when 'AGUARDANDO PAGAMENTO' then 2 when 'REEMBOLSADO' then 3 else 4 end,
           l.event_at desc, l.id desc
  limit 1
$$;
revoke all on function private.checkout_derived_status(bigint) from public;

-- Applies the derived status to the lead (history: actor 'checkout' and the event). Unless p_force (a staff link),
-- a staff change dated after p_event_at stands. Returns the lead's status afterwards.
create or replace function private.apply_checkout_status(p_lead_id bigint, p_event_at timestamptz, p_force boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_current text;
  v_derived record;
  v_last_manual timestamptz;
begin
  select p.status into v_current from public.purchase_leads p where p.id = p_lead_id for update;
  if not found then
    return null;
  end if;
  select d.status, d.event, d.event_at into v_derived from private.checkout_derived_status(p_lead_id) d;
  if v_derived.status is null or v_derived.status = v_current then
    return v_current;
  end if;
  if not p_force then
    select pg_catalog.max(h.changed_at) into v_last_manual from public.purchase_lead_status_history h
    where h.purchase_lead_id = p_lead_id and h.actor is distinct from 'checkout';
    if v_last_manual is not null and p_event_at <= v_last_manual then
      return v_current;
    end if;
  end if;
  perform pg_catalog.set_config('app.status_actor', 'checkout', true);
  perform pg_catalog.set_config('app.status_event', v_derived.event, true);
  update public.purchase_leads set status = v_derived.status where id = p_lead_id;
  perform pg_catalog.set_config('app.status_actor', '', true);
  perform pg_catalog.set_config('app.status_event', '', true);
  return v_derived.status;
end
$$;
revoke all on function private.apply_checkout_status(bigint, timestamptz, boolean) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- The webhook's entry point. p_event is the edge's mapped event:
-- { eventId, event, eventAt (ISO), transaction, purchaseStatus, buyerEmail, buyerName, buyerPhone, productId,
--   offerCode, price, currency, paymentType, installments, src, sck, xcod, payload }
-- Returns { recorded: false, eventId } for a replay, else { recorded: true, eventId, matched, matchedBy,
-- purchaseLeadId, lancamento, status }.
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
  v_at timestamptz;
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
begin
  perform private.require_checkout_secret(p_secret);
  if p_event is null or pg_catalog.jsonb_typeof(p_event) <> 'object' then
    raise exception using errcode = '22023', message = 'Evento inválido.';
  end if;
  if v_event_id is null then
    raise exception using errcode = '22023', message = 'Evento sem id.';
  end if;
  if private.checkout_status_for(v_event, 1) is null then
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
  if v_at is null then
    raise exception using errcode = '22023', message = 'Evento sem data.';
  end if;
  if v_installments < 1 or v_price < 0 then
    raise exception using errcode = '22023', message = 'Data, parcelas ou preço do evento inválidos.';
  end if;

  -- Serialise events of one transaction / buyer so the ordering check sees every earlier arrival.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('checkout:' || v_email, 0));

  insert into public.checkout_events (event_id, event, event_at, transaction, purchase_status, buyer_email, buyer_name,
    buyer_phone, product_id, offer_code, price, currency, payment_type, installments, src, sck, xcod, payload)
  values (v_event_id, v_event, v_at, v_transaction, nullif(p_event ->> 'purchaseStatus', ''), v_email,
    nullif(pg_catalog.btrim(p_event ->> 'buyerName'), ''), nullif(p_event ->> 'buyerPhone', ''),
    nullif(p_event ->> 'productId', ''), v_offer, v_price, nullif(pg_catalog.upper(p_event ->> 'currency'), ''),
    nullif(p_event ->> 'paymentType', ''), v_installments, nullif(p_event ->> 'src', ''), v_sck, v_xcod,
    coalesce(p_event -> 'payload', '{}'::jsonb))
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

  update public.checkout_events e
  set purchase_lead_id = v_lead, matched_by = v_matched_by,
      lancamento = coalesce(v_lancamento, (select p.lancamento from public.purchase_leads p where p.id = v_lead))
  where e.id = v_id;

  if v_lead is not null then
    v_status := private.apply_checkout_status(v_lead, v_at, false);
  end if;
  return jsonb_build_object('recorded', true, 'eventId', v_event_id, 'matched', v_lead is not null,
    'matchedBy', v_matched_by, 'purchaseLeadId', v_lead,
    'lancamento', coalesce(v_lancamento, (select p.lancamento from public.purchase_leads p where p.id = v_lead)),
    'status', v_status);
end
$$;
revoke all on function public.record_checkout_event(text, jsonb) from public, authenticated;
-- anon only so that PostgREST routes the edge's call; the secret is what authorises it.
grant execute on function public.record_checkout_event(text, jsonb) to anon, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- Staff: unmatched events and linking them to a purchase lead.
-- ---------------------------------------------------------------------------------------------------------------
-- [{ id, eventId, event, eventAt, transaction, buyerEmail, buyerName, buyerPhone, price, currency, installments,
--    offerCode, lancamento, src, sck, xcod, receivedAt }], newest event first; p_lancamento null: every launch
-- (events of no known launch are listed under every launch filter as well, so none is hidden).
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
      'id', e.id, 'eventId', e.event_id, 'event', e.event, 'eventAt', e.event_at, 'transaction', e.transaction,
      'buyerEmail', e.buyer_email, 'buyerName', e.buyer_name, 'buyerPhone', e.buyer_phone, 'price', e.price,
      'currency', e.currency, 'installments', e.installments, 'offerCode', e.offer_code, 'lancamento', e.lancamento,
      'src', e.src, 'sck', e.sck, 'xcod', e.xcod, 'receivedAt', e.received_at) order by e.event_at desc, e.id desc)
    from public.checkout_events e
    where e.purchase_lead_id is null
      and (p_lancamento is null or e.lancamento is null or e.lancamento = p_lancamento)), '[]'::jsonb);
end
$$;

-- Links an unmatched event (and the other unmatched events of its transaction) to the purchase lead with that e-mail
-- in that launch, then applies the status the lead's events imply. Returns { linked, purchaseLeadId, status }.
create or replace function public.link_checkout_event(p_event_id bigint, p_email text, p_lancamento integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_event public.checkout_events%rowtype;
  v_lead bigint;
  v_linked integer;
  v_status text;
begin
  perform private.require_staff();
  select * into v_event from public.checkout_events e where e.id = p_event_id for update;
  if not found then
    raise exception using errcode = '22023', message = 'Evento de pagamento não encontrado.';
  end if;
  if v_event.purchase_lead_id is not null then
    raise exception using errcode = '22023', message = 'Este evento já está vinculado a um lead.';
  end if;
  select p.id into v_lead from public.purchase_leads p
  where p.email = pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, ''))) and p.lancamento = p_lancamento;
  if v_lead is null then
    raise exception using errcode = '22023', message = 'Nenhum lead de compra com este e-mail neste lançamento.';
  end if;
  update public.checkout_events e
  set purchase_lead_id = v_lead, matched_by = 'staff', linked_by = auth.uid(), linked_at = now(),
      lancamento = p_lancamento
  where e.purchase_lead_id is null
    and (e.id = p_event_id or (v_event.transaction is not null and e.transaction = v_event.transaction));
  get diagnostics v_linked = row_count;
  v_status := private.apply_checkout_status(v_lead, v_event.event_at, true);
  return jsonb_build_object('linked', v_linked, 'purchaseLeadId', v_lead, 'status', v_status);
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Revenue per source or campaign (/campanhas, the funnel page, exports). Keys like launch_funnel's filters:
-- trimmed utm_source ('Sem Fonte') / utm_campaign ('Sem Campanha').
--   leads: registered leads (leads_lancamento) with that key, created in the period;
--   sales: purchase leads with that key whose status is VENDIDO (REEMBOLSADO is not a sale), sold in the period
--          (date of the newest approving event; the last update for a sale marked by hand);
--   revenue: sum of the price (BRL) of each sold lead's transactions whose newest event approves it;
--   conversion: sales * 100 / leads (two decimals), null without leads.
-- Returns { dimension, lancamento, rows: [{ value, leads, sales, revenue, conversion }], totals: { leads, sales,
-- revenue, conversion } }, rows by revenue, then sales, then leads (desc), then value.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.checkout_revenue_by_utm(p_dimension text, p_lancamento integer default null,
  p_start date default null, p_end date default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rows jsonb;
  v_totals jsonb;
begin
  perform private.require_staff();
  if p_dimension is null or p_dimension not in ('source', 'campaign') then
    raise exception using errcode = '22023', message = 'Dimensão inválida.';
  end if;
  if p_start is not null and p_end is not null and p_end < p_start then
    raise exception using errcode = '22023', message = 'Período inválido.';
  end if;
  with reg as (
    select case when p_dimension = 'source' then coalesce(nullif(pg_catalog.btrim(l.utm_source), ''), 'Sem Fonte')
                else coalesce(nullif(pg_catalog.btrim(l.utm_campaign), ''), 'Sem Campanha') end as k,
           pg_catalog.count(*)::bigint as n
    from public.leads_lancamento l
    where (p_lancamento is null or l.lancamento = p_lancamento)
      and (p_start is null or private.brasilia_day(l.created_at) >= p_start)
      and (p_end is null or private.brasilia_day(l.created_at) <= p_end)
    group by 1
  ), tx as (
    select distinct on (e.purchase_lead_id, coalesce(e.transaction, e.event_id))
      e.purchase_lead_id, e.event, e.price, e.currency, e.event_at
    from public.checkout_events e
    join public.purchase_leads p on p.id = e.purchase_lead_id
    where p.status = 'VENDIDO' and (p_lancamento is null or p.lancamento = p_lancamento)
    order by e.purchase_lead_id, coalesce(e.transaction, e.event_id), e.event_at desc, e.id desc
  ), paid as (
    select t.purchase_lead_id,
           coalesce(pg_catalog.sum(t.price) filter (where coalesce(t.currency, 'BRL') = 'BRL'), 0) as revenue,
           pg_catalog.max(t.event_at) as sold_at
    from tx t where t.event in ('PURCHASE_APPROVED', 'PURCHASE_COMPLETE')
    group by 1
  ), sold as (
    select case when p_dimension = 'source' then coalesce(nullif(pg_catalog.btrim(p.utm_source), ''), 'Sem Fonte')
                else coalesce(nullif(pg_catalog.btrim(p.utm_campaign), ''), 'Sem Campanha') end as k,
           coalesce(pd.revenue, 0) as revenue
    from public.purchase_leads p
    left join paid pd on pd.purchase_lead_id = p.id
    where p.status = 'VENDIDO' and (p_lancamento is null or p.lancamento = p_lancamento)
      and (p_start is null or private.brasilia_day(coalesce(pd.sold_at, p.updated_at)) >= p_start)
      and (p_end is null or private.brasilia_day(coalesce(pd.sold_at, p.updated_at)) <= p_end)
  ), sales as (
    select s.k, pg_catalog.count(*)::bigint as n, pg_catalog.sum(s.revenue) as revenue from sold s group by 1
  ), merged as (
    select coalesce(r.k, s.k) as k, coalesce(r.n, 0) as leads, coalesce(s.n, 0) as sales,
           coalesce(s.revenue, 0)::numeric(14, 2) as revenue
    from reg r full join sales s on s.k = r.k
  )
  select
    coalesce(jsonb_agg(jsonb_build_object('value', m.k, 'leads', m.leads, 'sales', m.sales, 'revenue', m.revenue,
      'conversion', case when m.leads = 0 then null else pg_catalog.round(m.sales * 100.0 / m.leads, 2) end)
      order by m.revenue desc, m.sales desc, m.leads desc, m.k), '[]'::jsonb),
    jsonb_build_object('leads', coalesce(pg_catalog.sum(m.leads), 0), 'sales', coalesce(pg_catalog.sum(m.sales), 0),
      'revenue', coalesce(pg_catalog.sum(m.revenue), 0)::numeric(14, 2),
      'conversion', case when coalesce(pg_catalog.sum(m.leads), 0) = 0 then null
                         else pg_catalog.round(pg_catalog.sum(m.sales) * 100.0 / pg_catalog.sum(m.leads), 2) end)
  into v_rows, v_totals
  from merged m;
  return jsonb_build_object('dimension', p_dimension, 'lancamento', p_lancamento, 'rows', v_rows, 'totals', v_totals);
end
$$;

revoke all on function public.checkout_unmatched_events(integer), public.link_checkout_event(bigint, text, integer),
  public.checkout_revenue_by_utm(text, integer, date, date) from public, anon;
grant execute on function public.checkout_unmatched_events(integer), public.link_checkout_event(bigint, text, integer),
  public.checkout_revenue_by_utm(text, integer, date, date) to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- Hot-board stats: REEMBOLSADO among the zero-filled statuses (otherwise as in 20250501000000).
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.purchase_lead_stats(p_lancamento integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  perform private.require_staff();
  with keyed as (
    select coalesce(nullif(pg_catalog.upper(pg_catalog.btrim(p.status)), ''), 'NOVO') as status_key,
           coalesce(nullif(pg_catalog.btrim(p.utm_source), ''), 'direct') as source_key,
           coalesce(nullif(pg_catalog.btrim(p.payment_processor), ''), 'hotmart') as processor_key,
           p.redirected_to_payment
    from public.purchase_leads p
    where p_lancamento is null or p.lancamento = p_lancamento
  ),
  g as (
    select k.status_key, k.source_key, k.processor_key,
           grouping(k.status_key, k.source_key, k.processor_key) as set_id,
           pg_catalog.count(*)::integer as n,
           (pg_catalog.count(*) filter (where k.redirected_to_payment))::integer as redirected
    from keyed k
    group by grouping sets ((k.status_key), (k.source_key), (k.processor_key), ())
  ),
  totals as (
    select coalesce((select g.n from g where g.set_id = 7), 0) as total,
           coalesce((select g.redirected from g where g.set_id = 7), 0) as redirected
  )
  select jsonb_build_object(
    'total_leads', t.total,
    'total_redirected', t.redirected,
    'conversion_rate', case when t.total = 0 then 0 else pg_catalog.round(t.redirected * 100.0 / t.total, 2) end,
    'by_status', (
      select jsonb_object_agg(s.status, 0)
      from unnest(array['NOVO', 'CONTATADO', 'AGUARDANDO PAGAMENTO', 'AGUARDANDO PAGAMENTO PARCELADO', 'VENDIDO',
                        'REEMBOLSADO']) as s(status)
    ) || coalesce((select jsonb_object_agg(g.status_key, g.n) from g where g.set_id = 3), '{}'::jsonb),
    'by_utm_source', coalesce((select jsonb_object_agg(g.source_key, g.n) from g where g.set_id = 5), '{}'::jsonb),
    'by_payment_processor', coalesce((select jsonb_object_agg(g.processor_key, g.n) from g where g.set_id = 6), '{}'::jsonb),
    'recent_leads', coalesce((
      select jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'email', r.email,
          'status', coalesce(nullif(pg_catalog.upper(pg_catalog.btrim(r.status)), ''), 'NOVO'),
          'created_at', r.created_at) order by r.created_at desc, r.id desc)
      from (select p.id, p.name, p.email, p.status, p.created_at from public.purchase_leads p
            where p_lancamento is null or p.lancamento = p_lancamento
            order by p.created_at desc, p.id desc limit 10) r), '[]'::jsonb))
  into v_result
  from totals t;
  return v_result;
end
$$;
revoke all on function public.purchase_lead_stats(integer) from public, anon;
grant execute on function public.purchase_lead_stats(integer) to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- Route of the staff screen listing unmatched events (guarded by the dashboards' staff gate).
-- ---------------------------------------------------------------------------------------------------------------
insert into public.routes (path, component, props, is_active, priority) values
  ('/campanhas/pagamentos', 'CheckoutEvents', '{}', true, 87)
on conflict do nothing;
