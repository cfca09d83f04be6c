-- "Aula liberada" (class_replay) to who did not watch a class live, 5 minutes after it ends; "você perdeu a
-- aula" (class_missed) to who watched nothing of it, before the next class (20261127300200_attendance_audiences.sql).
-- Same outbox, lane and send-time checks as the other launch e-mail. Runs as superuser inside a rolled-back
-- transaction; API calls are made as anon.

update public.launches set is_current = false;
insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, is_current)
values (971, 'Semana Java #971', 'x', 'x', now() - interval '3 hours', now() + interval '3 days',
  now() + interval '9 days', now() + interval '5 days', 'x', now() + interval '9 days', now() + interval '9 days',
  'https://g.example/inter', 'https://g.example/ini', 'https://g.example/3', 'https://g.example/4',
  'https://g.example/chat', 'https://pay.example/1', 'https://pay.example/2', true);
-- Class 1 ended 10 minutes ago (120 min long); class 2 starts in 90 minutes.
insert into public.launch_classes (lancamento, position, title, starts_at, live_url) values
  (971, 1, 'Aula um', now() - interval '130 minutes', 'https://youtu.be/abcDEF12345'),
  (971, 2, 'Aula dois', now() + interval '90 minutes', null);
insert into public.leads_lancamento (name, email, programming_experience, track, lancamento) values
  ('Vera Viu', 'viu@aud.example', 'want_to_learn', 'iniciante', 971),
  ('Rita Replay', 'replay@aud.example', 'want_to_learn', 'iniciante', 971),
  ('Nina Nada', 'nada@aud.example', 'want_to_learn', 'iniciante', 971);

select public.set_email_sender_secret('segredo-do-remetente-de-teste-com-mais-de-32-caracteres');
select public.set_attendance_secret('segredo-da-presenca-de-teste-com-mais-de-32-caracteres');

do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v_class1 bigint := (select id from public.launch_classes where lancamento = 971 and position = 1);
  v jsonb;
begin
  perform tests.eq((select count(*) from private.email_messages where lancamento = 971
    and message_key in ('class_replay', 'class_missed')), 2::bigint, 'the launch has the two messages');
  perform tests.eq(private.email_lane('class_replay', false), 'bulk', 'bulk lane');
  -- Vera watched 30 min live; Rita only 10 min of the replay; Nina nothing.
  perform public.record_class_attendance('segredo-da-presenca-de-teste-com-mais-de-32-caracteres', v_class1,
    jsonb_build_array(
      jsonb_build_object('t', (select t.token from private.attendance_tokens t join public.leads_lancamento l
        on l.id = t.lead_id where l.email = 'viu@aud.example'), 'live', 900),
      jsonb_build_object('t', (select t.token from private.attendance_tokens t join public.leads_lancamento l
        on l.id = t.lead_id where l.email = 'replay@aud.example'), 'replay', 600)), null);
  perform tests.as_anon();
  perform public.email_schedule_due(c_secret);
  v := public.email_claim_batch(c_secret, 100);
  perform tests.as_superuser();
  -- "aula liberada": Rita and Nina (did not watch live), not Vera.
  perform tests.eq((select string_agg(e ->> 'to_email', ',' order by e ->> 'to_email') from jsonb_array_elements(v) e
    where e ->> 'message_key' = 'class_replay'), 'nada@aud.example,replay@aud.example', 'replay audience');
  perform tests.eq((select skip_reason from private.email_outbox where message_key = 'class_replay'
    and to_email = 'viu@aud.example'), 'watched_live', 'Vera skipped: watched live');
  -- "você perdeu a aula 1": only Nina (Rita watched the replay), before class 2.
  perform tests.eq((select string_agg(e ->> 'to_email', ',') from jsonb_array_elements(v) e
    where e ->> 'message_key' = 'class_missed'), 'nada@aud.example', 'missed audience');
  perform tests.eq((select e -> 'variables' ->> 'link_aula' from jsonb_array_elements(v) e
    where e ->> 'message_key' = 'class_replay' and e ->> 'to_email' = 'nada@aud.example'),
    (select s.site_url || '/aula?aula=' || v_class1 || '#t=' || t.token from private.email_settings s,
      private.attendance_tokens t join public.leads_lancamento l on l.id = t.lead_id where l.email = 'nada@aud.example'),
    'the replay link is the class page with the lead''s token');
  perform tests.eq((select e ->> 'subject' from jsonb_array_elements(v) e
    where e ->> 'message_key' = 'class_missed'), 'Nina, você perdeu a Aula um', 'subject');
  perform tests.eq((select (e -> 'variables' ->> 'horario_proxima_aula') is not null from jsonb_array_elements(v) e
    where e ->> 'message_key' = 'class_missed'), true, 'next class time');
  -- The default texts pass the variable check.
  perform private.check_email_variables(d.message_key, d.subject, d.body) from private.email_default_messages() d;
end
$$;

-- The send plan knows the replay's deadline: everyone within 15 minutes of the live's end.
do $$
begin
  perform tests.eq((select w.deliver_by - s.send_at from private.email_sends(971) s
    cross join lateral private.email_send_window(s.message_key, s.send_at, s.expires_at) w
    where s.message_key = 'class_replay' limit 1), interval '10 minutes', 'replay deadline');
end
$$;
