-- Checkout events (supabase/migrations/20251123400000_checkout_events.sql): the secret, idempotency,
-- matching (tracking, transaction, e-mail + launch of the offer), ordering by event date, status mapping, staff
-- changes, unmatched events and linking, revenue per source / campaign.
-- Runs as superuser inside a rolled-back transaction; API calls are made as anon / authenticated.

create temporary table t_ids (name text primary key, id text);
grant all on t_ids to authenticated, anon;

insert into auth.users (email, encrypted_password) values ('staff-checkout@example.com', 'x'), ('user-checkout@example.com', 'x');
insert into private.staff (user_id) select id from auth.users where email = 'staff-checkout@example.com';
insert into t_ids select 'staff', id::text from auth.users where email = 'staff-checkout@example.com';
insert into t_ids select 'user', id::text from auth.users where email = 'user-checkout@example.com';

-- Launches 921 (current in this test) and 922, each with its own offer codes in the checkout links.
update public.launches set is_current = false;
insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, checkout_url_beginners_after_deadline,
  checkout_url_advanced_after_deadline, is_current)
select n, 'Lançamento ' || n, 'x', 'x', now(), now(), now(), now(), 'x', now(), now(),
  'https://g.example/1', 'https://g.example/2', 'https://g.example/3', 'https://g.example/4', 'https://g.example/5',
  'https://pay.hotmart.com/P' || n || '?off=ini' || n, 'https://pay.hotmart.com/P' || n || '?checkoutMode=10&off=ava' || n,
  'https://pay.hotmart.com/P' || n || '?off=lateini' || n, null, n = 921
from unnest(array[921, 922]) n;

insert into public.leads_lancamento (name, email, whatsapp, programming_experience, track, utm_source, utm_campaign, lancamento) values
  ('Ana', 'ana921@example.com', null, 'want_to_learn', 'iniciante', 'instagram', 'black', 921),
  ('Bia', 'bia921@example.com', null, 'want_to_learn', 'iniciante', 'instagram', 'black', 921),
  ('Caio', 'caio921@example.com', null, 'want_to_learn', 'iniciante', 'youtube', null, 921),
  ('Duda', 'duda921@example.com', null, 'want_to_learn', 'iniciante', 'youtube', null, 921);
insert into public.purchase_leads (name, email, lancamento, status, utm_source, utm_campaign) values
  ('Ana', 'ana921@example.com', 921, 'NOVO', 'instagram', 'black'),
  ('Bia', 'bia921@example.com', 921, 'CONTATADO', 'instagram', 'black'),
  ('Caio', 'caio921@example.com', 921, 'NOVO', 'youtube', null),
  ('Duda', 'duda921@example.com', 921, 'NOVO', 'youtube', null),
  ('Ana outro', 'ana921@example.com', 922, 'NOVO', 'google', null);

-- Event builder for the tests (the edge's mapped shape).
create function pg_temp.ev(p_id text, p_event text, p_at text, p_email text, p_tx text, p_offer text,
  p_price numeric default 997, p_installments int default 1, p_xcod text default null)
returns jsonb language sql as $$
  select jsonb_build_object('eventId', p_id, 'event', p_event, 'eventAt', p_at, 'transaction', p_tx,
    'buyerEmail', p_email, 'buyerName', 'Comprador', 'buyerPhone', '5511987654321', 'productId', '1234567',
    'offerCode', p_offer, 'price', p_price, 'currency', 'BRL', 'paymentType', 'CREDIT_CARD',
    'installments', p_installments, 'xcod', p_xcod, 'payload', jsonb_build_object('id', p_id))
$$;
grant execute on function pg_temp.ev(text, text, text, text, text, text, numeric, int, text) to anon, authenticated;

do $$
declare
  c_secret constant text := 'segredo-de-teste-do-webhook-com-mais-de-32-caracteres';
  v jsonb;
  v_ana bigint := (select id from public.purchase_leads where email = 'ana921@example.com' and lancamento = 921);
  v_ana2 bigint := (select id from public.purchase_leads where email = 'ana921@example.com' and lancamento = 922);
  v_bia bigint := (select id from public.purchase_leads where email = 'bia921@example.com');
  v_caio bigint := (select id from public.purchase_leads where email = 'caio921@example.com');
  v_duda bigint := (select id from public.purchase_leads where email = 'duda921@example.com');
  v_caio_ref text := (select reference from public.purchase_leads where email = 'caio921@example.com');
  v_count bigint;
  v_unmatched bigint;
  v_attempt_ref text;
begin
  -- ---------- the secret ----------
  perform tests.as_anon();
  perform tests.throws($q$select public.set_checkout_webhook_secret('segredo-de-teste-do-webhook-com-mais-de-32-caracteres')$q$, '42501');
  -- no secret configured yet: everything refused
  perform tests.throws($q$select public.record_checkout_event('qualquer-coisa', pg_temp.ev('e0', 'PURCHASE_APPROVED', '2026-01-01T10:00:00Z', 'ana921@example.com', 'T1', 'ini921'))$q$, '42501', 'Segredo do webhook inválido.');
  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));
  perform tests.throws($q$select public.set_checkout_webhook_secret('segredo-de-teste-do-webhook-com-mais-de-32-caracteres')$q$, '42501');
  perform tests.throws($q$select public.record_checkout_event('segredo-de-teste-do-webhook-com-mais-de-32-caracteres', '{}')$q$, '42501');
  perform tests.as_superuser();
  perform set_config('role', 'service_role', true);
  perform tests.throws($q$select public.set_checkout_webhook_secret('curto')$q$, '22023', 'O segredo do webhook precisa de pelo menos 32 caracteres.');
  perform public.set_checkout_webhook_secret(c_secret);
  perform tests.as_superuser();
  assert (select count(*) from private.checkout_webhook_secret) = 1, 'one secret row';
  assert (select secret_sha256 from private.checkout_webhook_secret) <> convert_to(c_secret, 'UTF8'), 'secret stored hashed';

  perform tests.as_anon();
  perform tests.throws($q$select public.record_checkout_event('segredo-errado-segredo-errado-segredo-errado', pg_temp.ev('e0', 'PURCHASE_APPROVED', '2026-01-01T10:00:00Z', 'ana921@example.com', 'T1', 'ini921'))$q$, '42501', 'Segredo do webhook inválido.');
  perform tests.throws($q$select public.record_checkout_event(null, pg_temp.ev('e0', 'PURCHASE_APPROVED', '2026-01-01T10:00:00Z', 'ana921@example.com', 'T1', 'ini921'))$q$, '42501');
  -- anon never reads the events or the secret
  perform tests.throws($q$select * from public.checkout_events$q$, '42501');
  perform tests.throws($q$select * from private.checkout_webhook_secret$q$, '42501');
  perform tests.as_superuser();
  assert (select count(*) from public.checkout_events) = 0, 'refused calls stored nothing';

  -- ---------- validation ----------
  perform tests.as_anon();
  perform tests.throws(format('select public.record_checkout_event(%L, pg_temp.ev(%L, %L, %L, %L, %L, %L))', c_secret, 'x1', 'PURCHASE_UNKNOWN', '2026-01-01T10:00:00Z', 'a@example.com', 'T', 'ini921'), '22023', 'Tipo de evento não suportado.');
  perform tests.throws(format('select public.record_checkout_event(%L, pg_temp.ev(%L, %L, %L, %L, %L, %L))', c_secret, 'x2', 'PURCHASE_APPROVED', '2026-01-01T10:00:00Z', 'sem-arroba', 'T', 'ini921'), '22023', 'E-mail do comprador inválido.');
  perform tests.throws(format('select public.record_checkout_event(%L, pg_temp.ev(%L, %L, %L, %L, %L, %L))', c_secret, 'x3', 'PURCHASE_APPROVED', 'ontem', 'a@example.com', 'T', 'ini921'), '22023', 'Data, parcelas ou preço do evento inválidos.');
  perform tests.throws(format('select public.record_checkout_event(%L, pg_temp.ev(%L, %L, %L, %L, %L, %L))', c_secret, '', 'PURCHASE_APPROVED', '2026-01-01T10:00:00Z', 'a@example.com', 'T', 'ini921'), '22023', 'Evento sem id.');

  -- ---------- match by e-mail + launch of the offer; approved -> VENDIDO; history actor checkout ----------
  v := public.record_checkout_event(c_secret, pg_temp.ev('e1', 'PURCHASE_APPROVED', '2026-01-01T10:00:00Z', ' ANA921@example.com ', 'T1', 'ava921', 997));
  perform tests.eq(v ->> 'recorded', 'true', 'e1 recorded');
  perform tests.eq(v ->> 'matchedBy', 'email', 'e1 matched by e-mail');
  perform tests.eq((v ->> 'purchaseLeadId')::bigint, v_ana, 'e1 lead is launch 921''s (offer ava921), not 922''s');
  perform tests.eq((v ->> 'lancamento')::int, 921, 'e1 launch');
  perform tests.eq(v ->> 'status', 'VENDIDO', 'e1 status');
  perform tests.as_superuser();
  perform tests.eq((select status from public.purchase_leads where id = v_ana), 'VENDIDO', 'ana VENDIDO');
  perform tests.eq((select status from public.purchase_leads where id = v_ana2), 'NOVO', 'ana of 922 untouched');
  perform tests.eq((select actor || ' ' || event || ' ' || from_status || '->' || to_status from public.purchase_lead_status_history where purchase_lead_id = v_ana),
    'checkout PURCHASE_APPROVED NOVO->VENDIDO', 'history entry');
  perform tests.eq((select changed_by::text from public.purchase_lead_status_history where purchase_lead_id = v_ana), null, 'no user on checkout entry');

  -- ---------- replay: 200-ish, nothing changes ----------
  select count(*) into v_count from public.purchase_lead_status_history;
  perform tests.as_anon();
  v := public.record_checkout_event(c_secret, pg_temp.ev('e1', 'PURCHASE_REFUNDED', '2026-01-09T10:00:00Z', 'ana921@example.com', 'T1', 'ava921'));
  perform tests.eq(v, '{"recorded": false, "eventId": "e1"}'::jsonb, 'replay answer');
  perform tests.as_superuser();
  perform tests.eq((select count(*) from public.checkout_events), 1::bigint, 'replay stored once');
  perform tests.eq((select count(*) from public.purchase_lead_status_history), v_count, 'replay added no history');
  perform tests.eq((select status from public.purchase_leads where id = v_ana), 'VENDIDO', 'replay changed nothing');

  -- ---------- ordering by date: a refund dated before the approval arriving late does not win ----------
  perform tests.as_anon();
  -- Bia: billet printed (10:00), approved (12:00) arrives, then the older billet 'delayed' (11:00) arrives late.
  v := public.record_checkout_event(c_secret, pg_temp.ev('b1', 'PURCHASE_BILLET_PRINTED', '2026-01-02T10:00:00Z', 'bia921@example.com', 'T2', 'ini921', 497, 1));
  perform tests.eq(v ->> 'status', 'AGUARDANDO PAGAMENTO', 'billet printed -> aguardando');
  v := public.record_checkout_event(c_secret, pg_temp.ev('b3', 'PURCHASE_APPROVED', '2026-01-02T12:00:00Z', 'bia921@example.com', 'T2', 'ini921', 497, 1));
  perform tests.eq(v ->> 'status', 'VENDIDO', 'approved -> vendido');
  v := public.record_checkout_event(c_secret, pg_temp.ev('b2', 'PURCHASE_DELAYED', '2026-01-02T11:00:00Z', 'bia921@example.com', 'T2', 'ini921', 497, 1));
  perform tests.eq(v ->> 'recorded', 'true', 'late event stored');
  perform tests.eq(v ->> 'matchedBy', 'transaction', 'late event matched by transaction');
  perform tests.eq(v ->> 'status', 'VENDIDO', 'older event arriving late changes nothing');

  -- ---------- tracking value wins over the e-mail; installments; cancel -> CONTATADO; later event wins ----------
  v := public.record_checkout_event(c_secret, pg_temp.ev('c1', 'PURCHASE_BILLET_PRINTED', '2026-01-03T10:00:00Z', 'outro-email@example.com', 'T3', 'desconhecida', 1200, 12, v_caio_ref));
  perform tests.eq(v ->> 'matchedBy', 'tracking', 'xcod matched');
  perform tests.eq((v ->> 'purchaseLeadId')::bigint, v_caio, 'xcod lead');
  perform tests.eq(v ->> 'status', 'AGUARDANDO PAGAMENTO PARCELADO', 'installment plan');
  v := public.record_checkout_event(c_secret, pg_temp.ev('c2', 'PURCHASE_EXPIRED', '2026-01-06T10:00:00Z', 'outro-email@example.com', 'T3', 'desconhecida', 1200, 12, v_caio_ref));
  perform tests.eq(v ->> 'status', 'CONTATADO', 'expired -> contatado');
  v := public.record_checkout_event(c_secret, pg_temp.ev('c3', 'PURCHASE_BILLET_PRINTED', '2026-01-07T10:00:00Z', 'outro-email@example.com', 'T4', 'desconhecida', 1200, 1, v_caio_ref));
  perform tests.eq(v ->> 'status', 'AGUARDANDO PAGAMENTO', 'a later event (new billet) says otherwise');
  -- cancel of T4 dated before its billet: ignored
  v := public.record_checkout_event(c_secret, pg_temp.ev('c4', 'PURCHASE_CANCELED', '2026-01-05T10:00:00Z', 'outro-email@example.com', 'T4', 'desconhecida', 1200, 1, v_caio_ref));
  perform tests.eq(v ->> 'status', 'AGUARDANDO PAGAMENTO', 'older cancel ignored');

  -- ---------- the reference the sales modal got from save_purchase_intent (per purchase attempt) ----------
  v_attempt_ref := public.save_purchase_intent('Eva Compradora', 'eva921@example.com', '5511987650000', 921, '{"utm_source": "tiktok"}');
  v := public.record_checkout_event(c_secret, pg_temp.ev('t1', 'PURCHASE_BILLET_PRINTED', '2026-01-03T09:00:00Z', 'eva.outra@example.com', 'T7', 'desconhecida', 997, 1, v_attempt_ref));
  perform tests.eq(v ->> 'matchedBy', 'tracking', 'attempt reference matched');
  perform tests.as_superuser();
  perform tests.eq((v ->> 'purchaseLeadId')::bigint, (select id from public.purchase_leads where email = 'eva921@example.com'), 'attempt reference lead');
  perform tests.as_anon();
  perform tests.eq(v ->> 'status', 'AGUARDANDO PAGAMENTO', 'attempt reference status');

  -- ---------- refund turns a sale into REEMBOLSADO; chargeback/protest as well ----------
  v := public.record_checkout_event(c_secret, pg_temp.ev('e2', 'PURCHASE_REFUNDED', '2026-01-04T10:00:00Z', 'ana921@example.com', 'T1', 'ava921', 997));
  perform tests.eq(v ->> 'status', 'REEMBOLSADO', 'refund');
  perform tests.eq(v ->> 'matchedBy', 'transaction', 'refund by transaction');
  perform tests.as_superuser();
  perform tests.eq((select string_agg(coalesce(actor, '-') || ':' || coalesce(event, '-') || ':' || to_status, ',' order by id) from public.purchase_lead_status_history where purchase_lead_id = v_ana),
    'checkout:PURCHASE_APPROVED:VENDIDO,checkout:PURCHASE_REFUNDED:REEMBOLSADO', 'ana history');
  assert private.checkout_status_for('PURCHASE_CHARGEBACK', 1) = 'REEMBOLSADO' and private.checkout_status_for('PURCHASE_PROTEST', 1) = 'REEMBOLSADO'
    and private.checkout_status_for('PURCHASE_COMPLETE', 1) = 'VENDIDO' and private.checkout_status_for('PURCHASE_CANCELED', 3) = 'CONTATADO'
    and private.checkout_status_for('PURCHASE_DELAYED', 2) = 'AGUARDANDO PAGAMENTO PARCELADO', 'status mapping';

  -- ---------- staff by hand; an older event does not undo it, a later one wins ----------
  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));
  update public.purchase_leads set status = 'CONTATADO' where id = v_bia;
  perform tests.as_superuser();
  perform tests.eq((select actor from public.purchase_lead_status_history where purchase_lead_id = v_bia order by id desc limit 1), 'staff', 'manual change actor staff');
  perform tests.as_anon();
  v := public.record_checkout_event(c_secret, pg_temp.ev('b4', 'PURCHASE_COMPLETE', '2026-01-02T13:00:00Z', 'bia921@example.com', 'T2', 'ini921', 497));
  perform tests.eq(v ->> 'status', 'CONTATADO', 'event dated before the manual change does not win');
  v := public.record_checkout_event(c_secret, pg_temp.ev('b5', 'PURCHASE_COMPLETE', to_char(now() + interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'bia921@example.com', 'T2', 'ini921', 497));
  perform tests.eq(v ->> 'status', 'VENDIDO', 'later platform event wins over the manual change');

  -- ---------- unmatched: unknown e-mail, unknown offer ----------
  v := public.record_checkout_event(c_secret, pg_temp.ev('u1', 'PURCHASE_APPROVED', '2026-01-08T10:00:00Z', 'duda.pessoal@example.com', 'T5', 'ini921', 300));
  perform tests.eq(v ->> 'matched', 'false', 'unknown e-mail unmatched');
  perform tests.eq((v ->> 'lancamento')::int, 921, 'unmatched keeps the derived launch');
  v := public.record_checkout_event(c_secret, pg_temp.ev('u2', 'PURCHASE_APPROVED', '2026-01-08T11:00:00Z', 'ana921@example.com', 'T6', 'oferta-de-outro-produto', 300));
  perform tests.eq(v ->> 'matched', 'false', 'unknown offer unmatched even with a known e-mail');
  perform tests.as_superuser();
  perform tests.eq((select count(*) from public.checkout_events where purchase_lead_id is null), 2::bigint, 'two unmatched kept');

  -- staff lists and links them
  perform tests.as_user((select id::uuid from t_ids where name = 'user'));
  perform tests.throws('select public.checkout_unmatched_events(null)', '42501');
  perform tests.throws($q$select public.link_checkout_event(1, 'duda921@example.com', 921)$q$, '42501');
  perform tests.throws($q$select public.checkout_revenue_by_utm('source', 921)$q$, '42501');
  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));
  v := public.checkout_unmatched_events(921);
  perform tests.eq(jsonb_array_length(v), 2, 'launch 921 lists its unmatched event and the one of no known launch');
  perform tests.eq(jsonb_array_length(public.checkout_unmatched_events(922)), 1, 'launch 922 lists only the one of no known launch');
  v := public.checkout_unmatched_events(null);
  perform tests.eq((select jsonb_agg(x ->> 'event_id') from jsonb_array_elements(v) x), '["u2", "u1"]'::jsonb, 'all unmatched, newest first');
  select (x ->> 'id')::bigint into v_unmatched from jsonb_array_elements(v) x where x ->> 'event_id' = 'u1';
  perform tests.throws(format('select public.link_checkout_event(%s, %L, 921)', v_unmatched, 'ninguem@example.com'), '22023', 'Nenhum lead de compra com este e-mail neste lançamento.');
  perform tests.throws(format('select public.link_checkout_event(%s, %L, 921)', -1, 'duda921@example.com'), '22023', 'Evento de pagamento não encontrado.');
  v := public.link_checkout_event(v_unmatched, ' Duda921@example.com ', 921);
  perform tests.eq(v ->> 'status', 'VENDIDO', 'link re-applies the status');
  perform tests.eq((v ->> 'purchase_lead_id')::bigint, v_duda, 'linked lead');
  perform tests.throws(format('select public.link_checkout_event(%s, %L, 921)', v_unmatched, 'duda921@example.com'), '22023', 'Este evento já está vinculado a um lead.');
  perform tests.eq(jsonb_array_length(public.checkout_unmatched_events(null)), 1, 'one left');
  perform tests.as_anon();
  -- a later event of the linked transaction follows the link
  v := public.record_checkout_event(c_secret, pg_temp.ev('u3', 'PURCHASE_CHARGEBACK', '2026-01-10T10:00:00Z', 'duda.pessoal@example.com', 'T5', 'ini921', 300));
  perform tests.eq((v ->> 'purchaseLeadId')::bigint, v_duda, 'chargeback follows the linked transaction');
  perform tests.eq(v ->> 'status', 'REEMBOLSADO', 'chargeback -> reembolsado');

  -- ---------- revenue per source / campaign (launch 921) ----------
  -- sold: bia (instagram/black, 497 from T2, latest event COMPLETE). ana refunded, caio waiting, duda charged back.
  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));
  v := public.checkout_revenue_by_utm('source', 921);
  perform tests.eq(v -> 'rows', '[{"value": "instagram", "leads": 2, "sales": 1, "revenue": 497.00, "conversion": 50.00},
    {"value": "youtube", "leads": 2, "sales": 0, "revenue": 0.00, "conversion": 0.00}]'::jsonb, 'revenue by source');
  perform tests.eq(v -> 'totals', '{"leads": 4, "sales": 1, "revenue": 497.00, "conversion": 25.00}'::jsonb, 'totals');
  v := public.checkout_revenue_by_utm('campaign', 921);
  perform tests.eq(v -> 'rows', '[{"value": "black", "leads": 2, "sales": 1, "revenue": 497.00, "conversion": 50.00},
    {"value": "Sem Campanha", "leads": 2, "sales": 0, "revenue": 0.00, "conversion": 0.00}]'::jsonb, 'revenue by campaign');
  -- a sale set by hand without events counts as a sale with no revenue; a sale outside the period is left out
  update public.purchase_leads set status = 'VENDIDO' where id = v_caio;
  v := public.checkout_revenue_by_utm('source', 921);
  perform tests.eq(v -> 'rows' -> 1, '{"value": "youtube", "leads": 2, "sales": 1, "revenue": 0.00, "conversion": 50.00}'::jsonb, 'manual sale');
  v := public.checkout_revenue_by_utm('source', 921, '2026-01-03', '2026-01-03');
  perform tests.eq(v -> 'totals' ->> 'sales', '0', 'no sale that day (bia sold later; leads created today are outside too)');
  perform tests.throws($q$select public.checkout_revenue_by_utm('medium', 921)$q$, '22023', 'Dimensão inválida.');

  -- ---------- the hot board counts REEMBOLSADO ----------
  v := public.purchase_lead_stats(921);
  perform tests.eq((v -> 'by_status' ->> 'REEMBOLSADO')::int, 2, 'board REEMBOLSADO count');
  v := public.purchase_lead_stats(922);
  perform tests.eq((v -> 'by_status' ->> 'REEMBOLSADO')::int, 0, 'board zero-fills REEMBOLSADO');

  -- ---------- history shows the actor and event to staff ----------
  v := public.purchase_lead_status_history(v_ana);
  perform tests.eq(v -> 0 ->> 'actor', 'checkout', 'history actor');
  perform tests.eq(v -> 0 ->> 'event', 'PURCHASE_REFUNDED', 'history event');
  perform tests.as_superuser();
  -- the raw payload is kept
  perform tests.eq((select payload ->> 'id' from public.checkout_events where event_id = 'e1'), 'e1', 'payload kept');
end
$$;
