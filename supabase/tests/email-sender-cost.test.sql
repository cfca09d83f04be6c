-- What the sender's database calls cost per message and per poll, counted with track_functions in this
-- transaction (pg_stat_xact_user_functions).
-- - 20261129250000_email_claim_values_once.sql: a claim computes each claimed row's values (private.email_outbox_values)
--   once, not once for the subject and again for the item (at 200 messages a second the claim was most of the
--   database's work).
-- - 20261130100000_email_claim_launch_values_once.sql: what depends only on the launch (its texts, class lines,
--   calendar link) or the class (title, times, page) is computed once per claim, not once per claimed row; per row only
--   the recipient's own values; and the send-time checks of a claim in one set-based call
--   (private.email_skip_reasons), not one call per row, each planned again.
-- - 20261130100100_email_due_counts_capped.sql: the dispatch's due counts (every poll while a send drains) stop at
--   25,000 rows per lane (the most the dispatch can use).
-- - 20261129250100_email_due_plan_once.sql: the cron's due check (private.email_due) computes the send plan once per
--   call, not once per send waiting for its planned start (seconds per call at 100,000 leads: docs/performance.md).

update public.launches set is_current = false;
insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, is_current)
values (953, 'Semana Java #953', 'x', 'x', now() + interval '2 days', now() + interval '2 days 90 minutes',
  now() + interval '9 days', now() + interval '5 days', 'x', now() + interval '9 days', now() + interval '9 days',
  'https://g.example/inter', 'https://g.example/ini', 'https://g.example/3', 'https://g.example/4',
  'https://g.example/chat', 'https://pay.example/1', 'https://pay.example/2', true);
select public.set_email_sender_secret('segredo-do-remetente-de-teste-com-mais-de-32-caracteres');
select public.set_email_settings('{"site_url": "https://semanajava.example"}');

do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v_msg bigint := (select id from private.email_messages where lancamento = 953 and message_key = 'event_eve');
  v jsonb;
  v_calls bigint;
begin
  insert into public.leads_lancamento (name, email, programming_experience, track, lancamento, pesquisa_hash)
  select 'Lead ' || i, 'lead' || i || '-953@example.com', 'want_to_learn', 'iniciante', 953,
    encode(extensions.gen_random_bytes(24), 'hex')
  from generate_series(1, 30) i;
  insert into private.email_outbox (email_message_id, lancamento, message_key, lead_id, to_email, dedupe_key, expires_at,
    next_attempt_at)
  select v_msg, 953, 'event_eve', l.id, l.email, 'lead:' || l.id, now() + interval '1 day', now() - interval '1 minute'
  from public.leads_lancamento l where l.lancamento = 953;

  set local track_functions = 'all';
  perform tests.as_anon();
  v := public.email_claim_batch(c_secret, 20, 60, 'bulk');
  perform tests.as_superuser();
  perform tests.eq(jsonb_array_length(v), 20, 'twenty rows claimed');
  select coalesce(sum(f.calls), 0) into v_calls from pg_stat_xact_user_functions f
  where f.schemaname = 'private' and f.funcname = 'email_outbox_values_of';
  perform tests.eq(v_calls::int, 1, 'the values of the claimed rows computed in one call');
  select coalesce(sum(f.calls), 0) into v_calls from pg_stat_xact_user_functions f
  where f.schemaname = 'private' and f.funcname = 'email_calendar_url';
  perform tests.eq(v_calls::int, 1, 'the launch''s calendar link built once for the batch, not once per row');
  select coalesce(sum(f.calls), 0) into v_calls from pg_stat_xact_user_functions f
  where f.schemaname = 'private' and f.funcname = 'email_class_lines';
  perform tests.eq(v_calls::int, 2, 'the class lines built once for {{datas_aulas}} and once in the calendar link');
  select coalesce(sum(f.calls), 0) into v_calls from pg_stat_xact_user_functions f
  where f.schemaname = 'private' and f.funcname = 'email_recipient_values';
  perform tests.eq(v_calls::int, 20, 'the recipient''s own values per row');
  select coalesce(sum(f.calls), 0) into v_calls from pg_stat_xact_user_functions f
  where f.schemaname = 'private' and f.funcname = 'email_skip_reasons';
  perform tests.eq(v_calls::int, 1, 'the send-time checks of the batch in one call');
  select coalesce(sum(f.calls), 0) into v_calls from pg_stat_xact_user_functions f
  where f.schemaname = 'private' and f.funcname = 'email_skip_reason';
  perform tests.eq(v_calls::int, 0, 'no per-row check');
  -- ... and used for both: the subject is filled from the same values the item carries.
  perform tests.eq(v -> 0 ->> 'subject', 'É amanhã: a Semana Java #953 começa ' || (v -> 0 -> 'variables' ->> 'data_evento'),
    'subject from the values');
  perform tests.eq(v -> 0 -> 'variables' ->> 'link_descadastro',
    'https://semanajava.example/descadastro?hash=' || (select pesquisa_hash from public.leads_lancamento
      where id = (select lead_id from private.email_outbox where id = (v -> 0 ->> 'id')::bigint)), 'the lead''s link');
end
$$;

-- Two classes in one claim: each class's part once, each row with its own class's title and page, the lead's token.
do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v_msg bigint := (select id from private.email_messages where lancamento = 953 and message_key = 'class_reminder');
  v_classes bigint[];
  v jsonb;
  v_item jsonb;
  v_row private.email_outbox;
  v_calls bigint;
begin
  update private.email_outbox set status = 'skipped', skip_reason = 'expired', link_token = null
  where lancamento = 953 and status = 'pending';
  with c as (
    insert into public.launch_classes (lancamento, position, title, starts_at, live_url)
    select 953, 10 + i, 'Aula dupla ' || i, now() + make_interval(days => i), 'https://live.example/d' || i
    from generate_series(1, 2) i returning id)
  select array_agg(id order by id) into v_classes from c;
  insert into private.attendance_tokens (lead_id) select l.id from public.leads_lancamento l where l.lancamento = 953
  on conflict do nothing;
  insert into private.email_outbox (email_message_id, lancamento, message_key, class_id, lead_id, to_email, dedupe_key,
    expires_at, next_attempt_at)
  select v_msg, 953, 'class_reminder', v_classes[1 + l.id % 2], l.id, l.email, 'lead:' || l.id || ':' || v_classes[1 + l.id % 2],
    now() + interval '1 day', now() - interval '1 minute'
  from public.leads_lancamento l where l.lancamento = 953 and l.id % 3 = 0;

  set local track_functions = 'all';
  perform tests.as_anon();
  v := public.email_claim_batch(c_secret, 8, 60, 'bulk');
  perform tests.as_superuser();
  perform tests.eq(jsonb_array_length(v), 8, 'eight rows of two classes claimed');
  select coalesce(sum(f.calls), 0) into v_calls from pg_stat_xact_user_functions f
  where f.schemaname = 'private' and f.funcname = 'email_class_values';
  perform tests.eq(v_calls::int, 2, 'each class''s part once');
  for v_item in select * from jsonb_array_elements(v) loop
    select * into v_row from private.email_outbox where id = (v_item ->> 'id')::bigint;
    perform tests.eq(v_item -> 'variables' ->> 'titulo_aula',
      (select title from public.launch_classes where id = v_row.class_id), 'the row''s own class title');
    perform tests.eq(v_item -> 'variables' ->> 'link_aula',
      'https://semanajava.example/aula?aula=' || v_row.class_id || '#t='
        || (select token from private.attendance_tokens where lead_id = v_row.lead_id), 'the row''s class page, lead''s token');
    -- The same values as one row alone (email_outbox_values, as the staff pages and tests read them).
    perform tests.eq((v_item -> 'variables')::text, private.email_outbox_values(v_row.id)::text, 'same as one row alone');
  end loop;
end
$$;

do $$
declare
  v_calls bigint;
begin
  -- Three classes in 2-4 h: their reminders and "ao vivo" sends are within the due check's 6 h and not yet at their
  -- nominal time, so each needs the plan to know whether it starts early.
  insert into public.launch_classes (lancamento, position, title, starts_at, live_url)
  select 953, i, 'Aula ' || i, now() + make_interval(hours => 1 + i), 'https://live.example/' || i
  from generate_series(1, 3) i;
  set local track_functions = 'all';
  perform count(*) from private.email_due(now());
  select coalesce(sum(f.calls), 0) into v_calls from pg_stat_xact_user_functions f
  where f.schemaname = 'private' and f.funcname = 'email_send_plan';
  perform tests.eq(v_calls::int, 1, 'one plan per due check');
end
$$;

-- The dispatch's due counts, read every poll while a send drains: exact below 25,000 rows a lane, 25,000 above.
do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v_msg bigint := (select id from private.email_messages where lancamento = 953 and message_key = 'cart_open');
  v jsonb;
begin
  update private.email_outbox set status = 'skipped', skip_reason = 'expired', link_token = null, lease_until = null
  where status in ('pending', 'sending');
  insert into private.email_outbox (email_message_id, lancamento, message_key, to_email, dedupe_key, next_attempt_at)
  select v_msg, 953, 'cart_open', 'due' || i || '@example.com', 'due:' || i, now() - interval '1 minute'
  from generate_series(1, 40) i;
  perform tests.as_anon();
  v := public.email_due_counts(c_secret);
  perform tests.as_superuser();
  perform tests.eq((v ->> 'bulk')::int, 40, 'forty bulk rows due');

  -- Past the most the dispatch can use (50 chains of 500 rows), the count stops.
  insert into private.email_outbox (email_message_id, lancamento, message_key, to_email, dedupe_key, next_attempt_at)
  select v_msg, 953, 'cart_open', 'due' || i || '@example.com', 'due:' || i, now() - interval '1 minute'
  from generate_series(41, 25010) i;
  perform tests.as_anon();
  v := public.email_due_counts(c_secret);
  perform tests.as_superuser();
  perform tests.eq((v ->> 'bulk')::int, 25000, 'counted up to 25,000');
  perform tests.eq((v ->> 'transactional')::int, 0, 'no confirmation due');
end
$$;

-- A report finds its rows by id, whatever the statistics say: here they were taken while every row was pending (how a
-- bulk send starts), then 600 rows were leased; the report of one of them reads nothing through the lease index
-- (before 20261130200000_email_report_by_id.sql every report read all 600 through it).
analyze private.email_outbox;
do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v_id bigint;
  v_scans_before bigint;
  v_scans_after bigint;
  v jsonb;
begin
  update private.email_outbox set status = 'sending', lease_until = now() + interval '5 minutes', attempts = 1
  where id in (select id from private.email_outbox where status = 'pending' order by id limit 600);
  select min(id) into v_id from private.email_outbox where status = 'sending';
  select pg_stat_get_xact_numscans('private.email_outbox_lease_idx'::regclass) into v_scans_before;
  perform tests.as_anon();
  v := public.email_report_results(c_secret, jsonb_build_array(jsonb_build_object('id', v_id, 'outcome', 'sent')));
  perform tests.as_superuser();
  select pg_stat_get_xact_numscans('private.email_outbox_lease_idx'::regclass) into v_scans_after;
  perform tests.eq((v ->> 'sent')::int, 1, 'the reported row sent');
  perform tests.eq(v_scans_after - v_scans_before, 0::bigint, 'no read through the lease index for a report');
  perform tests.eq((select count(*) from private.email_outbox where status = 'sending')::int, 599, 'the others still leased');
end
$$;
