-- 20261128300000_email_functions_combined.sql: after every migration, the e-mail functions carry the cases of every
-- branch (the greeting rule and suppression, the recovery messages, the class audiences), and a
-- new launch can still be created. Runs as superuser inside a rolled-back transaction.

update public.launches set is_current = false;
-- A launch created after every migration (before the combined one, the class audience defaults broke the insert).
insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, is_current)
values (981, 'Semana Java #981', 'x', 'x', now() - interval '3 hours', now() + interval '3 days',
  now() + interval '9 days', now() + interval '5 days', 'x', now() + interval '9 days', now() + interval '9 days',
  'https://g.example/inter', 'https://g.example/ini', 'https://g.example/3', 'https://g.example/4',
  'https://g.example/chat', 'https://pay.example/1?off=abc', 'https://pay.example/2', true);
insert into public.launch_classes (lancamento, position, title, starts_at, live_url) values
  (981, 1, 'Aula um', now() - interval '130 minutes', 'https://youtu.be/abcDEF12345'),
  (981, 2, 'Aula dois', now() + interval '90 minutes', null);
insert into public.leads_lancamento (name, email, programming_experience, track, lancamento) values
  ('www.spam.example', 'link@comb.example', 'want_to_learn', 'iniciante', 981),
  ('Bia Bloqueada', 'bounced@comb.example', 'want_to_learn', 'iniciante', 981),
  ('Vera Viu', 'viu@comb.example', 'want_to_learn', 'iniciante', 981);
insert into private.email_suppressions (email, email_sha256, reason)
values ('bounced@comb.example', private.email_digest('bounced@comb.example'), 'bounce');

select public.set_email_sender_secret('segredo-do-remetente-de-teste-com-mais-de-32-caracteres');
select public.set_attendance_secret('segredo-da-presenca-de-teste-com-mais-de-32-caracteres');

do $$
declare
  v_keys text[] := private.email_message_keys();
  v_reasons text := (select pg_catalog.pg_get_constraintdef(c.oid) from pg_catalog.pg_constraint c
    where c.conrelid = 'private.email_outbox'::regclass and c.conname = 'email_outbox_skip_reason_check');
  v_reason text;
begin
  -- Every key of every branch, and every launch has every message.
  perform tests.eq(pg_catalog.array_length(v_keys, 1), 15, 'fifteen keys');
  perform tests.eq(v_keys @> array['recovery_abandoned_1', 'recovery_pix', 'class_replay', 'class_missed'], true, 'keys');
  perform tests.eq((select count(*) from private.email_messages where lancamento = 981), 15::bigint, 'new launch: 15');
  perform tests.eq((select count(*) from public.launches l where (select count(*) from private.email_messages m
    where m.lancamento = l.lancamento) <> 15), 0::bigint, 'every launch: 15');
  -- The check constraint enumerates every skip reason.
  foreach v_reason in array array['unsubscribed', 'no_consent', 'expired', 'anonymised', 'recipient_removed',
    'class_removed', 'client_cap', 'site_budget', 'suppressed', 'settled', 'watched_live', 'watched_class'] loop
    perform tests.eq(pg_catalog.strpos(v_reasons, '''' || v_reason || '''') > 0, true, 'constraint lists ' || v_reason);
  end loop;
  -- The one list of variables: recovery and class variables side by side.
  perform tests.eq((select array_agg(v.name order by v.name) from private.email_variable_list() v
    where v.name in ('link_checkout', 'vencimento', 'horario_proxima_aula')),
    array['horario_proxima_aula', 'link_checkout', 'vencimento'], 'variables');
  perform tests.eq((select v.message_keys from private.email_variable_list() v where v.name = 'link_aula'),
    array['class_reminder', 'class_live', 'class_replay', 'class_missed'], 'link_aula in the class messages');
  -- The greeting rule survives the class audiences' email_values: a link-like name is not greeted.
  perform tests.eq(private.email_values(981, null, 'www.spam.example', 'iniciante', null, null) ? 'primeiro_nome',
    false, 'no greeting for a link-like name');
  perform tests.eq(private.email_values(981, null, 'Vera Viu', 'iniciante', null, null) ->> 'primeiro_nome', 'Vera',
    'greeting');
end
$$;

-- Send time: Vera watched class 1 live; the link-like name is greeted with nothing; the bounced address is suppressed.
do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v_class1 bigint := (select id from public.launch_classes where lancamento = 981 and position = 1);
  v jsonb;
begin
  perform public.record_class_attendance('segredo-da-presenca-de-teste-com-mais-de-32-caracteres', v_class1,
    jsonb_build_array(jsonb_build_object('t', (select t.token from private.attendance_tokens t
      join public.leads_lancamento l on l.id = t.lead_id where l.email = 'viu@comb.example'), 'live', 900)), null);
  perform tests.as_anon();
  perform public.email_schedule_due(c_secret);
  v := public.email_claim_batch(c_secret, 100);
  perform tests.as_superuser();
  perform tests.eq((select string_agg(e ->> 'to_email', ',') from jsonb_array_elements(v) e
    where e ->> 'message_key' = 'class_replay'), 'link@comb.example', 'replay: only who neither watched nor bounced');
  perform tests.eq((select skip_reason from private.email_outbox where message_key = 'class_replay'
    and to_email = 'viu@comb.example'), 'watched_live', 'watched live');
  perform tests.eq((select skip_reason from private.email_outbox where message_key = 'class_replay'
    and to_email = 'bounced@comb.example'), 'suppressed', 'suppressed');
  perform tests.eq((select e ->> 'subject' from jsonb_array_elements(v) e
    where e ->> 'message_key' = 'class_missed' and e ->> 'to_email' = 'link@comb.example'),
    'Você perdeu a Aula um', 'class_missed subject without the link-like name');
  perform tests.eq((select e -> 'variables' ->> 'link_aula' like '%/aula?aula=' || v_class1 || '#t=%'
    from jsonb_array_elements(v) e where e ->> 'message_key' = 'class_replay'), true, 'personal class link');
end
$$;

-- A recovery row still gets its checkout link and due date next to the class values.
do $$
declare
  v_lead bigint := (select id from public.leads_lancamento where email = 'viu@comb.example');
  v_msg bigint := (select id from private.email_messages where lancamento = 981 and message_key = 'recovery_abandoned_1');
  v_id bigint;
begin
  insert into private.email_outbox (email_message_id, lancamento, message_key, lead_id, to_email, dedupe_key)
  values (v_msg, 981, 'recovery_abandoned_1', v_lead, 'viu@comb.example', 'comb:1') returning id into v_id;
  perform tests.eq(private.email_outbox_values(v_id) ->> 'link_checkout', 'https://pay.example/1?off=abc',
    'recovery link_checkout');
  perform tests.eq(private.email_outbox_values(v_id) ->> 'primeiro_nome', 'Vera', 'recovery greeting');
end
$$;
