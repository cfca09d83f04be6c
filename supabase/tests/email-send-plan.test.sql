-- Sends planned against their deadline (supabase/migrations/20261127100200_email_send_plan.sql).
-- Launch 953 has 100 leads and a class starting in 62 minutes: its reminder's nominal time is 2 minutes from now.

create temporary table t_ids (name text primary key, id text);
grant all on t_ids to authenticated, anon;
insert into auth.users (email, encrypted_password) values ('staff-plan@example.com', 'x');
insert into private.staff (user_id) select id from auth.users where email = 'staff-plan@example.com';
insert into t_ids select 'staff', id::text from auth.users where email = 'staff-plan@example.com';

update public.launches set is_current = false;
insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, is_current)
values (953, 'Semana Java #953', 'x', 'x', now() + interval '2 days', now() + interval '2 days 90 minutes',
  now() + interval '9 days', now() + interval '5 days', 'x', now() + interval '9 days', now() + interval '9 days',
  'https://g.example/inter', 'https://g.example/ini', 'https://g.example/3', 'https://g.example/4',
  'https://g.example/chat', 'https://pay.example/1', 'https://pay.example/2', true);
insert into public.launch_classes (lancamento, position, title, starts_at, live_url) values
  (953, 1, 'Aula do plano', now() + interval '62 minutes', 'https://live.example/1');
insert into public.leads_lancamento (name, email, programming_experience, track, lancamento, pesquisa_hash)
select 'Lead ' || i, 'plano-' || i || '@example.com', 'want_to_learn', 'iniciante', 953, encode(extensions.gen_random_bytes(24), 'hex')
from generate_series(1, 100) i;
insert into public.leads_lancamento (name, email, programming_experience, track, lancamento, pesquisa_hash, active)
values ('Saiu', 'plano-saiu@example.com', 'want_to_learn', 'iniciante', 953, encode(extensions.gen_random_bytes(24), 'hex'), false);
update private.email_messages set paused = (message_key <> 'class_reminder');

-- At 10/s the reminder takes 14 s: it goes at its nominal time, well before its deadline.
do $$
declare
  v record;
begin
  update private.email_settings set messages_per_second = 10;
  select * into v from private.email_send_plan(953) where message_key = 'class_reminder';
  perform tests.eq(v.recipients, 100, 'active leads with consent');
  perform tests.eq(v.duration_seconds, 14, '100 / (10 x 0.72)');
  perform tests.eq(v.start_at, v.nominal_at, 'at its nominal time');
  perform tests.eq(v.fits, true, 'fits');
  perform tests.eq(v.last_leaves_at, v.start_at + interval '14 seconds', 'last message');
  perform tests.eq((select count(*)::int from private.email_due(now()) d where d.lancamento = 953), 0, 'not due yet');
end
$$;

-- At 0.05/s it takes 46 min: it starts early enough (deadline 15 min before the class, 5 min margin), so it is due now.
do $$
declare
  v record;
begin
  update private.email_settings set messages_per_second = 0.05;
  select * into v from private.email_send_plan(953) where message_key = 'class_reminder';
  perform tests.eq(v.duration_seconds, 2778, '100 / (0.05 x 0.72)');
  assert v.start_at < v.nominal_at, 'starts before its nominal time';
  perform tests.eq(v.start_at, v.deliver_by - interval '2778 seconds' - interval '5 minutes', 'deadline - duration - margin');
  perform tests.eq(v.fits, true, 'fits');
  perform tests.eq((select count(*)::int from private.email_due(now()) d where d.lancamento = 953 and d.message_key = 'class_reminder'), 1, 'due now');
end
$$;

-- At 0.01/s it cannot fit however early it may start: the plan says so, with the rate that would.
do $$
declare
  v jsonb;
begin
  update private.email_settings set messages_per_second = 0.01;
  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));
  select e into v from jsonb_array_elements(public.launch_email_plan(953)) e where e ->> 'message_key' = 'class_reminder';
  perform tests.as_superuser();
  perform tests.eq((v ->> 'fits')::boolean, false, 'does not fit');
  perform tests.eq(v ->> 'class_title', 'Aula do plano', 'the class');
  perform tests.eq((v ->> 'start_at')::timestamptz, (v ->> 'earliest_at')::timestamptz, 'as early as it may');
  -- 100 recipients in 55 min (45 min early + 15 min before the class - 5 min margin), at 72 %: 0.04/s -> 1/s.
  perform tests.eq((v ->> 'rate_needed')::int, 1, 'the rate that fits');
  perform tests.eq((v ->> 'recipients')::int, 100, 'recipients');
end
$$;

-- Staff only.
select tests.as_anon();
select tests.throws($$select public.launch_email_plan(953)$$, '42501');
select tests.as_superuser();
