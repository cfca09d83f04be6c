-- supabase/migrations/20261127400200_recovery_sequences.sql: the recovery e-mails written by the
-- checkout events, sent at their delays (the clock is the events' own dates: an event dated N minutes ago makes the
-- messages due N minutes after it due now), stopped by a settling event in its transaction and checked again at send
-- time; replays and out-of-order events change nothing; the holdout gets nothing. The mapped events follow the
-- fixtures in edge/src/webhooks/fixtures (documented postback shapes).

update public.launches set is_current = false;
insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, is_current, recovery_holdout_percent)
values (941, 'Semana Java #941', 'x', 'x', now() - interval '3 days', now() - interval '2 days',
  now() + interval '5 days', now() - interval '1 day', 'x', now(), now(),
  'https://g.example/inter', 'https://g.example/ini', 'https://g.example/3', 'https://g.example/4',
  'https://g.example/chat', 'https://pay.hotmart.com/P941?off=ini941', 'https://pay.hotmart.com/P941?off=ava941', true, 0);
select public.set_email_sender_secret('segredo-do-remetente-de-teste-com-mais-de-32-caracteres');
select public.set_checkout_webhook_secret('segredo-de-teste-da-recuperacao-com-mais-de-32-caracteres');

insert into public.leads_lancamento (name, email, programming_experience, track, lancamento)
select initcap(n), n || '@example.com', 'want_to_learn', 'iniciante', 941
from unnest(array['ana', 'bia', 'caio', 'duda', 'eva', 'fabio', 'gil', 'hugo', 'ines']) n;
insert into public.purchase_leads (name, email, lancamento, status, payment_url) values
  ('Bia', 'bia@example.com', 941, 'NOVO',
   'https://pay.hotmart.com/P941?off=ini941&src=instagram&sck=instagram&xcod=refbia000000000000000000&utm_source=instagram');

create function pg_temp.ev(p_id text, p_event text, p_at timestamptz, p_email text, p_tx text default null,
  p_type text default null, p_expires timestamptz default null)
returns jsonb language sql as $$
  select jsonb_build_object('eventId', p_id, 'event', p_event, 'eventAt', p_at, 'transaction', p_tx,
    'buyerEmail', p_email, 'buyerName', 'Comprador', 'buyerPhone', null, 'productId', '1234567', 'offerCode', 'ini941',
    'price', case when p_event = 'PURCHASE_OUT_OF_SHOPPING_CART' then null else 997 end,
    'currency', case when p_event = 'PURCHASE_OUT_OF_SHOPPING_CART' then null else 'BRL' end,
    'paymentType', p_type, 'installments', 1, 'paymentExpiresAt', p_expires,
    'payload', jsonb_build_object('id', p_id, 'event', p_event))
$$;
create function pg_temp.rec(p_event jsonb) returns jsonb language sql as $$
  select public.record_checkout_event('segredo-de-teste-da-recuperacao-com-mais-de-32-caracteres', p_event)
$$;
-- Claims what is due now in the bulk lane; returns the claimed recovery rows of launch 941 as 'email:key'.
create function pg_temp.claim() returns text[] language sql as $$
  select coalesce(array_agg((c ->> 'to_email') || ':' || (c ->> 'message_key') order by c ->> 'to_email', c ->> 'message_key'), '{}')
  from jsonb_array_elements(public.email_claim_batch('segredo-do-remetente-de-teste-com-mais-de-32-caracteres', 500, 60, 'bulk')) c
  where (c ->> 'lancamento')::int = 941
$$;
create function pg_temp.rows_of(p_email text) returns text[] language sql as $$
  select coalesce(array_agg(o.message_key || ':' || o.status || coalesce(':' || o.skip_reason, '') order by o.message_key), '{}')
  from private.email_outbox o where o.lancamento = 941 and o.to_email = p_email
$$;

do $$
declare
  v jsonb;
  v_report jsonb;
  v_id bigint;
  v_claimed text[];
  v_at timestamptz;
begin
  -- Five recovery messages per launch, defaults in place; recovery keys are bulk.
  perform tests.eq((select count(*) from private.email_messages where lancamento = 941 and message_key like 'recovery\_%'), 5::bigint, 'five recovery messages');
  perform tests.eq((select array_agg(delay_minutes order by message_key) from private.email_messages where lancamento = 941 and message_key like 'recovery\_%'),
    array[15, 180, 1440, 1440, 60], '15 min / 3 h / next day; boleto a day before; Pix an hour before');
  perform tests.eq(private.email_lane('recovery_abandoned_1', false), 'bulk', 'bulk lane');

  -- Ana: abandonment, then approval a minute later; by the time the first message is due, nothing is sent.
  perform pg_temp.rec(pg_temp.ev('ana-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '20 minutes', 'ana@example.com'));
  perform tests.eq(pg_temp.rows_of('ana@example.com'),
    array['recovery_abandoned_1:pending', 'recovery_abandoned_2:pending', 'recovery_abandoned_3:pending'], 'sequence written');
  perform pg_temp.rec(pg_temp.ev('ana-ap', 'PURCHASE_APPROVED', now() - interval '19 minutes', 'ana@example.com', 'HPANA', 'PIX'));
  perform tests.eq(pg_temp.rows_of('ana@example.com'),
    array['recovery_abandoned_1:skipped:settled', 'recovery_abandoned_2:skipped:settled', 'recovery_abandoned_3:skipped:settled'],
    'the approval stops every pending message at once');

  -- Bia: abandonment 200 minutes ago, no payment: the 15-minute and 3-hour messages are due, the next-day one waits.
  v_at := now() - interval '200 minutes';
  perform pg_temp.rec(pg_temp.ev('bia-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', v_at, 'bia@example.com'));
  perform tests.eq((select next_attempt_at from private.email_outbox where to_email = 'bia@example.com' and message_key = 'recovery_abandoned_3'),
    v_at + interval '1 day', 'next day');
  v_claimed := pg_temp.claim();
  perform tests.eq(v_claimed, array['bia@example.com:recovery_abandoned_1', 'bia@example.com:recovery_abandoned_2'],
    'ana gets nothing; bia gets the two messages due');
  perform tests.eq(pg_temp.claim(), '{}'::text[], 'claimed once');
  -- what they carry: the checkout link the sales page built for her (UTMs, offer, reference) and her unsubscribe link
  v := private.email_outbox_values((select id from private.email_outbox where to_email = 'bia@example.com' and message_key = 'recovery_abandoned_1'));
  perform tests.eq(v ->> 'link_checkout',
    'https://pay.hotmart.com/P941?off=ini941&src=instagram&sck=instagram&xcod=refbia000000000000000000&utm_source=instagram',
    'the sales page''s checkout URL');
  perform tests.eq(v ->> 'link_descadastro' like '%/descadastro?hash=%', true, 'one-click unsubscribe link');

  -- Caio: boleto printed an hour ago, due in 23 h: its reminder (a day before the due date, not before the print) is
  -- due now, before the due date. Duda: boleto due in 30 h (reminder in 6 h), then paid: nothing afterwards.
  perform pg_temp.rec(pg_temp.ev('caio-bol', 'PURCHASE_BILLET_PRINTED', now() - interval '1 hour', 'caio@example.com', 'HPCAIO', 'BILLET', now() + interval '23 hours'));
  perform pg_temp.rec(pg_temp.ev('duda-bol', 'PURCHASE_BILLET_PRINTED', now() - interval '1 minute', 'duda@example.com', 'HPDUDA', 'BILLET', now() + interval '30 hours'));
  perform tests.eq((select expires_at from private.email_outbox where to_email = 'caio@example.com'), now() + interval '23 hours', 'worth sending until the due date');
  perform tests.eq((select next_attempt_at from private.email_outbox where to_email = 'duda@example.com'), now() + interval '6 hours', 'a day before its due date');
  perform tests.eq(pg_temp.claim(), array['caio@example.com:recovery_billet'], 'boleto reminder before its due date');
  v := private.email_outbox_values((select id from private.email_outbox where to_email = 'caio@example.com'));
  perform tests.eq(v ->> 'vencimento', private.email_time_text(now() + interval '23 hours'), 'with its due date');
  perform tests.eq(v ->> 'link_checkout', 'https://pay.hotmart.com/P941?off=ini941', 'no purchase intent: the launch''s link of the offer');
  perform pg_temp.rec(pg_temp.ev('duda-ap', 'PURCHASE_APPROVED', now(), 'duda@example.com', 'HPDUDA', 'BILLET'));
  perform tests.eq(pg_temp.rows_of('duda@example.com'), array['recovery_billet:skipped:settled'], 'none after payment');

  -- Eva: a pending Pix expiring in 30 min: its reminder goes now (5 min after the event at the earliest).
  perform pg_temp.rec(pg_temp.ev('eva-pix', 'PURCHASE_DELAYED', now() - interval '10 minutes', 'eva@example.com', 'HPEVA', 'PIX', now() + interval '30 minutes'));
  perform tests.eq(pg_temp.claim(), array['eva@example.com:recovery_pix'], 'Pix reminder before it expires');
  -- a card payment pending is not a Pix: no message
  perform pg_temp.rec(pg_temp.ev('eva-card', 'PURCHASE_DELAYED', now(), 'fabio@example.com', 'HPFAB', 'CREDIT_CARD'));
  perform tests.eq(pg_temp.rows_of('fabio@example.com'), '{}'::text[], 'no Pix, no boleto: nothing');

  -- Replay and out of order: the same abandonment again writes nothing more; Gil pays (dated 10 min ago) and his
  -- abandonment dated 30 min ago arrives after: nothing is written.
  perform tests.eq((pg_temp.rec(pg_temp.ev('bia-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', v_at, 'bia@example.com')) ->> 'recorded'), 'false', 'replay');
  perform tests.eq((select count(*) from private.email_outbox where to_email = 'bia@example.com'), 3::bigint, 'replay changes nothing');
  perform pg_temp.rec(pg_temp.ev('gil-ap', 'PURCHASE_APPROVED', now() - interval '10 minutes', 'gil@example.com', 'HPGIL', 'PIX'));
  perform pg_temp.rec(pg_temp.ev('gil-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '30 minutes', 'gil@example.com'));
  perform tests.eq(pg_temp.rows_of('gil@example.com'), '{}'::text[], 'late abandonment after payment: nothing');

  -- Send-time check: a settling event stored without passing through the webhook's follow-up (as a restore or a
  -- staff link would) still stops Hugo's due message when it is claimed; an unsubscribe stops Ines's.
  perform pg_temp.rec(pg_temp.ev('hugo-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '20 minutes', 'hugo@example.com'));
  insert into public.checkout_events (event_id, event, event_at, buyer_email, lancamento, payload)
  values ('hugo-ref', 'PURCHASE_REFUNDED', now() - interval '1 minute', 'hugo@example.com', 941, '{}');
  perform pg_temp.rec(pg_temp.ev('ines-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '20 minutes', 'ines@example.com'));
  update public.leads_lancamento set active = false where email = 'ines@example.com';
  perform tests.eq(pg_temp.claim(), '{}'::text[], 'neither is sent');
  perform tests.eq((select skip_reason from private.email_outbox where to_email = 'hugo@example.com' and message_key = 'recovery_abandoned_1'), 'settled', 'settled at send time');
  perform tests.eq((select skip_reason from private.email_outbox where to_email = 'ines@example.com' and message_key = 'recovery_abandoned_1'), 'unsubscribed', 'unsubscribed at send time');

  -- No matched registration lead: no message.
  perform pg_temp.rec(pg_temp.ev('zeca-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '20 minutes', 'zeca@example.com'));
  perform tests.eq(pg_temp.rows_of('zeca@example.com'), '{}'::text[], 'no consent on the site: nothing');

  -- The holdout: with 50 %, a buyer whose bucket is below 50 gets nothing; one above gets the sequence.
  update public.launches set recovery_holdout_percent = 50 where lancamento = 941;
  insert into public.leads_lancamento (name, email, programming_experience, track, lancamento)
  select 'Grupo ' || i, 'grupo' || i || '@example.com', 'want_to_learn', 'iniciante', 941 from generate_series(1, 20) i;
  perform pg_temp.rec(pg_temp.ev('grupo-' || i, 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '1 minute', 'grupo' || i || '@example.com'))
  from generate_series(1, 20) i;
  perform tests.eq((select count(*) from generate_series(1, 20) i
                    where private.checkout_recovery_bucket(941, 'grupo' || i || '@example.com') < 50
                      and exists (select 1 from private.email_outbox o where o.to_email = 'grupo' || i || '@example.com')), 0::bigint,
    'the holdout gets nothing');
  perform tests.eq((select count(*) from generate_series(1, 20) i
                    where private.checkout_recovery_bucket(941, 'grupo' || i || '@example.com') >= 50
                      and not exists (select 1 from private.email_outbox o where o.to_email = 'grupo' || i || '@example.com')), 0::bigint,
    'everyone else gets the sequence');
  perform tests.eq((select count(distinct to_email) > 0 and count(distinct to_email) < 20 from private.email_outbox
                    where to_email like 'grupo%'), true, 'both groups are non-empty');

  -- ---------- part 4: the report against the holdout matches plain counts of the same events ----------
  perform tests.as_user(tests.create_user('staff-relatorio@example.com', true));
  v := public.checkout_recovery_report(941);
  perform tests.as_superuser();
  v_report := v;
  -- the staff preview of a recovery message fills its own variables (the launch's link, tomorrow)
  v_id := (select id from private.email_messages where lancamento = 941 and message_key = 'recovery_billet');
  perform tests.as_user(tests.create_user('staff-previa@example.com', true));
  v := public.email_preview(v_id);
  perform tests.as_superuser();
  perform tests.eq(v -> 'variables' ->> 'link_checkout', 'https://pay.hotmart.com/P941?off=ini941', 'preview link');
  perform tests.eq(v -> 'variables' ->> 'vencimento', private.email_time_text(now() + interval '1 day'), 'preview due date');
  perform tests.eq(v ->> 'subject' like 'Maria, seu boleto vence %', true, 'preview subject filled');
  v := v_report;
  perform tests.eq((v ->> 'holdout_percent')::int, 50, 'the launch''s share');
  perform tests.eq((select array_agg(x ->> 'sequence') from jsonb_array_elements(v -> 'sequences') x),
    array['abandoned', 'billet', 'pix'], 'three sequences in order');
  v := (select x from jsonb_array_elements(v -> 'sequences') x where x ->> 'sequence' = 'abandoned');
  perform tests.eq((v -> 'holdout' ->> 'buyers')::bigint,
    (select count(distinct buyer_email) from public.checkout_events
     where lancamento = 941 and event = 'PURCHASE_OUT_OF_SHOPPING_CART' and lead_id is not null
       and private.checkout_recovery_bucket(941, buyer_email) < 50), 'holdout counted');
  perform tests.eq((v -> 'messaged' ->> 'buyers')::bigint + (v -> 'holdout' ->> 'buyers')::bigint,
    (select count(distinct buyer_email) from public.checkout_events
     where lancamento = 941 and event = 'PURCHASE_OUT_OF_SHOPPING_CART' and lead_id is not null), 'every case in one group');
  perform tests.eq((v -> 'messaged' ->> 'recovered')::bigint + (v -> 'holdout' ->> 'recovered')::bigint,
    (select count(distinct a.buyer_email) from public.checkout_events a
     where a.lancamento = 941 and a.event = 'PURCHASE_OUT_OF_SHOPPING_CART' and a.lead_id is not null
       and exists (select 1 from public.checkout_events p where p.lancamento = 941 and p.buyer_email = a.buyer_email
                   and p.event = 'PURCHASE_APPROVED' and p.event_at > a.event_at)), 'recovered: paid after abandoning (ana, gil)');
  perform tests.eq((v -> 'messaged' ->> 'revenue')::numeric + (v -> 'holdout' ->> 'revenue')::numeric, 1994::numeric,
    'revenue: their two approvals');
  v := (select x from jsonb_array_elements(v_report -> 'sequences') x where x ->> 'sequence' = 'billet');
  perform tests.eq((v -> 'messaged' ->> 'recovered')::bigint + (v -> 'holdout' ->> 'recovered')::bigint, 1::bigint, 'duda paid her boleto');
  -- the Wilson interval on known figures (1 in 10: 0.0179 to 0.4042, as published tables give)
  perform tests.eq((select round((w.low)::numeric, 4) || ' ' || round((w.high)::numeric, 4) from private.wilson_interval(1, 10) w),
    '0.0179 0.4042', 'Wilson interval of 1/10');
end
$$;

-- The report and the holdout setting are staff-only.
do $$
begin
  perform tests.as_anon();
  perform tests.throws('select public.checkout_recovery_report(941)', '42501');
  perform tests.as_user(tests.create_user('nao-equipe-relatorio@example.com', false));
  perform tests.throws('select public.checkout_recovery_report(941)', '42501', 'Acesso restrito à equipe.');
  perform tests.throws('select public.set_recovery_holdout_percent(941, 20)', '42501');
  perform tests.as_user(tests.create_user('equipe-parcela@example.com', true));
  perform tests.throws('select public.set_recovery_holdout_percent(941, 60)', '22023', 'Informe uma parcela entre 0 % e 50 %.');
  perform public.set_recovery_holdout_percent(941, 20);
  perform tests.as_superuser();
  perform tests.eq((select recovery_holdout_percent from public.launches where lancamento = 941), 20, 'share saved');
end
$$;
