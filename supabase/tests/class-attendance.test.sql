-- The class page's facts, the per-lead attendance token, the class links in the messages and on the
-- thank-you page, attendance written by the edge (secret, bounded, only real tokens of the class's launch, consent),
-- staff reads, the LGPD export and anonymisation (supabase/migrations/20261127300000_class_attendance.sql).
-- Runs as superuser inside a rolled-back transaction; API calls are made as anon / authenticated.

create temporary table t_ids (name text primary key, id text);
grant all on t_ids to authenticated, anon;

insert into t_ids values ('staff', tests.create_user('staff-attendance@example.com', true)::text);
insert into t_ids values ('user', tests.create_user('user-attendance@example.com', false)::text);

update public.launches set is_current = false;
insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, is_current)
select n, 'Semana Java #' || n, 'x', 'x', now() - interval '1 hour', now() + interval '3 days',
  now() + interval '9 days', now() + interval '5 days', 'x', now() + interval '9 days', now() + interval '9 days',
  'https://g.example/inter', 'https://g.example/ini', 'https://g.example/3', 'https://g.example/4',
  'https://g.example/chat', 'https://pay.example/1', 'https://pay.example/2', n = 961
from (values (961), (962)) v(n);
insert into public.launch_classes (lancamento, position, title, starts_at, live_url) values
  (961, 1, 'Aula um', now() - interval '10 minutes', 'https://www.youtube.com/watch?v=abcDEF12345&t=1'),
  (961, 2, 'Aula dois', now() + interval '1 day', 'https://youtu.be/ZYX98765432'),
  (962, 1, 'Outra aula', now() - interval '10 minutes', null);
insert into t_ids select 'class1', id::text from public.launch_classes where lancamento = 961 and position = 1;
insert into t_ids select 'class2', id::text from public.launch_classes where lancamento = 961 and position = 2;
insert into t_ids select 'other_class', id::text from public.launch_classes where lancamento = 962;

insert into public.leads_lancamento (name, email, programming_experience, track, lancamento, consent_given) values
  ('Maria Presente', 'maria@att.example', 'want_to_learn', 'iniciante', 961, true),
  ('João Ausente', 'joao@att.example', 'want_to_learn', 'iniciante', 961, true),
  ('Sem Consentimento', 'semconsent@att.example', 'want_to_learn', 'iniciante', 961, false),
  ('Outro Lançamento', 'outro@att.example', 'want_to_learn', 'iniciante', 962, true);
insert into t_ids select 'maria', id::text from public.leads_lancamento where email = 'maria@att.example';
insert into t_ids select 'joao', id::text from public.leads_lancamento where email = 'joao@att.example';
insert into t_ids select 'noconsent', id::text from public.leads_lancamento where email = 'semconsent@att.example';
insert into t_ids select 'other', id::text from public.leads_lancamento where email = 'outro@att.example';

select public.set_attendance_secret('segredo-da-presenca-de-teste-com-mais-de-32-caracteres');

-- The class page's facts: the video id comes from the live link; anon reads them, never the live link.
do $$
begin
  perform tests.eq((select video_id from public.launch_classes where title = 'Aula um'), 'abcDEF12345', 'watch?v=');
  perform tests.eq((select video_id from public.launch_classes where title = 'Aula dois'), 'ZYX98765432', 'youtu.be');
  perform tests.eq((select video_id from public.launch_classes where title = 'Outra aula'), null::text, 'no link');
end
$$;
select tests.as_anon();
do $$ begin perform tests.eq((select count(*) from public.launch_classes
  where lancamento = 961 and video_id is not null and duration_minutes = 120), 2::bigint, 'anon reads page facts'); end $$;
select tests.throws($$select live_url from public.launch_classes$$, '42501');
select tests.throws($$select public.save_class_page(1, '{}')$$, '42501');
select tests.as_superuser();

-- Staff set the offer window and the replay's end; wrong windows are refused in Portuguese.
select tests.as_user((select id::uuid from t_ids where name = 'staff'));
do $$
declare v jsonb;
begin
  v := public.save_class_page((select id::bigint from t_ids where name = 'class1'),
    '{"duration_minutes": 90, "offer_from_minute": 5, "offer_to_minute": 60, "replay_until": "2099-01-01T00:00:00Z"}');
  perform tests.eq(v ->> 'offer_from_minute', '5', 'offer window saved');
  perform tests.eq((v ->> 'duration_minutes')::int, 90, 'duration saved');
end
$$;
select tests.throws($$select public.save_class_page((select id::bigint from t_ids where name = 'class1'),
  '{"offer_from_minute": 30, "offer_to_minute": 10}')$$, '22023',
  'A janela da oferta precisa de um início antes do fim (em minutos da aula).');
select tests.throws($$select public.save_class_page((select id::bigint from t_ids where name = 'class1'),
  '{"duration_minutes": 5}')$$, '22023', 'A duração da aula vai de 10 a 600 minutos.');
select tests.as_user((select id::uuid from t_ids where name = 'user'));
select tests.throws($$select public.save_class_page((select id::bigint from t_ids where name = 'class1'), '{}')$$,
  '42501', 'Acesso restrito à equipe.');
select tests.as_superuser();

-- Every lead has one attendance token of its own: 192 random bits, url-safe, distinct from its other tokens.
do $$
begin
  perform tests.eq((select count(*) from private.attendance_tokens t join t_ids i on i.id::bigint = t.lead_id
    where i.name in ('maria', 'joao', 'noconsent', 'other')), 4::bigint, 'a token per lead');
  perform tests.eq((select bool_and(private.is_token(t.token) and length(t.token) = 32 and t.token <> l.pesquisa_hash)
    from private.attendance_tokens t join public.leads_lancamento l on l.id = t.lead_id), true, 'token shape');
end
$$;
select tests.as_anon();
select tests.throws($$select * from private.attendance_tokens$$, '42501');
select tests.throws($$select * from private.class_attendance$$, '42501');
select tests.as_superuser();

-- {{link_aula}} is the class page with the lead's token (the messages no longer link YouTube directly).
do $$
declare
  v_id bigint;
  v jsonb;
begin
  insert into private.email_outbox (email_message_id, lancamento, message_key, class_id, lead_id, to_email, dedupe_key)
  select m.id, 961, 'class_live', (select id::bigint from t_ids where name = 'class1'),
    (select id::bigint from t_ids where name = 'maria'), 'maria@att.example', 'test-link-aula'
  from private.email_messages m where m.lancamento = 961 and m.message_key = 'class_live'
  returning id into v_id;
  v := private.email_outbox_values(v_id);
  perform tests.eq(v ->> 'link_aula', (select s.site_url from private.email_settings s) || '/aula?aula='
    || (select id from t_ids where name = 'class1') || '#t='
    || (select t.token from private.attendance_tokens t where t.lead_id = (select id::bigint from t_ids where name = 'maria')),
    'class link with the token');
  perform tests.eq(position('youtube' in v::text), 0, 'no YouTube link in the message');
end
$$;

-- The thank-you page's context carries the token (only to the holder of the registration's token).
do $$
declare
  v_token text := private.new_token();
begin
  insert into private.registration_attempts (lead_id, token_digest, first_name, track)
  values ((select id::bigint from t_ids where name = 'maria'), private.token_digest(v_token), 'Maria', 'iniciante');
  insert into t_ids values ('thank_you_token', v_token);
  insert into t_ids select 'maria_token', t.token from private.attendance_tokens t
  where t.lead_id = (select id::bigint from t_ids where name = 'maria');
  insert into t_ids select 'joao_token', t.token from private.attendance_tokens t
  where t.lead_id = (select id::bigint from t_ids where name = 'joao');
end
$$;
select tests.as_anon();
do $$
begin
  perform tests.eq((select attendance_token from public.get_survey_context((select id from t_ids where name = 'thank_you_token'))),
    (select id from t_ids where name = 'maria_token'), 'thank-you context');
  perform tests.eq((select count(*) from public.get_survey_context('naoexistenaoexistenaoexiste')), 0::bigint, 'unknown');
end
$$;
select tests.as_superuser();

-- Attendance from the edge: secret required; real tokens of the class's launch only; consent; capped; added up.
select tests.as_anon();
select tests.throws($$select public.record_class_attendance('errado-errado-errado-errado-errado-errado', 1, '[]', null)$$,
  '42501', 'Segredo da presença inválido.');
select tests.throws($$select public.record_class_attendance(null, 1, '[]', null)$$, '42501');
select tests.as_superuser();
do $$
declare
  c_secret constant text := 'segredo-da-presenca-de-teste-com-mais-de-32-caracteres';
  v_class bigint := (select id::bigint from t_ids where name = 'class1');
  tok_maria text := (select token from private.attendance_tokens where lead_id = (select id::bigint from t_ids where name = 'maria'));
  tok_none text := (select token from private.attendance_tokens where lead_id = (select id::bigint from t_ids where name = 'noconsent'));
  tok_other text := (select token from private.attendance_tokens where lead_id = (select id::bigint from t_ids where name = 'other'));
  tok_survey text := (select pesquisa_hash from public.leads_lancamento where email = 'joao@att.example');
  v jsonb;
begin
  perform tests.as_anon();
  v := public.record_class_attendance(c_secret, v_class, jsonb_build_array(
    jsonb_build_object('t', tok_maria, 'live', 120, 'replay', 0, 'offer', 30),
    jsonb_build_object('t', tok_none, 'live', 300),
    jsonb_build_object('t', tok_other, 'live', 300),
    jsonb_build_object('t', 'forjadoforjadoforjadoforjado123', 'live', 300),
    jsonb_build_object('t', tok_survey, 'live', 300),
    jsonb_build_object('live', 300)),
    '{"viewers_now": 7, "viewers_total": 9, "anonymous_total": 2}');
  perform tests.eq(v, '{"recorded": 1, "ignored": 5}'::jsonb, 'only the real token of this launch with consent');
  v := public.record_class_attendance(c_secret, v_class, jsonb_build_array(
    jsonb_build_object('t', tok_maria, 'live', 5000, 'replay', 60, 'offer', 10)), null);
  perform tests.as_superuser();
  perform tests.eq((select array[live_seconds, replay_seconds, offer_seconds, writes] from private.class_attendance
    where class_id = v_class), array[1020, 60, 40, 2], 'added up, each flush capped at 900 s');
  perform tests.eq((select count(*) from private.class_attendance), 1::bigint, 'nobody else changed');
  perform tests.eq((select array[viewers_now, viewers_total, anonymous_total] from private.class_audience
    where class_id = v_class), array[7, 9, 2], 'audience');
  -- A token of launch 962's lead reported for its own class is recorded there, not here.
  perform tests.as_anon();
  v := public.record_class_attendance(c_secret, (select id::bigint from t_ids where name = 'other_class'),
    jsonb_build_array(jsonb_build_object('t', tok_maria, 'live', 60), jsonb_build_object('t', tok_other, 'live', 60)), null);
  perform tests.eq(v ->> 'recorded', '1', 'a token counts only for its own launch');
  perform tests.as_superuser();
end
$$;

-- The LGPD export lists the attendance; anonymisation erases it and the token.
select tests.as_user((select id::uuid from t_ids where name = 'staff'));
do $$
declare v jsonb;
begin
  v := public.find_data_subject('maria@att.example');
  perform tests.eq(jsonb_array_length(v -> 'class_attendance'), 1, 'export lists attendance');
  perform tests.eq((v -> 'class_attendance' -> 0 ->> 'live_seconds')::int, 1020, 'with its minutes');
  v := public.anonymise_data_subject('maria@att.example');
  perform tests.eq((v ->> 'class_attendance')::int, 1, 'anonymisation counts it');
end
$$;
select tests.as_superuser();
do $$
begin
  perform tests.eq((select count(*) from private.class_attendance
    where lead_id = (select id::bigint from t_ids where name = 'maria')), 0::bigint, 'attendance erased');
  perform tests.eq((select count(*) from private.attendance_tokens
    where lead_id = (select id::bigint from t_ids where name = 'maria')), 0::bigint, 'token erased');
end
$$;

-- What staff see: per class, per campaign, the CSV rows, the hot board's leads; never anon or a non-staff user.
do $$
declare
  c_secret constant text := 'segredo-da-presenca-de-teste-com-mais-de-32-caracteres';
  v jsonb;
begin
  update public.leads_lancamento set utm_source = 'FB', utm_campaign = 'camp|123', utm_content = 'ad|9'
  where email = 'joao@att.example';
  perform tests.as_anon();
  perform public.record_class_attendance(c_secret, (select id::bigint from t_ids where name = 'class1'),
    jsonb_build_array(jsonb_build_object('t', (select id from t_ids where name = 'joao_token'), 'live', 600, 'offer', 120)),
    '{"viewers_now": 3, "viewers_total": 5, "anonymous_total": 1}');
  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));
  v := public.launch_attendance(961);
  perform tests.eq((v ->> 'registered')::int, 3, 'registrants of the launch');
  perform tests.eq(v -> 'classes' -> 0 ->> 'watched_live', '1', 'watched class 1 live');
  perform tests.eq(v -> 'classes' -> 0 ->> 'saw_offer', '1', 'saw the offer');
  perform tests.eq(v -> 'classes' -> 0 ->> 'live_minutes', '10', 'minutes live');
  perform tests.eq(v -> 'classes' -> 0 ->> 'viewers_now', '3', 'viewers now');
  perform tests.eq(v -> 'classes' -> 1 ->> 'watched_live', '0', 'class 2 not yet');
  perform tests.eq((select e ->> 'attendance_rate' from jsonb_array_elements(v -> 'campaigns') e
    where e ->> 'utm_campaign' = 'camp|123'), '100.0', 'attendance rate of the campaign');
  v := public.launch_attendance(961, 'FB', null);
  perform tests.eq((v ->> 'registered')::int, 1, 'filtered by source');
  v := public.launch_attendance_rows(961);
  perform tests.eq(jsonb_array_length(v), 1, 'one CSV row (Maria was anonymised)');
  perform tests.eq(v -> 0 ->> 'email', 'joao@att.example', 'its lead');
  v := public.lead_attendance(961, array['joao@att.example', 'ninguem@att.example']);
  perform tests.eq(v, '[{"email": "joao@att.example", "classes": [{"position": 1, "saw_offer": true, "live_minutes": 10, "replay_minutes": 0}]}]'::jsonb,
    'hot board');
  perform tests.as_superuser();
end
$$;
select tests.as_user((select id::uuid from t_ids where name = 'user'));
select tests.throws($$select public.launch_attendance(961)$$, '42501', 'Acesso restrito à equipe.');
select tests.throws($$select public.launch_attendance_rows(961)$$, '42501', 'Acesso restrito à equipe.');
select tests.throws($$select public.lead_attendance(961, array['joao@att.example'])$$, '42501', 'Acesso restrito à equipe.');
select tests.as_anon();
select tests.throws($$select public.launch_attendance(961)$$, '42501');
select tests.as_superuser();
