-- Launch e-mail (supabase/migrations/20261125100000_launch_email.sql, docs/email.md): default messages per
-- launch, confirmations in the registration's transaction (once a day per address), scheduling (unique, set-based),
-- claim (lease, expiry, consent at send time), results (retry with backoff, give up, permanent), one-click unsubscribe,
-- the sender's secret, staff functions (unknown variables refused, counts, preview, test send, log), the API roles'
-- access, and the data-subject tools (the log found, anonymising cancels what is pending).
-- Runs as superuser inside a rolled-back transaction; API calls are made as anon / authenticated.

create temporary table t_ids (name text primary key, id text);
grant all on t_ids to authenticated, anon;

insert into auth.users (email, encrypted_password) values ('staff-email@example.com', 'x'), ('user-email@example.com', 'x');
insert into private.staff (user_id) select id from auth.users where email = 'staff-email@example.com';
insert into t_ids select 'staff', id::text from auth.users where email = 'staff-email@example.com';
insert into t_ids select 'user', id::text from auth.users where email = 'user-email@example.com';

-- Launch 951 is current: its event started 2 days ago, the second class starts in 30 minutes, the third tomorrow.
update public.launches set is_current = false;
insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, is_current)
values (951, 'Semana Java #951', 'x', 'x', now() - interval '2 days', now() - interval '2 days' + interval '90 minutes',
  now() + interval '9 days', now() + interval '5 days', 'x', now() + interval '9 days', now() + interval '9 days',
  'https://g.example/inter', 'https://g.example/ini', 'https://g.example/3', 'https://g.example/4',
  'https://g.example/chat', 'https://pay.example/1', 'https://pay.example/2', true);
insert into public.launch_classes (lancamento, position, title, starts_at, live_url) values
  (951, 1, 'Aula um', now() - interval '2 days', 'https://live.example/1'),
  (951, 2, 'Aula dois', now() + interval '30 minutes', 'https://live.example/2'),
  (951, 3, 'Aula três', now() + interval '1 day', null);

select public.set_email_sender_secret('segredo-do-remetente-de-teste-com-mais-de-32-caracteres');

-- Defaults: every launch gets the eight messages, the five recovery messages and the two class audience
-- messages (class_replay, class_missed), and every default text passes the variable check.
do $$
begin
  perform tests.eq((select count(*) from private.email_messages where lancamento = 951), 15::bigint, 'fifteen messages');
  perform tests.eq((select array_agg(message_key order by array_position(private.email_message_keys(), message_key))
    from private.email_messages where lancamento = 951), private.email_message_keys(), 'every key');
  perform private.check_email_variables(d.message_key, d.subject, d.body) from private.email_default_messages() d;
  perform private.check_email_variables(d.message_key, d.subject, d.body) from private.recovery_default_messages() d;
  perform tests.eq((select count(*) from private.email_messages m join public.launches l using (lancamento)),
    (select count(*) * 15 from public.launches), 'defaults of every launch');
end
$$;

-- The API roles never reach the outbox, the messages or the settings; visitors read classes without the live link.
select tests.as_anon();
select tests.throws($$select * from private.email_outbox$$, '42501');
select tests.throws($$select * from private.email_messages$$, '42501');
select tests.throws($$select live_url from public.launch_classes$$, '42501');
do $$ begin perform tests.eq((select count(*) from public.launch_classes where lancamento = 951), 3::bigint, 'anon reads classes'); end $$;
select tests.throws($$select public.launch_email_messages(951)$$, '42501');
select tests.throws($$select public.set_email_sender_secret('x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x')$$, '42501');
select tests.throws($$select public.set_email_settings('{"messages_per_second": 1}')$$, '42501');
select tests.as_user((select id::uuid from t_ids where name = 'user'));
select tests.throws($$select * from private.email_outbox$$, '42501');
select tests.throws($$select public.launch_email_messages(951)$$, '42501', 'Acesso restrito à equipe.');
select tests.throws($$select public.email_claim_batch('segredo-do-remetente-de-teste-com-mais-de-32-caracteres')$$, '42501');
select tests.as_superuser();

-- The sender's secret: wrong or missing refused, before anything is read.
select tests.as_anon();
select tests.throws($$select public.email_claim_batch('errado')$$, '42501', 'Segredo do remetente de e-mail inválido.');
select tests.throws($$select public.email_claim_batch(null)$$, '42501', 'Segredo do remetente de e-mail inválido.');
select tests.throws($$select public.email_schedule_due('errado')$$, '42501', 'Segredo do remetente de e-mail inválido.');
select tests.throws($$select public.email_report_results('errado', '[]')$$, '42501', 'Segredo do remetente de e-mail inválido.');
select tests.throws($$select public.email_one_click_unsubscribe('errado', 'abcdefghijklmnopqrstuvwxyz')$$, '42501', 'Segredo do remetente de e-mail inválido.');
select tests.throws($$select public.email_sender_settings('errado')$$, '42501', 'Segredo do remetente de e-mail inválido.');
do $$
begin
  perform tests.eq((public.email_sender_settings('segredo-do-remetente-de-teste-com-mais-de-32-caracteres') ->> 'messages_per_second')::numeric,
    10::numeric, 'rate setting');
end
$$;
select tests.as_superuser();
select tests.throws($$select public.set_email_sender_secret('curto')$$, '22023');

-- Registration writes its confirmation in the same transaction: rolled back together, committed together.
do $$
declare
  v record;
  v_row private.email_outbox;
begin
  perform tests.as_anon();
  begin
    perform public.register_lead('Ana Desfeita', 'desfeita@example.com', '11987654321', 'want_to_learn');
    raise exception using errcode = 'P0099', message = 'rollback';
  exception when sqlstate 'P0099' then null;
  end;
  perform tests.as_superuser();
  perform tests.eq((select count(*) from private.email_outbox where to_email = 'desfeita@example.com'), 0::bigint, 'rolled back together');

  perform tests.as_anon();
  select * into v from public.register_lead('Ana Maria Souza', 'ana951@example.com', '11987654321', 'want_to_learn');
  perform tests.as_superuser();
  select * into v_row from private.email_outbox where to_email = 'ana951@example.com';
  perform tests.eq(v_row.message_key, 'registration_confirmation', 'confirmation written');
  perform tests.eq(v_row.status, 'pending', 'pending');
  perform tests.eq(v_row.link_token, v.token, 'the attempt''s own token, until sent');
  perform tests.eq(v_row.lancamento, 951, 'current launch');
  assert v_row.message_id ~ '^<[A-Za-z0-9_-]{32}@semanajava\.com\.br>$', v_row.message_id;
  insert into t_ids values ('ana_confirmation', v_row.id::text), ('ana_token', v.token);

  -- Repeats of the address the same day (whatever the abuse limits let through): still one confirmation.
  perform tests.as_anon();
  perform public.register_lead('Ana Maria Souza', 'ana951@example.com', '11987654321', 'want_to_learn');
  perform public.register_lead('Outro Nome', 'ANA951@example.com', '11911112222', 'already_programmed');
  perform tests.as_superuser();
  perform tests.eq((select count(*) from private.email_outbox where to_email = 'ana951@example.com'), 1::bigint, 'once a day');
  perform tests.eq((select count(*) from private.registration_attempts a join public.leads_lancamento l on l.id = a.lead_id
    where l.email = 'ana951@example.com'), 3::bigint, 'the attempts themselves recorded');

  -- Waiting list: its own confirmation, once a day.
  perform tests.as_anon();
  perform public.join_waitlist('Bia Lista', 'bia951@example.com', null, 'want_to_learn');
  perform public.join_waitlist('Bia Lista', 'bia951@example.com', null, 'want_to_learn');
  perform tests.as_superuser();
  perform tests.eq((select count(*) from private.email_outbox where to_email = 'bia951@example.com'
    and message_key = 'waitlist_confirmation' and waitlist_id is not null), 1::bigint, 'waitlist confirmation once');

  perform tests.as_anon();
  perform public.register_lead('Caio Ativo', 'caio951@example.com', '11987654322', 'already_programmed');
  perform public.register_lead('Duda Sai', 'duda951@example.com', '11987654323', 'want_to_learn');
  perform public.register_lead('Edu Semconsentimento', 'edu951@example.com', '11987654324', 'want_to_learn');
  perform tests.as_superuser();
end
$$;

-- The confirmation of a day before does not stop today's.
do $$
begin
  update private.email_outbox set confirmation_day = confirmation_day - 1, dedupe_key = dedupe_key || ':old'
  where to_email = 'caio951@example.com';
  perform tests.as_anon();
  perform public.register_lead('Caio Ativo', 'caio951@example.com', '11987654322', 'already_programmed');
  perform tests.as_superuser();
  perform tests.eq((select count(*) from private.email_outbox where to_email = 'caio951@example.com'), 2::bigint, 'a new day');
  delete from private.email_outbox where to_email = 'caio951@example.com' and dedupe_key like '%:old';
end
$$;

-- Claim: due rows with a lease; consent and the unsubscribe state checked now; the payload for the renderer.
do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v jsonb;
  v_item jsonb;
  v_row private.email_outbox;
begin
  update public.leads_lancamento set active = false, cancelled_by = 'unsubscribe_form' where email = 'duda951@example.com';
  update public.leads_lancamento set consent_given = false where email = 'edu951@example.com';
  perform tests.as_anon();
  v := public.email_claim_batch(c_secret, 50, 60);
  perform tests.as_superuser();
  perform tests.eq(jsonb_array_length(v), 3, 'ana, bia, caio claimed');
  select e into v_item from jsonb_array_elements(v) e where e ->> 'to_email' = 'ana951@example.com';
  perform tests.eq(v_item ->> 'to_name', 'Ana', 'first name');
  perform tests.eq(v_item ->> 'subject', 'Ana, sua inscrição na Semana Java #951 está confirmada', 'subject filled');
  assert v_item ->> 'body' like '%{{link_obrigado}}%', 'body is the template';
  perform tests.eq(v_item #>> '{variables,link_obrigado}',
    'http://127.0.0.1:4173/inscricao/obrigado-2?data=' || (select id from t_ids where name = 'ana_token'), 'thank-you link of the attempt');
  perform tests.eq(v_item #>> '{variables,link_grupo}', 'https://g.example/ini', 'group of the track');
  assert v_item #>> '{variables,datas_aulas}' like '%Aula dois%', v_item #>> '{variables,datas_aulas}';
  assert v_item #>> '{variables,link_calendario}' like 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Semana%20Java%20%23951%20%E2%80%94%20aulas%20ao%20vivo&dates=%',
    v_item #>> '{variables,link_calendario}';
  -- Classes a day apart at the same time: one repeating event.
  assert v_item #>> '{variables,link_calendario}' like '%recur=RRULE%3AFREQ%3DDAILY%3BINTERVAL%3D1%3BCOUNT%3D3%' is false,
    'classes not evenly spaced: no RRULE';
  perform tests.eq(v_item ->> 'unsubscribe_token', (select pesquisa_hash from public.leads_lancamento where email = 'ana951@example.com'), 'one-click token');
  perform tests.eq((v_item ->> 'attempt')::int, 1, 'attempt 1');
  select * into v_row from private.email_outbox where id = (v_item ->> 'id')::bigint;
  perform tests.eq(v_row.status, 'sending', 'claimed');
  assert v_row.lease_until > now(), 'leased';
  select e into v_item from jsonb_array_elements(v) e where e ->> 'to_email' = 'bia951@example.com';
  perform tests.eq(v_item ->> 'unsubscribe_token', (select unsubscribe_token from public.lista_espera where email = 'bia951@example.com'), 'waitlist token');
  assert v_item #>> '{variables,link_descadastro}' like 'http://127.0.0.1:4173/descadastro?hash=%', 'unsubscribe page link';

  perform tests.eq((select skip_reason from private.email_outbox where to_email = 'duda951@example.com'), 'unsubscribed', 'unsubscribed skipped');
  perform tests.eq((select skip_reason from private.email_outbox where to_email = 'edu951@example.com'), 'no_consent', 'no consent skipped');
  perform tests.eq((select link_token from private.email_outbox where to_email = 'duda951@example.com'), null::text, 'skipped row drops its token');

  -- Leased rows are not claimed again...
  perform tests.as_anon();
  perform tests.eq(jsonb_array_length(public.email_claim_batch(c_secret)), 0, 'nothing more due');
  perform tests.as_superuser();
  -- ... until the lease runs out (the sender died): claimed again, same Message-ID, attempt 2.
  update private.email_outbox set lease_until = clock_timestamp() - interval '1 second' where to_email = 'caio951@example.com';
  perform tests.as_anon();
  v := public.email_claim_batch(c_secret);
  perform tests.as_superuser();
  perform tests.eq(jsonb_array_length(v), 1, 'expired lease claimable');
  perform tests.eq(v -> 0 ->> 'message_id', (select message_id from private.email_outbox where to_email = 'caio951@example.com'), 'stable Message-ID');
  perform tests.eq((v -> 0 ->> 'attempt')::int, 2, 'attempt 2');
end
$$;

-- Results: sent (token cleared, a second report changes nothing), temporary (backoff, then give up), permanent.
do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v_ana bigint := (select id from private.email_outbox where to_email = 'ana951@example.com');
  v_bia bigint := (select id from private.email_outbox where to_email = 'bia951@example.com');
  v_caio bigint := (select id from private.email_outbox where to_email = 'caio951@example.com');
  v jsonb;
  v_row private.email_outbox;
begin
  perform tests.as_anon();
  v := public.email_report_results(c_secret, jsonb_build_array(
    jsonb_build_object('id', v_ana, 'outcome', 'sent', 'provider_message_id', 'prov-1'),
    jsonb_build_object('id', v_bia, 'outcome', 'temporary', 'error', '421 4.7.0 tente mais tarde'),
    jsonb_build_object('id', v_caio, 'outcome', 'permanent', 'error', '550 5.1.1 caixa inexistente')));
  perform tests.eq(v, '{"sent": 1, "retry": 1, "failed": 1}'::jsonb, 'report counts');
  perform tests.eq(public.email_report_results(c_secret, jsonb_build_array(jsonb_build_object('id', v_ana, 'outcome', 'permanent'))),
    '{"sent": 0, "retry": 0, "failed": 0}'::jsonb, 'a sent row stays sent');
  perform tests.throws(format($f$select public.email_report_results(%L, '[{"id": 1, "outcome": "talvez"}]')$f$, c_secret), '22023');
  perform tests.as_superuser();

  select * into v_row from private.email_outbox where id = v_ana;
  perform tests.eq(v_row.status, 'sent', 'sent');
  perform tests.eq(v_row.link_token, null::text, 'token cleared once sent');
  assert v_row.sent_at is not null and v_row.provider_message_id = 'prov-1', 'sent at, provider id';

  select * into v_row from private.email_outbox where id = v_bia;
  perform tests.eq(v_row.status, 'pending', 'temporary: retried');
  perform tests.eq(v_row.next_attempt_at, now() + interval '30 seconds', 'first backoff 30 s');
  perform tests.eq(v_row.last_error, '421 4.7.0 tente mais tarde', 'error kept');

  select * into v_row from private.email_outbox where id = v_caio;
  perform tests.eq(v_row.status, 'failed', 'permanent: failed');
  perform tests.eq(v_row.last_error, '550 5.1.1 caixa inexistente', 'reason');

  -- Backoff doubles; after max_attempts the row fails for good.
  update private.email_settings set max_attempts = 3;
  update private.email_outbox set next_attempt_at = clock_timestamp() - interval '1 second' where id = v_bia;
  perform tests.as_anon();
  perform public.email_claim_batch(c_secret);
  perform public.email_report_results(c_secret, jsonb_build_array(jsonb_build_object('id', v_bia, 'outcome', 'temporary', 'error', 'timeout')));
  perform tests.as_superuser();
  select * into v_row from private.email_outbox where id = v_bia;
  perform tests.eq(v_row.next_attempt_at, now() + interval '60 seconds', 'second backoff 60 s');
  update private.email_outbox set next_attempt_at = clock_timestamp() - interval '1 second' where id = v_bia;
  perform tests.as_anon();
  perform public.email_claim_batch(c_secret);
  perform public.email_report_results(c_secret, jsonb_build_array(jsonb_build_object('id', v_bia, 'outcome', 'temporary', 'error', 'timeout')));
  perform tests.as_superuser();
  select * into v_row from private.email_outbox where id = v_bia;
  perform tests.eq(v_row.status, 'failed', 'given up after max attempts');
  perform tests.eq(v_row.attempts, 3, 'three attempts');
  update private.email_settings set max_attempts = 8;
end
$$;

-- Scheduling: due messages of the launch's own dates become one row per lead (per class), once.
do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v_class bigint := (select id from public.launch_classes where lancamento = 951 and position = 2);
  v_added integer;
  v jsonb;
begin
  -- The audiences by attendance (class-attendance-audiences.test.sql) are paused here: class 1's "você
  -- perdeu a aula" is due before class 2, and this test counts the reminders.
  update private.email_messages set paused = true where lancamento = 951 and message_key in ('class_replay', 'class_missed');
  perform tests.as_anon();
  v_added := public.email_schedule_due(c_secret);
  perform tests.as_superuser();
  -- The class in 30 minutes: its reminder (due 30 minutes ago) for the 4 leads; the first class's messages and
  -- the event's eve expired, the third class and the cart are not due.
  perform tests.eq(v_added, 4, 'four reminders');
  perform tests.eq((select count(*) from private.email_outbox where message_key = 'class_reminder' and class_id = v_class), 4::bigint, 'per lead');
  perform tests.eq((select count(distinct dedupe_key) from private.email_outbox where message_key = 'class_reminder'), 4::bigint, 'unique');
  perform tests.eq((select count(*) from private.email_outbox where lancamento = 951 and message_key not in
    ('registration_confirmation', 'waitlist_confirmation', 'class_reminder')), 0::bigint, 'nothing else due');
  perform tests.as_anon();
  perform tests.eq(public.email_schedule_due(c_secret), 0, 'idempotent');
  perform tests.as_superuser();
  -- A lead registering after the pass gets it on the next pass (still before the class).
  perform tests.as_anon();
  perform public.register_lead('Fabi Tarde', 'fabi951@example.com', '11987654329', 'want_to_learn');
  perform tests.eq(public.email_schedule_due(c_secret), 1, 'the newcomer');
  perform tests.eq(public.email_schedule_due(c_secret), 0, 'once');

  -- Consent at send time: Caio unsubscribes (one click) before the claim.
  perform tests.as_superuser();
  v := to_jsonb((select pesquisa_hash from public.leads_lancamento where email = 'caio951@example.com'));
  perform tests.as_anon();
  perform tests.eq(public.email_one_click_unsubscribe(c_secret, v #>> '{}'), 'cancelled', 'one click');
  v := public.email_claim_batch(c_secret, 100);
  perform tests.as_superuser();
  perform tests.eq((select string_agg(e ->> 'to_email', ',' order by e ->> 'to_email') from jsonb_array_elements(v) e
    where e ->> 'message_key' = 'class_reminder'), 'ana951@example.com,fabi951@example.com', 'active leads with consent only');
  perform tests.eq((select skip_reason from private.email_outbox where message_key = 'class_reminder' and to_email = 'caio951@example.com'),
    'unsubscribed', 'unsubscribed at 19:59 -> no 20:00 reminder');
  select e into v from jsonb_array_elements(v) e where e ->> 'to_email' = 'ana951@example.com' and e ->> 'message_key' = 'class_reminder';
  -- The class page with the lead's attendance token, no longer the live link itself.
  perform tests.eq(v #>> '{variables,link_aula}', (select s.site_url || '/aula?aula=' || c.id || '#t=' || t.token
    from private.email_settings s, public.launch_classes c, private.attendance_tokens t join public.leads_lancamento l
    on l.id = t.lead_id where c.lancamento = 951 and c.position = 2 and l.email = 'ana951@example.com'),
    'the class page with the lead''s token');
  perform tests.eq(v #>> '{variables,titulo_aula}', 'Aula dois', 'the class''s title');
  perform tests.eq(v ->> 'subject', 'Daqui a 1 hora: Aula dois', 'reminder subject');

  -- Expired rows are skipped, not sent.
  update private.email_outbox set status = 'pending', expires_at = clock_timestamp() - interval '1 second', lease_until = null
  where to_email = 'fabi951@example.com' and message_key = 'class_reminder';
  perform tests.as_anon();
  perform public.email_claim_batch(c_secret);
  perform tests.as_superuser();
  perform tests.eq((select skip_reason from private.email_outbox where to_email = 'fabi951@example.com' and message_key = 'class_reminder'),
    'expired', 'expired');
end
$$;

-- Paused messages are neither scheduled nor claimed; resumed, they go.
do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v_msg bigint := (select id from private.email_messages where lancamento = 951 and message_key = 'class_live');
begin
  update public.launch_classes set starts_at = now() - interval '5 minutes' where lancamento = 951 and position = 2;
  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));
  perform public.set_email_message_paused(v_msg, true);
  perform tests.as_anon();
  perform public.email_schedule_due(c_secret);
  perform tests.as_superuser();
  perform tests.eq((select count(*) from private.email_outbox where email_message_id = v_msg), 0::bigint, 'paused: not scheduled');
  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));
  perform public.set_email_message_paused(v_msg, false);
  perform tests.as_anon();
  perform tests.eq(public.email_schedule_due(c_secret) > 0, true, 'resumed: scheduled');
  perform tests.as_superuser();
end
$$;

-- One-click unsubscribe: idempotent, recorded with its own cancelled_by; waiting-list tokens too.
do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v_lead public.leads_lancamento;
  v_wait public.lista_espera;
begin
  select * into v_lead from public.leads_lancamento where email = 'caio951@example.com';
  perform tests.eq(v_lead.active, false, 'inactive');
  perform tests.eq(v_lead.cancelled_by, 'one_click_email', 'cancelled_by');
  assert v_lead.cancelled_at is not null, 'cancelled_at';
  perform tests.as_anon();
  perform tests.eq(public.email_one_click_unsubscribe(c_secret, v_lead.pesquisa_hash), 'already_cancelled', 'idempotent');
  perform tests.eq(public.email_one_click_unsubscribe(c_secret, 'naoexistenaoexistenaoexiste'), 'not_found', 'unknown token');
  perform tests.eq(public.email_one_click_unsubscribe(c_secret, 'x'), 'not_found', 'not a token');
  perform tests.as_superuser();
  select * into v_wait from public.lista_espera where email = 'bia951@example.com';
  perform tests.as_anon();
  perform tests.eq(public.email_one_click_unsubscribe(c_secret, v_wait.unsubscribe_token), 'cancelled', 'waitlist one click');
  perform tests.eq(public.email_one_click_unsubscribe(c_secret, v_wait.unsubscribe_token), 'already_cancelled', 'waitlist idempotent');
  perform tests.as_superuser();
  select * into v_wait from public.lista_espera where email = 'bia951@example.com';
  perform tests.eq(v_wait.status, 'cancelled', 'waitlist cancelled');
  perform tests.eq(v_wait.cancelled_by, 'one_click_email', 'waitlist cancelled_by');
end
$$;

-- The unsubscribe page takes a waiting-list token too.
do $$
declare
  v_token text;
begin
  perform tests.as_anon();
  perform public.join_waitlist('Gabi Lista', 'gabi951@example.com', null, 'already_programmed');
  perform tests.as_superuser();
  v_token := (select unsubscribe_token from public.lista_espera where email = 'gabi951@example.com');
  perform tests.as_anon();
  perform tests.eq((select first_name from public.get_unsubscribe_context(v_token)), 'Gabi', 'context');
  perform tests.eq((select active from public.get_unsubscribe_context(v_token)), true, 'active');
  perform tests.eq(public.cancel_subscription(v_token, 'too_many_emails'), 'cancelled', 'form cancels');
  perform tests.eq(public.cancel_subscription(v_token, 'too_many_emails'), 'already_cancelled', 'form idempotent');
  perform tests.as_superuser();
  perform tests.eq((select cancelled_by || '/' || cancellation_reason || '/' || status from public.lista_espera
    where email = 'gabi951@example.com'), 'unsubscribe_form/too_many_emails/cancelled', 'recorded');
end
$$;

-- Staff: variables, edit (unknown / unavailable variables refused), counts, preview, test send, log, classes.
do $$
declare
  v_conf bigint := (select id from private.email_messages where lancamento = 951 and message_key = 'registration_confirmation');
  v_rem bigint := (select id from private.email_messages where lancamento = 951 and message_key = 'class_reminder');
  v_ana bigint := (select id from public.leads_lancamento where email = 'ana951@example.com');
  v jsonb;
  v_test bigint;
begin
  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));
  v := public.email_variables();
  perform tests.eq(jsonb_array_length(v), 18, 'the one list (two for the recovery messages; horario_proxima_aula for the class page)');
  perform tests.eq(v -> 0 ->> 'name', 'primeiro_nome', 'first variable');

  perform tests.throws(format('select public.save_email_message(%s, %L, %L)', v_conf, 'Oi {{nome}}', 'Corpo'), '22023',
    'Variável desconhecida: {{nome}}. Use uma das variáveis da lista.');
  perform tests.throws(format('select public.save_email_message(%s, %L, %L)', v_conf, 'Oi', 'Veja {{link_aula}}'), '22023',
    'A variável {{link_aula}} não está disponível nesta mensagem.');
  perform tests.throws(format('select public.save_email_message(%s, %L, %L)', v_conf, '', 'Corpo'), '22023',
    'Preencha o assunto e o texto da mensagem.');
  perform public.save_email_message(v_conf, 'Bem-vinda, {{primeiro_nome}}', 'Olá {{primeiro_nome}}! {{link_obrigado}}');
  perform tests.as_superuser();
  perform tests.eq((select subject from private.email_messages where id = v_conf), 'Bem-vinda, {{primeiro_nome}}', 'saved');
  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));

  v := public.launch_email_messages(951);
  perform tests.eq(jsonb_array_length(v), 15, 'fifteen messages');
  perform tests.eq(v -> 0 ->> 'message_key', 'registration_confirmation', 'ordered by key list');
  perform tests.eq((v -> 0 -> 'counts' ->> 'sent')::int, 1, 'one confirmation sent');
  perform tests.eq((v -> 0 -> 'counts' ->> 'failed')::int, 1, 'one failed');
  perform tests.eq(v -> 0 -> 'failures' -> 0 ->> 'reason', '550 5.1.1 caixa inexistente', 'failure reason');
  perform tests.eq((select (r ->> 'count')::int from jsonb_array_elements(v -> 0 -> 'skipped_reasons') r where r ->> 'reason' = 'no_consent'), 1, 'no consent count');
  select m into v from jsonb_array_elements(public.launch_email_messages(951)) m where m ->> 'message_key' = 'class_reminder';
  perform tests.eq(jsonb_array_length(v -> 'sends'), 3, 'one send per class');
  perform tests.eq((v -> 'sends' -> 1 ->> 'send_at')::timestamptz,
    (select starts_at - interval '1 hour' from public.launch_classes where lancamento = 951 and position = 2), 'one hour before');

  v := public.email_preview(v_rem, v_ana);
  perform tests.eq(v ->> 'subject', 'Daqui a 1 hora: Aula três', 'preview: the next class');
  perform tests.eq(v #>> '{variables,primeiro_nome}', 'Ana', 'preview as the lead');
  perform tests.eq(v #>> '{variables,link_descadastro}', 'http://127.0.0.1:4173/descadastro?hash=exemplo', 'no real token in preview');
  perform tests.eq(jsonb_array_length(public.email_preview_leads(951, 'ana951')), 1, 'lead search');

  v_test := public.send_test_email(v_conf, v_ana);
  perform tests.as_superuser();
  perform tests.eq((select to_email || '/' || is_test::text from private.email_outbox where id = v_test),
    'staff-email@example.com/true', 'test to the staff member');
  perform tests.as_anon();
  select e into v from jsonb_array_elements(public.email_claim_batch('segredo-do-remetente-de-teste-com-mais-de-32-caracteres')) e
  where (e ->> 'id')::bigint = v_test;
  perform tests.eq(v ->> 'subject', '[Teste] Bem-vinda, Ana', 'test subject');
  perform tests.eq(v #>> '{variables,link_obrigado}', 'http://127.0.0.1:4173/inscricao/obrigado-2?data=exemplo', 'example link');
  perform tests.eq(v ->> 'unsubscribe_token', null::text, 'no unsubscribe in a test');

  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));
  v := public.lead_email_log('ANA951@example.com');
  perform tests.eq(jsonb_array_length(v), 3, 'confirmation, reminder, live');
  assert not (v::text like '%' || (select id from t_ids where name = 'ana_token') || '%'), 'no token in the log';

  v := public.save_launch_classes(951, jsonb_build_array(
    jsonb_build_object('id', (select id from public.launch_classes where lancamento = 951 and position = 2), 'title', 'Aula dois (nova)',
      'starts_at', now() + interval '1 hour', 'live_url', 'https://live.example/novo'),
    jsonb_build_object('title', 'Aula extra', 'starts_at', now() + interval '3 days')));
  perform tests.eq(jsonb_array_length(v), 2, 'classes replaced');
  perform tests.eq(v -> 0 ->> 'title', 'Aula dois (nova)', 'kept by id, first now');
  perform tests.throws($q$select public.save_launch_classes(951, '[{"title": "", "starts_at": "2026-12-01T23:00:00Z"}]')$q$, '22023',
    'Informe o título da aula 1.');
  perform tests.throws($q$select public.save_launch_classes(951, '[{"title": "A", "starts_at": "2026-12-01T23:00:00Z", "live_url": "javascript:x"}]')$q$, '22023',
    'Link inválido: use um endereço http:// ou https://.');
  perform tests.as_superuser();
end
$$;

-- Data-subject tools: the e-mail log is found and exported (no raw token); anonymising cancels what is pending.
do $$
declare
  v jsonb;
  v_pending bigint;
begin
  perform tests.as_anon();
  perform public.register_lead('Helena Apagar', 'helena951@example.com', '11987654330', 'want_to_learn');
  perform tests.as_superuser();
  v_pending := (select id from private.email_outbox where to_email = 'helena951@example.com');
  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));
  v := public.find_data_subject('helena951@example.com');
  perform tests.eq(jsonb_array_length(v -> 'email_outbox'), 1, 'log found');
  perform tests.eq(v -> 'email_outbox' -> 0 ? 'link_token', false, 'no raw token exported');
  v := public.anonymise_data_subject('helena951@example.com');
  perform tests.eq((v ->> 'email_outbox')::int, 1, 'counted');
  perform tests.as_superuser();
  perform tests.eq((select status || '/' || skip_reason from private.email_outbox where id = v_pending), 'skipped/anonymised', 'pending cancelled');
  perform tests.eq((select link_token from private.email_outbox where id = v_pending), null::text, 'token gone');
  assert (select to_email from private.email_outbox where id = v_pending) like 'anonimizado-%@anonimizado.invalid', 'address blanked';
end
$$;

-- The scheduler is set-based: 3,000 leads of one launch become 3,000 rows in one pass (the bench does 100,000).
do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
begin
  insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
    registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
    group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
    lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced)
  values (952, 'Semana Java #952', 'x', 'x', now() + interval '10 hours', now() + interval '12 hours',
    now() + interval '9 days', now() + interval '5 days', 'x', now() + interval '9 days', now() + interval '9 days',
    'https://g.example/1', 'https://g.example/2', 'https://g.example/3', 'https://g.example/4',
    'https://g.example/5', 'https://pay.example/1', 'https://pay.example/2');
  insert into public.leads_lancamento (name, email, programming_experience, track, lancamento)
  select 'Lead ' || g, 'lead' || g || '@s952.example', 'want_to_learn', 'iniciante', 952 from generate_series(1, 3000) g;
  perform tests.as_anon();
  perform tests.eq(public.email_schedule_due(c_secret) >= 3000, true, 'event eve for every lead');
  perform tests.eq(public.email_schedule_due(c_secret), 0, 'and only once');
  perform tests.as_superuser();
  perform tests.eq((select count(*) from private.email_outbox where lancamento = 952 and message_key = 'event_eve'), 3000::bigint, 'rows');
end
$$;
