-- Bounces and complaints (supabase/migrations/20261127200100_email_feedback.sql, docs/email.md "Bounces and complaints"): the
-- endpoint's own secret, hard bounces and complaints suppress (skipped 'suppressed' at send time), soft bounces send
-- again, a notification delivered twice counts once, rates per message for staff, the data-subject tools.
-- Runs as superuser inside a rolled-back transaction; API calls are made as anon / authenticated.

create temporary table t_ids (name text primary key, id text);
grant all on t_ids to authenticated, anon;
insert into t_ids values ('staff', tests.create_user('staff-feedback@example.com', true)::text);

update public.launches set is_current = false;
insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, is_current)
values (962, 'Semana Java #962', 'x', 'x', now() + interval '7 days', now() + interval '7 days 90 minutes',
  now() + interval '12 days', now() + interval '10 days', 'x', now() + interval '12 days', now() + interval '12 days',
  'https://g.example/inter', 'https://g.example/ini', 'https://g.example/3', 'https://g.example/4',
  'https://g.example/chat', 'https://pay.example/1', 'https://pay.example/2', true);
select public.set_email_sender_secret('segredo-do-remetente-de-teste-com-mais-de-32-caracteres');
select public.set_email_events_secret('segredo-das-notificacoes-de-teste-com-mais-de-32-caracteres');

-- Three leads registered and confirmed (sent, with the provider's ids).
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.61"}', true);
select tests.as_anon();
select public.register_lead('Hard', 'hard@example.com', '11911110001', 'want_to_learn');
select public.register_lead('Soft', 'soft@example.com', '11911110002', 'want_to_learn');
select public.register_lead('Queixa', 'complaint@example.com', '11911110003', 'want_to_learn');
select tests.as_superuser();
do $$
declare
  v_claim jsonb := public.email_claim_batch('segredo-do-remetente-de-teste-com-mais-de-32-caracteres', 50);
begin
  perform tests.eq(jsonb_array_length(v_claim), 3, 'three claimed');
  perform public.email_report_results('segredo-do-remetente-de-teste-com-mais-de-32-caracteres',
    (select jsonb_agg(jsonb_build_object('id', i -> 'id', 'outcome', 'sent', 'provider_message_id', 'ses-' || (i ->> 'to_email')))
     from jsonb_array_elements(v_claim) i));
end
$$;

-- The secret: the sender's is not this one; visitors and staff cannot record.
insert into t_ids select 'complaint_message_id', message_id from private.email_outbox where to_email = 'complaint@example.com';
select tests.throws($$select public.email_record_feedback('segredo-do-remetente-de-teste-com-mais-de-32-caracteres',
  '{"kind": "bounce", "feedback_id": "f", "recipients": ["hard@example.com"]}')$$, '42501');
select tests.as_anon();
select tests.throws($$select public.email_record_feedback('errado', '{}')$$, '42501');
select tests.throws($$select public.set_email_events_secret('x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x')$$, '42501');
select tests.throws($$select public.email_record_feedback('segredo-das-notificacoes-de-teste-com-mais-de-32-caracteres',
  '{"kind": "delivery", "feedback_id": "f", "recipients": ["hard@example.com"]}')$$, '22023');

-- A hard bounce (by the provider's id), twice (SNS may deliver twice): recorded and suppressed once.
do $$
declare
  v jsonb;
begin
  v := public.email_record_feedback('segredo-das-notificacoes-de-teste-com-mais-de-32-caracteres',
    '{"kind": "bounce", "feedback_id": "fb-1", "provider_message_id": "ses-hard@example.com", "recipients": ["Hard@Example.com"], "detail": "smtp; 550 5.1.1 user unknown"}');
  perform tests.eq(v, '{"recorded": 1, "suppressed": 1, "retried": 0}'::jsonb, 'hard bounce');
  v := public.email_record_feedback('segredo-das-notificacoes-de-teste-com-mais-de-32-caracteres',
    '{"kind": "bounce", "feedback_id": "fb-1", "provider_message_id": "ses-hard@example.com", "recipients": ["hard@example.com"]}');
  perform tests.eq(v, '{"recorded": 0, "suppressed": 0, "retried": 0}'::jsonb, 'a repeat counts once');
  -- A complaint found by our Message-ID (the original headers SES keeps).
  v := public.email_record_feedback('segredo-das-notificacoes-de-teste-com-mais-de-32-caracteres',
    jsonb_build_object('kind', 'complaint', 'feedback_id', 'fb-2', 'provider_message_id', 'unknown-to-us',
      'message_id', (select id from t_ids where name = 'complaint_message_id'),
      'recipients', jsonb_build_array('complaint@example.com')));
  perform tests.eq(v ->> 'suppressed', '1', 'complaint');
  -- A soft bounce: not suppressed, the message goes out again.
  v := public.email_record_feedback('segredo-das-notificacoes-de-teste-com-mais-de-32-caracteres',
    '{"kind": "soft_bounce", "feedback_id": "fb-3", "provider_message_id": "ses-soft@example.com", "recipients": ["soft@example.com"], "detail": "mailbox full"}');
  perform tests.eq(v, '{"recorded": 1, "suppressed": 0, "retried": 1}'::jsonb, 'soft bounce');
end
$$;
select tests.as_superuser();
do $$
begin
  perform tests.eq((select array_agg(email || ':' || reason order by email) from private.email_suppressions),
    array['complaint@example.com:complaint', 'hard@example.com:bounce'], 'suppression list');
  perform tests.eq((select status || ':' || last_error from private.email_outbox where to_email = 'soft@example.com'),
    'pending:mailbox full', 'soft bounce queued again');
  perform tests.eq((select outbox_id is not null from private.email_feedback where feedback_id = 'fb-1'), true, 'row found');
end
$$;

-- The next message to a suppressed address is skipped at send time ('suppressed'); the soft-bounced one goes again.
update private.email_outbox set next_attempt_at = now() where to_email = 'soft@example.com';
insert into private.email_outbox (email_message_id, lancamento, message_key, lead_id, to_email, dedupe_key, message_id)
select m.id, 962, 'event_eve', l.id, l.email, 'lead:' || l.id, '<t-' || l.id || '@x>'
from private.email_messages m, public.leads_lancamento l
where m.lancamento = 962 and m.message_key = 'event_eve' and l.email in ('hard@example.com', 'complaint@example.com', 'soft@example.com');
do $$
declare
  v_claim jsonb := public.email_claim_batch('segredo-do-remetente-de-teste-com-mais-de-32-caracteres', 50);
begin
  perform tests.eq((select array_agg(i ->> 'to_email' || ':' || (i ->> 'message_key') order by i ->> 'to_email', i ->> 'message_key')
    from jsonb_array_elements(v_claim) i),
    array['soft@example.com:event_eve', 'soft@example.com:registration_confirmation'], 'only the soft-bounced address is sent');
  perform tests.eq((select count(*) from private.email_outbox where skip_reason = 'suppressed' and message_key = 'event_eve'),
    2::bigint, 'suppressed at send time');
end
$$;

-- Staff: rates per message against the thresholds.
select tests.as_anon();
select tests.throws($$select public.email_delivery_rates(962)$$, '42501');
select tests.as_user((select id::uuid from t_ids where name = 'staff'));
do $$
declare
  v jsonb := public.email_delivery_rates(962);
  m jsonb := (select x from jsonb_array_elements(v -> 'messages') x where x ->> 'message_key' = 'registration_confirmation');
begin
  perform tests.eq((v ->> 'bounce_threshold')::numeric, 0.05, 'bounce threshold');
  perform tests.eq((v ->> 'complaint_threshold')::numeric, 0.001, 'complaint threshold');
  perform tests.eq(m ->> 'sent', '2', 'sent (the soft-bounced one is pending again)');
  perform tests.eq(m ->> 'bounces', '1', 'bounces');
  perform tests.eq(m ->> 'complaints', '1', 'complaints');
  perform tests.eq((m ->> 'bounce_rate')::numeric, 0.5, 'bounce rate');
  -- The data subject: exported with the suppression; anonymised, the address goes and the suppression stays.
  perform tests.eq(public.find_data_subject('hard@example.com', null, true) -> 'email_suppressions' -> 0 ->> 'reason',
    'bounce', 'export');
  perform tests.eq(public.anonymise_data_subject('hard@example.com') ->> 'email_suppressions', '1', 'anonymised');
end
$$;
select tests.as_superuser();
do $$
begin
  perform tests.eq((select email from private.email_suppressions where email_sha256 = private.email_digest('hard@example.com')),
    null::text, 'address cleared');
  perform tests.eq((select count(*) from private.email_suppressions where email_sha256 = private.email_digest('hard@example.com')),
    1::bigint, 'still suppressed');
  perform tests.eq((select count(*) from public.leads_lancamento where email = 'hard@example.com'), 0::bigint,
    'the lead anonymised by the earlier steps too');
end
$$;
