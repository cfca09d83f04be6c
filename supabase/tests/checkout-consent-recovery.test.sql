-- Checkout consent (supabase/migrations/20261129100000_checkout_consent_recovery.sql): recovery e-mails for buyers
-- whose only consent is the checkout's answer. The sequence at its delays (the clock is the events' own dates, as in
-- recovery-sequences.test.sql), an approval stops it, no consent anywhere gets nothing, a newer "no" stops it at send
-- time, the buyer's own unsubscribe token (the /descadastro page and one-click) stops every pending message, no
-- message twice when the buyer registers later, the holdout and the report's cases, the queue's reason, LGPD.
-- Events: the edge's mapping (edge/src/webhooks/hotmart-payload.ts) of hotmart-cart-abandonment.json /
-- hotmart-purchase-approved.json (edge/src/webhooks/fixtures) with `buyer.accepts_communications` read into
-- acceptsCommunications (the only place the checkout's answer is read: hotmart-payload.test.ts).

update public.launches set is_current = false;
insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, is_current, recovery_holdout_percent)
values (951, 'Semana Java #951', 'x', 'x', now() - interval '3 days', now() - interval '2 days',
  now() + interval '5 days', now() - interval '1 day', 'x', now(), now(),
  'https://g.example/inter', 'https://g.example/ini', 'https://g.example/3', 'https://g.example/4',
  'https://g.example/chat', 'https://pay.hotmart.com/P951?off=ini951', 'https://pay.hotmart.com/P951?off=ava951', true, 0);
select public.set_email_sender_secret('segredo-do-remetente-de-teste-com-mais-de-32-caracteres');
select public.set_checkout_webhook_secret('segredo-de-teste-do-consentimento-com-mais-de-32-caracteres');
select public.set_email_settings('{"site_url": "https://semanajava.example"}');

create function pg_temp.ev(p_id text, p_event text, p_at timestamptz, p_email text, p_accepts boolean,
  p_tx text default null, p_name text default 'Rita Compradora')
returns jsonb language sql as $$
  select jsonb_build_object('eventId', p_id, 'event', p_event, 'eventAt', p_at, 'transaction', p_tx,
    'buyerEmail', p_email, 'buyerName', p_name, 'buyerPhone', null, 'productId', '1234567', 'offerCode', 'ini951',
    'price', case when p_event = 'PURCHASE_OUT_OF_SHOPPING_CART' then null else 997 end,
    'currency', case when p_event = 'PURCHASE_OUT_OF_SHOPPING_CART' then null else 'BRL' end,
    'paymentType', case when p_event = 'PURCHASE_OUT_OF_SHOPPING_CART' then null else 'PIX' end, 'installments', 1,
    'src', 'instagram', 'sck', 'instagram|feed|lancamento-4|story|java', 'acceptsCommunications', p_accepts,
    'payload', jsonb_build_object('id', p_id, 'event', p_event,
      'data', jsonb_build_object('buyer', jsonb_strip_nulls(jsonb_build_object('email', p_email,
        'accepts_communications', p_accepts)))))
$$;
create function pg_temp.rec(p_event jsonb) returns jsonb language sql as $$
  select public.record_checkout_event('segredo-de-teste-do-consentimento-com-mais-de-32-caracteres', p_event)
$$;
create function pg_temp.claim_items() returns jsonb language sql as $$
  select coalesce(jsonb_agg(c order by c ->> 'to_email', c ->> 'message_key'), '[]')
  from jsonb_array_elements(public.email_claim_batch('segredo-do-remetente-de-teste-com-mais-de-32-caracteres', 500, 60, 'bulk')) c
  where (c ->> 'lancamento')::int = 951
$$;
create function pg_temp.keys(p_items jsonb) returns text[] language sql as $$
  select coalesce(array_agg((c ->> 'to_email') || ':' || (c ->> 'message_key') order by c ->> 'to_email', c ->> 'message_key'), '{}')
  from jsonb_array_elements(p_items) c
$$;
create function pg_temp.rows_of(p_email text) returns text[] language sql as $$
  select coalesce(array_agg(o.message_key || ':' || o.status || coalesce(':' || o.skip_reason, '') order by o.message_key), '{}')
  from private.email_outbox o where o.lancamento = 951 and o.to_email = p_email
$$;
create function pg_temp.token_of(p_email text) returns text language sql as $$
  select unsubscribe_token from private.checkout_buyers where lancamento = 951 and buyer_email = p_email
$$;
-- Why each of the buyer's rows would be skipped at its own due time (null: sent).
create function pg_temp.reasons_at_due(p_email text) returns text[] language sql as $$
  select array_agg(coalesce(private.email_skip_reason(o, o.next_attempt_at), 'send') order by o.message_key)
  from private.email_outbox o where o.lancamento = 951 and o.to_email = p_email
$$;

do $$
declare
  v jsonb;
  v_items jsonb;
  v_at timestamptz := now() - interval '200 minutes';
  v_token text;
  v_staff uuid := tests.create_user('staff-consentimento@example.com', true);
begin
  -- ---------- Rita: the checkout's consent only (no registration): the sequence at its delays ----------
  perform pg_temp.rec(pg_temp.ev('rita-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', v_at, 'rita@example.com', true));
  perform tests.eq(pg_temp.rows_of('rita@example.com'),
    array['recovery_abandoned_1:pending', 'recovery_abandoned_2:pending', 'recovery_abandoned_3:pending'],
    'the checkout''s consent alone writes the sequence');
  perform tests.eq((select array_agg(o.next_attempt_at - v_at order by o.message_key) from private.email_outbox o
                    where o.to_email = 'rita@example.com'),
    array[interval '15 minutes', interval '3 hours', interval '1 day'], '15 min / 3 h / next day after the event');
  perform tests.eq((select count(*) from private.email_outbox o join private.checkout_buyers b on b.id = o.checkout_buyer_id
                    where o.to_email = 'rita@example.com' and o.lead_id is null and o.dedupe_key = 'checkout:' || b.id
                      and b.lancamento = 951 and b.buyer_email = 'rita@example.com'), 3::bigint,
    'addressed to the checkout buyer of the launch, not to a lead');
  v_token := pg_temp.token_of('rita@example.com');
  perform tests.eq(private.is_token(v_token) and length(v_token) = 32, true, 'an unguessable token (24 random bytes)');

  v_items := pg_temp.claim_items();
  perform tests.eq(pg_temp.keys(v_items), array['rita@example.com:recovery_abandoned_1', 'rita@example.com:recovery_abandoned_2'],
    'the two messages due now go out; the next-day one waits');
  perform tests.eq(pg_temp.keys(pg_temp.claim_items()), '{}'::text[], 'claimed once');
  v := v_items -> 0;
  perform tests.eq(v ->> 'unsubscribe_token', v_token, 'the one-click token is the buyer''s');
  perform tests.eq(v -> 'variables' ->> 'link_descadastro', 'https://semanajava.example/descadastro?hash=' || v_token,
    'the visible unsubscribe link is the buyer''s');
  perform tests.eq(v ->> 'to_name', 'Rita', 'greeted by the name the checkout gave');
  perform tests.eq(v -> 'variables' ->> 'link_checkout', 'https://pay.hotmart.com/P951?off=ini951', 'the launch''s checkout link of the offer');
  perform tests.eq(v ->> 'subject' like 'Rita%', true, 'subject filled with her name');

  -- A buyer without a name is greeted by nobody (never the previews' example name).
  perform pg_temp.rec(pg_temp.ev('semnome-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '20 minutes',
    'semnome@example.com', true, null, null));
  v := pg_temp.claim_items() -> 0;
  perform tests.eq(v ->> 'to_email', 'semnome@example.com', 'the nameless buyer''s first message');
  perform tests.eq(v -> 'variables' ? 'primeiro_nome', false, 'no name, no greeting');

  -- ---------- Sara: abandonment then approval a minute later: nothing ----------
  perform pg_temp.rec(pg_temp.ev('sara-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '20 minutes', 'sara@example.com', true));
  perform pg_temp.rec(pg_temp.ev('sara-ap', 'PURCHASE_APPROVED', now() - interval '19 minutes', 'sara@example.com', true, 'HPSARA'));
  perform tests.eq(pg_temp.rows_of('sara@example.com'),
    array['recovery_abandoned_1:skipped:settled', 'recovery_abandoned_2:skipped:settled', 'recovery_abandoned_3:skipped:settled'],
    'the approval stops every pending message of the checkout buyer');
  perform tests.eq(pg_temp.keys(pg_temp.claim_items()), '{}'::text[], 'nothing sent');
  -- a payment stored without the webhook's follow-up (a restore, a late import) still stops them at send time
  perform pg_temp.rec(pg_temp.ev('sofia-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '20 minutes', 'sofia@example.com', true));
  insert into public.checkout_events (event_id, event, event_at, buyer_email, lancamento, transaction, price, currency, payload)
  values ('sofia-ap', 'PURCHASE_APPROVED', now() - interval '2 minutes', 'sofia@example.com', 951, 'HPSOFIA', 997, 'BRL', '{}');
  perform tests.eq(pg_temp.keys(pg_temp.claim_items()), '{}'::text[], 'a paid buyer is not mailed');
  perform tests.eq(pg_temp.rows_of('sofia@example.com'),
    array['recovery_abandoned_1:skipped:settled', 'recovery_abandoned_2:pending', 'recovery_abandoned_3:pending'],
    'settled at send time');

  -- ---------- Tito (no answer) and Ugo (said no): no consent anywhere, nothing ----------
  perform pg_temp.rec(pg_temp.ev('tito-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '20 minutes', 'tito@example.com', null));
  perform pg_temp.rec(pg_temp.ev('ugo-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '20 minutes', 'ugo@example.com', false));
  perform tests.eq(pg_temp.rows_of('tito@example.com') || pg_temp.rows_of('ugo@example.com'), '{}'::text[], 'no consent: no message');
  perform tests.eq((select count(*) from private.checkout_buyers where buyer_email in ('tito@example.com', 'ugo@example.com')),
    0::bigint, 'and no token');

  -- ---------- Vera: unsubscribes on the /descadastro page with her token: every pending message stops ----------
  perform pg_temp.rec(pg_temp.ev('vera-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '1 minute', 'vera@example.com', true,
    null, 'Vera Lúcia'));
  v_token := pg_temp.token_of('vera@example.com');
  perform tests.eq(pg_temp.reasons_at_due('vera@example.com'), array['send', 'send', 'send'], 'before: each would go out at its time');
  perform tests.as_anon();
  perform tests.eq((select first_name || ':' || active from public.get_unsubscribe_context(v_token)), 'Vera:true',
    'the page knows the buyer');
  perform tests.eq(public.cancel_subscription(v_token, 'too_many_emails'), 'cancelled', 'the page cancels');
  perform tests.eq((select first_name || ':' || active from public.get_unsubscribe_context(v_token)), 'Vera:false',
    'already cancelled afterwards');
  perform tests.eq(public.cancel_subscription(v_token, 'too_many_emails'), 'already_cancelled', 'idempotent');
  perform tests.throws('select count(*) from private.checkout_buyers', '42501');
  perform tests.as_superuser();
  perform tests.eq(pg_temp.reasons_at_due('vera@example.com'), array['unsubscribed', 'unsubscribed', 'unsubscribed'],
    'every pending message is skipped at its time');
  perform tests.eq((select unsubscribed_by || ':' || cancellation_reason from private.checkout_buyers where buyer_email = 'vera@example.com'),
    'unsubscribe_form:too_many_emails', 'recorded like the leads'' unsubscribe');
  perform tests.as_user(v_staff);
  perform tests.eq((select q ->> 'consent' from jsonb_array_elements(public.checkout_recovery_queue(951)) q
                    where q ->> 'buyer_email' = 'vera@example.com'), 'unsubscribed', 'the queue says why');
  perform tests.eq((select q ->> 'consent' from jsonb_array_elements(public.checkout_recovery_queue(951)) q
                    where q ->> 'buyer_email' = 'rita@example.com'), 'checkout', 'and why Rita is mailed');
  perform tests.as_superuser();

  -- ---------- Wan: the one-click POST with the buyer's token (a message due now is then skipped at claim) ----------
  perform pg_temp.rec(pg_temp.ev('wan-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '20 minutes', 'wan@example.com', true));
  v_token := pg_temp.token_of('wan@example.com');
  perform tests.as_anon();
  perform tests.eq(public.email_one_click(v_token), 'cancelled', 'one-click cancels');
  perform tests.eq(public.email_one_click(v_token), 'already_cancelled', 'one-click twice');
  perform tests.eq(public.email_one_click('x' || v_token), 'not_found', 'another token finds nothing');
  perform tests.as_superuser();
  perform tests.eq(pg_temp.keys(pg_temp.claim_items()), '{}'::text[], 'nothing goes out');
  perform tests.eq(pg_temp.rows_of('wan@example.com'),
    array['recovery_abandoned_1:skipped:unsubscribed', 'recovery_abandoned_2:pending', 'recovery_abandoned_3:pending'],
    'the due one skipped at claim');
  perform tests.eq(pg_temp.reasons_at_due('wan@example.com'), array['unsubscribed', 'unsubscribed', 'unsubscribed'],
    'the others will be');

  -- ---------- Xico: a newer event says he no longer accepts: stopped at send time ----------
  perform pg_temp.rec(pg_temp.ev('xico-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '200 minutes', 'xico@example.com', true));
  perform pg_temp.rec(pg_temp.ev('xico-ab2', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '100 minutes', 'xico@example.com', false));
  perform tests.eq(pg_temp.keys(pg_temp.claim_items()), '{}'::text[], 'not sent after a newer "no"');
  perform tests.eq(pg_temp.rows_of('xico@example.com'),
    array['recovery_abandoned_1:skipped:no_consent', 'recovery_abandoned_2:skipped:no_consent', 'recovery_abandoned_3:pending'],
    'no consent at send time');
  perform tests.as_user(v_staff);
  perform tests.eq((select q ->> 'consent' from jsonb_array_elements(public.checkout_recovery_queue(951)) q
                    where q ->> 'buyer_email' = 'xico@example.com'), 'none', 'the queue follows the newest answer');
  perform tests.as_superuser();

  -- ---------- Yara: a checkout buyer who registers later is not mailed twice ----------
  perform pg_temp.rec(pg_temp.ev('yara-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '300 minutes', 'yara@example.com', true));
  insert into public.leads_lancamento (name, email, programming_experience, track, lancamento)
  values ('Yara', 'yara@example.com', 'want_to_learn', 'iniciante', 951);
  perform pg_temp.rec(pg_temp.ev('yara-ab2', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '250 minutes', 'yara@example.com', true));
  perform tests.eq((select lead_id is not null from public.checkout_events where event_id = 'yara-ab2'), true, 'now matched to her lead');
  perform tests.eq((select count(*) from private.email_outbox where lancamento = 951 and to_email = 'yara@example.com'), 3::bigint,
    'one row per message across the two addressings');
  perform tests.eq(pg_temp.keys(pg_temp.claim_items()),
    array['yara@example.com:recovery_abandoned_1', 'yara@example.com:recovery_abandoned_2'], 'each message once');
  -- her registration's unsubscribe (the lead's link) stops the checkout buyer's pending message too
  update public.leads_lancamento set active = false, cancelled_by = 'unsubscribe_form' where email = 'yara@example.com';
  perform tests.eq((select private.email_skip_reason(o, o.next_attempt_at) from private.email_outbox o
                    where o.to_email = 'yara@example.com' and o.status = 'pending'), 'unsubscribed',
    'unsubscribed through the lead''s link');
  -- and the other way: a registered buyer (lead rows) whose later event carries the checkout's "yes" gets no copy
  insert into public.leads_lancamento (name, email, programming_experience, track, lancamento, consent_given)
  values ('Zeca', 'zeca@example.com', 'want_to_learn', 'iniciante', 951, false);
  perform pg_temp.rec(pg_temp.ev('zeca-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '300 minutes', 'zeca@example.com', null));
  perform pg_temp.rec(pg_temp.ev('zeca-ab2', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '250 minutes', 'zeca@example.com', true));
  perform tests.eq((select count(*) from private.email_outbox where lancamento = 951 and to_email = 'zeca@example.com'), 3::bigint,
    'no copy for the checkout buyer of a lead who has the messages');

  -- ---------- suppressed addresses stay unmailed ----------
  perform pg_temp.rec(pg_temp.ev('sup-ab', 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '20 minutes', 'devolvido@example.com', true));
  insert into private.email_suppressions (email_sha256, email, reason) values (private.email_digest('devolvido@example.com'), 'devolvido@example.com', 'bounce');
  perform tests.eq(pg_temp.keys(pg_temp.claim_items()), '{}'::text[], 'a suppressed buyer is not mailed');
  perform tests.eq((select skip_reason from private.email_outbox where to_email = 'devolvido@example.com' and message_key = 'recovery_abandoned_1'),
    'suppressed', 'skipped as suppressed');

  -- ---------- LGPD: the export lists the buyer row (not the token); anonymisation erases it ----------
  v_token := pg_temp.token_of('rita@example.com');
  perform tests.as_user(v_staff);
  v := public.find_data_subject('rita@example.com', null, true);
  perform tests.eq(jsonb_array_length(v -> 'checkout_buyers'), 1, 'the export lists the checkout buyer row');
  perform tests.eq((v -> 'checkout_buyers' -> 0 ->> 'has_unsubscribe_token')::boolean, true, 'says a token exists');
  perform tests.eq(v::text like '%' || v_token || '%', false, 'never the token itself');
  v := public.find_data_subject('vera@example.com', null, true);
  perform tests.eq(v -> 'checkout_buyers' -> 0 ->> 'unsubscribed_by', 'unsubscribe_form', 'with the unsubscribe state');
  v := public.anonymise_data_subject('rita@example.com', null);
  perform tests.eq((v ->> 'checkout_buyers')::int, 1, 'anonymisation erases the buyer row');
  perform tests.as_superuser();
  perform tests.eq((select count(*) from private.checkout_buyers where buyer_email = 'rita@example.com'), 0::bigint, 'gone');
  perform tests.eq((select private.email_skip_reason(o, o.next_attempt_at) from private.email_outbox o
                    where o.message_key = 'recovery_abandoned_3'
                      and o.checkout_event_id = (select id from public.checkout_events where event_id = 'rita-ab')),
    'recipient_removed',
    'her pending message has no recipient any more');
  perform tests.eq((select count(*) from private.email_outbox o
                    where o.checkout_event_id = (select id from public.checkout_events where event_id = 'rita-ab')
                      and (o.to_email = 'rita@example.com' or o.checkout_buyer_id is not null)), 0::bigint,
    'no address or buyer left on her rows');
end
$$;

-- The holdout (the same hash) and the report: a checkout-consent buyer is a case, counted as the SQL says.
do $$
declare
  v jsonb;
begin
  update public.launches set recovery_holdout_percent = 50 where lancamento = 951;
  perform pg_temp.rec(pg_temp.ev('grupo-' || i, 'PURCHASE_OUT_OF_SHOPPING_CART', now() - interval '1 minute',
    'grupo' || i || '@example.com', true))
  from generate_series(1, 24) i;
  -- two of them pay afterwards
  perform pg_temp.rec(pg_temp.ev('grupo-ap-' || i, 'PURCHASE_APPROVED', now(), 'grupo' || i || '@example.com', true, 'HPG' || i))
  from generate_series(1, 2) i;
  perform tests.eq((select count(*) from generate_series(1, 24) i
                    where private.checkout_recovery_bucket(951, 'grupo' || i || '@example.com') < 50
                      and exists (select 1 from private.email_outbox o where o.to_email = 'grupo' || i || '@example.com')), 0::bigint,
    'the holdout gets nothing');
  perform tests.eq((select count(*) from generate_series(1, 24) i
                    where private.checkout_recovery_bucket(951, 'grupo' || i || '@example.com') >= 50
                      and not exists (select 1 from private.email_outbox o where o.to_email = 'grupo' || i || '@example.com')), 0::bigint,
    'every other checkout-consent buyer gets the sequence');
  perform tests.eq((select count(distinct to_email) > 0 and count(distinct to_email) < 24 from private.email_outbox
                    where to_email like 'grupo%'), true, 'both groups are non-empty');

  perform tests.as_user(tests.create_user('staff-relatorio-consentimento@example.com', true));
  v := (select x from jsonb_array_elements(public.checkout_recovery_report(951) -> 'sequences') x where x ->> 'sequence' = 'abandoned');
  perform tests.as_superuser();
  -- SQL counts on the same events: a case is an abandoning buyer with a matched lead or whose newest checkout
  -- answer at or before the abandonment accepts.
  create temporary table t_cases on commit drop as
  select a.buyer_email, min(a.event_at) as event_at from public.checkout_events a
  where a.lancamento = 951 and a.event = 'PURCHASE_OUT_OF_SHOPPING_CART' and not (a.payload ? 'anonimizado')
    and (a.lead_id is not null or (select c.accepts_communications from public.checkout_events c
         where c.lancamento = 951 and c.buyer_email = a.buyer_email and c.accepts_communications is not null
           and c.event_at <= a.event_at order by c.event_at desc, c.id desc limit 1))
  group by a.buyer_email;
  perform tests.eq((select count(*) from t_cases where buyer_email like 'grupo%'), 24::bigint, 'the 24 are cases');
  perform tests.eq((v -> 'holdout' ->> 'buyers')::bigint,
    (select count(*) from t_cases where private.checkout_recovery_bucket(951, buyer_email) < 50), 'holdout counted');
  perform tests.eq((v -> 'messaged' ->> 'buyers')::bigint,
    (select count(*) from t_cases where private.checkout_recovery_bucket(951, buyer_email) >= 50), 'messaged counted');
  perform tests.eq((v -> 'messaged' ->> 'recovered')::bigint + (v -> 'holdout' ->> 'recovered')::bigint,
    (select count(*) from t_cases t where exists (select 1 from public.checkout_events p where p.lancamento = 951
       and p.buyer_email = t.buyer_email and p.event = 'PURCHASE_APPROVED' and p.event_at > t.event_at)),
    'recovered: paid after abandoning');
  perform tests.eq((v -> 'messaged' ->> 'revenue')::numeric + (v -> 'holdout' ->> 'revenue')::numeric,
    (select count(*) * 997 from t_cases t where exists (select 1 from public.checkout_events p where p.lancamento = 951
       and p.buyer_email = t.buyer_email and p.event = 'PURCHASE_APPROVED' and p.event_at > t.event_at))::numeric,
    'revenue of those approvals');
  perform tests.eq((select count(*) from t_cases where buyer_email in ('tito@example.com', 'ugo@example.com')), 0::bigint,
    'buyers with no consent are no case');
end
$$;
