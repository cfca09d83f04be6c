-- Checkout recovery (supabase/migrations/20261127400000_checkout_recovery_events.sql, 20261127400100_closers_queue.sql):
-- the abandonment and pending-payment events stored with what they carry, matched to the registration lead (e-mail,
-- then phone) and to the purchase intent; the closers' queue derived from them (settled buyers leave it, replays and
-- late events change nothing), consent reasons, outcomes, staff-only access.
-- Events are the edge's mapping of the fixtures in edge/src/webhooks/fixtures (the documented postback shapes; the
-- mapping itself is tested in edge/src/webhooks/hotmart-payload.test.ts).

create temporary table t_ids (name text primary key, id text);
grant all on t_ids to authenticated, anon;
insert into t_ids select 'staff', tests.create_user('staff-recovery@example.com', true)::text;
insert into t_ids select 'user', tests.create_user('user-recovery@example.com', false)::text;

update public.launches set is_current = false;
insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, checkout_url_beginners_after_deadline,
  checkout_url_advanced_after_deadline, is_current)
values (931, 'Lançamento 931', 'x', 'x', now(), now(), now(), now(), 'x', now(), now(),
  'https://g.example/1', 'https://g.example/2', 'https://g.example/3', 'https://g.example/4', 'https://g.example/5',
  'https://pay.hotmart.com/P931?off=ini931', 'https://pay.hotmart.com/P931?off=ava931', null, null, true);

insert into public.leads_lancamento (name, email, whatsapp, programming_experience, track, lancamento, consent_given, active) values
  ('Compradora', 'compradora@example.com', '5511987650000', 'want_to_learn', 'iniciante', 931, true, true),
  ('Por telefone', 'outro-endereco@example.com', '5521998760000', 'want_to_learn', 'iniciante', 931, true, true),
  ('Saiu', 'saiu@example.com', null, 'want_to_learn', 'iniciante', 931, true, false);
insert into public.purchase_leads (name, email, whatsapp, lancamento, status) values
  ('Compradora', 'compradora@example.com', '5511987650000', 931, 'NOVO');

-- The edge's mapped events. Abandonment: hotmart-cart-abandonment.json (no transaction, no price); boleto:
-- hotmart-billet-printed.json; Pix: hotmart-pix-delayed.json; approval / refund: hotmart-purchase-approved.json.
create function pg_temp.abandon(p_id text, p_at text, p_email text, p_phone text default '11987650000',
  p_accepts boolean default null)
returns jsonb language sql as $$
  select jsonb_build_object('eventId', p_id, 'event', 'PURCHASE_OUT_OF_SHOPPING_CART', 'eventAt', p_at,
    'transaction', null, 'purchaseStatus', null, 'buyerEmail', p_email, 'buyerName', 'Compradora Exemplo',
    'buyerPhone', p_phone, 'productId', '1234567', 'offerCode', 'ini931', 'price', null, 'currency', null,
    'paymentType', null, 'installments', 1, 'src', 'instagram', 'sck', 'instagram|feed|lancamento-4|story|java',
    'xcod', null, 'paymentExpiresAt', null, 'acceptsCommunications', p_accepts,
    'payload', jsonb_build_object('id', p_id, 'event', 'PURCHASE_OUT_OF_SHOPPING_CART'))
$$;
create function pg_temp.pay(p_id text, p_event text, p_at text, p_email text, p_tx text,
  p_type text default 'CREDIT_CARD', p_expires text default null)
returns jsonb language sql as $$
  select jsonb_build_object('eventId', p_id, 'event', p_event, 'eventAt', p_at, 'transaction', p_tx,
    'purchaseStatus', null, 'buyerEmail', p_email, 'buyerName', 'Compradora Exemplo', 'buyerPhone', null,
    'productId', '1234567', 'offerCode', 'ini931', 'price', 997, 'currency', 'BRL', 'paymentType', p_type,
    'installments', 1, 'src', 'instagram', 'sck', 'instagram', 'xcod', null, 'paymentExpiresAt', p_expires,
    'acceptsCommunications', null, 'payload', jsonb_build_object('id', p_id, 'event', p_event))
$$;
grant execute on function pg_temp.abandon(text, text, text, text, boolean), pg_temp.pay(text, text, text, text, text, text, text)
  to anon, authenticated;
create function pg_temp.queue() returns jsonb language sql as $$ select public.checkout_recovery_queue(931) $$;
grant execute on function pg_temp.queue() to authenticated;
create function pg_temp.queue_emails() returns text[] language sql as $$
  select coalesce(array_agg(q ->> 'buyer_email' order by ord), '{}')
  from jsonb_array_elements(public.checkout_recovery_queue(931)) with ordinality as t(q, ord)
$$;
grant execute on function pg_temp.queue_emails() to authenticated;

-- The open items as kept, and as the definition of 20261127400100 derives them from every event.
create function pg_temp.items_as_kept() returns text[] language sql as $$
  select coalesce(array_agg(i.lancamento || ' ' || i.buyer_email || ' ' || i.open_event_id order by i.lancamento, i.buyer_email), '{}')
  from private.checkout_recovery_items i where i.open_event_id is not null
$$;
create function pg_temp.items_from_events() returns text[] language sql as $$
  select coalesce(array_agg(r.lancamento || ' ' || r.buyer_email || ' ' || r.id order by r.lancamento, r.buyer_email), '{}')
  from (select distinct on (e.lancamento, e.buyer_email) e.*
        from public.checkout_events e
        where e.lancamento is not null and private.checkout_event_kind(e.event) = 'recoverable'
          and not (e.payload ? 'anonimizado')
        order by e.lancamento, e.buyer_email, e.event_at desc, e.id desc) r
  where not private.checkout_recovery_settled(r.lancamento, r.buyer_email, r.event_at)
$$;

do $$
declare
  c_secret constant text := 'segredo-de-teste-da-recuperacao-com-mais-de-32-caracteres';
  v jsonb;
  v_lead bigint := (select id from public.leads_lancamento where email = 'compradora@example.com');
  v_phone_lead bigint := (select id from public.leads_lancamento where email = 'outro-endereco@example.com');
  v_purchase bigint := (select id from public.purchase_leads where email = 'compradora@example.com');
  v_staff uuid := (select id::uuid from t_ids where name = 'staff');
  v_event bigint;
begin
  perform tests.as_superuser();
  perform set_config('role', 'service_role', true);
  perform public.set_checkout_webhook_secret(c_secret);

  -- ---------- part 1: stored, with what it carries, matched ----------
  perform tests.as_anon();
  v := public.record_checkout_event(c_secret, pg_temp.abandon('ab-1', '2026-11-20T10:00:00Z', 'compradora@example.com'));
  perform tests.eq(v ->> 'recorded', 'true', 'abandonment recorded');
  perform tests.eq(v ->> 'status', 'NOVO', 'an abandonment does not move the purchase status');
  perform tests.eq((v ->> 'leadId')::bigint, v_lead, 'matched to the registration lead');
  perform tests.eq(v ->> 'leadMatchedBy', 'email', 'by e-mail');
  perform tests.eq((v ->> 'purchaseLeadId')::bigint, v_purchase, 'and to the purchase intent (e-mail + launch of the offer)');
  perform tests.eq((v ->> 'lancamento')::int, 931, 'launch from the offer code');
  perform tests.as_superuser();
  perform tests.eq((select transaction from public.checkout_events where event_id = 'ab-1'), null::text, 'no transaction');
  perform tests.eq((select price from public.checkout_events where event_id = 'ab-1'), null::numeric, 'no price');
  perform tests.eq((select status from public.purchase_leads where id = v_purchase), 'NOVO', 'status unchanged');

  -- phone when the e-mail differs (a different address typed at the checkout)
  perform tests.as_anon();
  v := public.record_checkout_event(c_secret,
    pg_temp.abandon('ab-phone', '2026-11-20T10:05:00Z', 'digitou-outro@example.com', '21998760000', true));
  perform tests.eq((v ->> 'leadId')::bigint, v_phone_lead, 'matched by the last 10 digits of the phone');
  perform tests.eq(v ->> 'leadMatchedBy', 'phone', 'by phone');
  perform tests.eq(v ->> 'matched', 'false', 'no purchase intent with that e-mail');

  -- a pending Pix and a printed boleto keep the method and expiry
  v := public.record_checkout_event(c_secret, pg_temp.pay('pix-1', 'PURCHASE_DELAYED', '2026-11-20T11:00:00Z',
    'pix@example.com', 'HPPIX1', 'PIX', '2026-11-21T11:00:00Z'));
  perform tests.eq(v ->> 'leadId', null, 'nobody registered with it: no lead');
  v := public.record_checkout_event(c_secret, pg_temp.pay('boleto-1', 'PURCHASE_BILLET_PRINTED', '2026-11-20T12:00:00Z',
    'boleto@example.com', 'HPBOL1', 'BILLET', '2026-11-23T12:00:00Z'));
  perform tests.as_superuser();
  perform tests.eq((select payment_type || ' ' || payment_expires_at::text from public.checkout_events where event_id = 'pix-1'),
    'PIX ' || '2026-11-21T11:00:00Z'::timestamptz::text, 'Pix method and expiry stored');
  perform tests.eq((select payment_expires_at from public.checkout_events where event_id = 'boleto-1'),
    '2026-11-23T12:00:00Z'::timestamptz, 'boleto due date stored');

  -- bad values are refused
  perform tests.as_anon();
  perform tests.throws(format($q$select public.record_checkout_event(%L, pg_temp.abandon('ab-bad', '2026-11-20T10:00:00Z', 'x@example.com') || '{"acceptsCommunications": "talvez"}')$q$, c_secret),
    '22023', 'Vencimento ou consentimento do evento inválidos.');
  perform tests.throws(format($q$select public.record_checkout_event(%L, pg_temp.abandon('ab-bad2', '2026-11-20T10:00:00Z', 'x@example.com') || '{"event": "PURCHASE_SOMETHING"}')$q$, c_secret),
    '22023', 'Tipo de evento não suportado.');

  -- ---------- part 2: the closers' queue ----------
  perform tests.as_anon();
  perform tests.throws('select pg_temp.queue()', '42501');
  perform tests.as_user((select id::uuid from t_ids where name = 'user'));
  perform tests.throws('select pg_temp.queue()', '42501', 'Acesso restrito à equipe.');
  perform tests.as_user(v_staff);
  perform tests.eq(pg_temp.queue_emails(),
    array['boleto@example.com', 'pix@example.com', 'digitou-outro@example.com', 'compradora@example.com'],
    'every open recoverable buyer, newest event first');
  v := (select q from jsonb_array_elements(pg_temp.queue()) q where q ->> 'buyer_email' = 'compradora@example.com');
  perform tests.eq(v ->> 'event', 'PURCHASE_OUT_OF_SHOPPING_CART', 'the event');
  perform tests.eq(v ->> 'phone', '11987650000', 'the event''s phone');
  perform tests.eq(v ->> 'value', null, 'no price known yet');
  perform tests.eq(v ->> 'consent', 'site', 'consented on the site (matched lead)');
  perform tests.eq(v -> 'sent', '[]'::jsonb, 'nothing sent yet');
  v := (select q from jsonb_array_elements(pg_temp.queue()) q where q ->> 'buyer_email' = 'digitou-outro@example.com');
  perform tests.eq(v ->> 'consent', 'site', 'the lead matched by phone consented');
  v := (select q from jsonb_array_elements(pg_temp.queue()) q where q ->> 'buyer_email' = 'pix@example.com');
  perform tests.eq(v ->> 'consent', 'none', 'no lead, no checkout consent: nobody to mail');
  perform tests.eq((v ->> 'value')::numeric, 997::numeric, 'the pending payment''s value');
  perform tests.eq(v ->> 'payment_type', 'PIX', 'payment method');

  -- abandonments are no payment to link: the unmatched-events list leaves them out (the Pix and boleto are there)
  perform tests.eq((select count(*) from jsonb_array_elements(public.checkout_unmatched_events(931)) x
                    where x ->> 'event' = 'PURCHASE_OUT_OF_SHOPPING_CART'), 0::bigint, 'no abandonment among unmatched events');
  perform tests.eq((select count(*) from jsonb_array_elements(public.checkout_unmatched_events(931)) x
                    where x ->> 'buyer_email' in ('pix@example.com', 'boleto@example.com')), 2::bigint, 'payments still listed');

  -- a closer marks an outcome
  v_event := ((select q from jsonb_array_elements(pg_temp.queue()) q
               where q ->> 'buyer_email' = 'boleto@example.com') ->> 'checkout_event_id')::bigint;
  v := public.set_checkout_recovery_outcome(v_event, 'vai_pagar');
  perform tests.eq(v ->> 'outcome', 'vai_pagar', 'outcome saved');
  perform public.set_checkout_recovery_outcome(v_event, 'contatado');
  v := (select q from jsonb_array_elements(pg_temp.queue()) q where q ->> 'buyer_email' = 'boleto@example.com');
  perform tests.eq(v ->> 'outcome', 'contatado', 'the newest outcome replaces the earlier one');
  perform tests.eq(v ->> 'outcome_by', 'staff-recovery@example.com', 'who marked it');
  perform tests.throws(format('select public.set_checkout_recovery_outcome(%s, %L)', v_event, 'talvez'), '22023', 'Resultado inválido.');
  perform tests.as_user((select id::uuid from t_ids where name = 'user'));
  perform tests.throws(format('select public.set_checkout_recovery_outcome(%s, %L)', v_event, 'nao_quer'), '42501');

  -- the buyer pays a minute later: leaves the queue by themselves
  perform tests.as_anon();
  v := public.record_checkout_event(c_secret, pg_temp.pay('ap-1', 'PURCHASE_APPROVED', '2026-11-20T10:01:00Z',
    'compradora@example.com', 'HPAP1'));
  perform tests.eq(v ->> 'status', 'VENDIDO', 'sold');
  perform tests.as_user(v_staff);
  perform tests.eq(pg_temp.queue_emails(), array['boleto@example.com', 'pix@example.com', 'digitou-outro@example.com'],
    'the buyer who paid left the queue');

  -- out of order: an abandonment dated before the approval, arriving after it, changes nothing; a replay neither
  perform tests.as_anon();
  v := public.record_checkout_event(c_secret, pg_temp.abandon('ab-late', '2026-11-20T09:59:00Z', 'compradora@example.com'));
  perform tests.eq(v ->> 'status', 'VENDIDO', 'still sold');
  v := public.record_checkout_event(c_secret, pg_temp.abandon('ab-1', '2026-11-20T10:00:00Z', 'compradora@example.com'));
  perform tests.eq(v ->> 'recorded', 'false', 'a replay is not recorded again');
  -- even a later abandonment of someone who bought does not put them back
  v := public.record_checkout_event(c_secret, pg_temp.abandon('ab-after', '2026-11-20T15:00:00Z', 'compradora@example.com'));
  perform tests.as_user(v_staff);
  perform tests.eq(pg_temp.queue_emails(), array['boleto@example.com', 'pix@example.com', 'digitou-outro@example.com'],
    'late, replayed and after-purchase abandonments leave the queue as it was');

  -- the boleto is paid (approval dated after it, arriving late): it leaves; an expired Pix stays, with its new event
  perform tests.as_anon();
  perform public.record_checkout_event(c_secret, pg_temp.pay('bol-ap', 'PURCHASE_APPROVED', '2026-11-21T09:00:00Z',
    'boleto@example.com', 'HPBOL1', 'BILLET'));
  perform public.record_checkout_event(c_secret, pg_temp.pay('pix-exp', 'PURCHASE_EXPIRED', '2026-11-21T11:00:00Z',
    'pix@example.com', 'HPPIX1', 'PIX'));
  perform tests.as_user(v_staff);
  perform tests.eq(pg_temp.queue_emails(), array['pix@example.com', 'digitou-outro@example.com'], 'paid boleto left');
  v := (select q from jsonb_array_elements(pg_temp.queue()) q where q ->> 'buyer_email' = 'pix@example.com');
  perform tests.eq(v ->> 'event', 'PURCHASE_EXPIRED', 'the newest recoverable event is the item');

  -- a refund settles too; an unsubscribed lead shows why it gets no e-mail
  perform tests.as_anon();
  perform public.record_checkout_event(c_secret, pg_temp.abandon('ab-saiu', '2026-11-21T12:00:00Z', 'saiu@example.com', null));
  perform public.record_checkout_event(c_secret, pg_temp.pay('ref-phone', 'PURCHASE_REFUNDED', '2026-11-21T13:00:00Z',
    'digitou-outro@example.com', 'HPREF1'));
  perform tests.as_user(v_staff);
  perform tests.eq(pg_temp.queue_emails(), array['saiu@example.com', 'pix@example.com'], 'refunded buyer left');
  v := (select q from jsonb_array_elements(pg_temp.queue()) q where q ->> 'buyer_email' = 'saiu@example.com');
  perform tests.eq(v ->> 'consent', 'unsubscribed', 'unsubscribed lead');

  -- the checkout's own consent answer counts when no lead is matched
  perform tests.as_anon();
  perform public.record_checkout_event(c_secret, pg_temp.abandon('ab-ok', '2026-11-21T14:00:00Z', 'aceitou@example.com', null, true));
  perform tests.as_user(v_staff);
  v := (select q from jsonb_array_elements(pg_temp.queue()) q where q ->> 'buyer_email' = 'aceitou@example.com');
  perform tests.eq(v ->> 'consent', 'checkout', 'accepted communications at the checkout');

  -- the queue is not readable through the table
  perform tests.throws('select count(*) from public.checkout_recovery_outcomes', '42501');
  perform tests.throws('select count(*) from private.checkout_recovery_items', '42501');

  -- ---------- part 3: the kept items (20261128500000) are the definition computed from the events ----------
  perform tests.as_superuser();
  perform tests.eq(pg_temp.items_as_kept(), pg_temp.items_from_events(), 'kept items = items derived from every event');
  -- an anonymised event leaves the queue (LGPD), and the buyer's earlier open event does not come back in its place
  update public.checkout_events set payload = payload || '{"anonimizado": true}' where buyer_email = 'aceitou@example.com';
  perform tests.eq((select count(open_event_id) from private.checkout_recovery_items where buyer_email = 'aceitou@example.com'), 0::bigint,
    'anonymised: no item');
  -- a deleted newest event gives the buyer's previous recoverable event back as the item
  perform public.record_checkout_event(c_secret, pg_temp.pay('pix-1b', 'PURCHASE_DELAYED', '2026-11-21T16:00:00Z',
    'pix@example.com', 'HPPIX2', 'PIX', '2026-11-22T16:00:00Z'));
  perform tests.eq((select e.event_id from private.checkout_recovery_items i join public.checkout_events e on e.id = i.open_event_id
                    where i.buyer_email = 'pix@example.com'), 'pix-1b', 'a newer pending payment is the item');
  delete from public.checkout_events where event_id = 'pix-1b';
  perform tests.eq((select e.event_id from private.checkout_recovery_items i join public.checkout_events e on e.id = i.open_event_id
                    where i.buyer_email = 'pix@example.com'), 'pix-exp', 'deleted: the previous one is the item again');
  -- an event moved to another launch moves its buyer's item
  update public.checkout_events set lancamento = null where event_id = 'ab-saiu';
  perform tests.eq((select count(open_event_id) from private.checkout_recovery_items where buyer_email = 'saiu@example.com'), 0::bigint,
    'no launch: no item');
  update public.checkout_events set lancamento = 931 where event_id = 'ab-saiu';
  perform tests.eq(pg_temp.items_as_kept(), pg_temp.items_from_events(), 'still the definition after every change');

  -- the holdout bucket, inlinable since 20261128500100, is the one every buyer had (the same text hashed)
  perform tests.eq((select count(*) from generate_series(1, 2000) i
                    where private.checkout_recovery_bucket(i % 7, 'comprador' || i || '@example.com')
                          <> ((pg_catalog.hashtextextended((i % 7) || ':' || ('comprador' || i || '@example.com'), 39) % 100 + 100) % 100)::integer),
    0::bigint, 'bucket unchanged for 2,000 buyers');
end
$$;
