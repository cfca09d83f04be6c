-- The outbox's two lanes and the send-time checks in one function
-- (supabase/migrations/20261127100000_email_lanes_skip_reason.sql, docs/email.md "Lanes").
-- A confirmation is claimed before any number of due bulk rows; bulk goes earliest deadline first; a lane's claim never
-- takes the other lane's rows; every key not named transactional is bulk; private.email_skip_reason gives the reasons.

update public.launches set is_current = false;
insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, is_current)
values (952, 'Semana Java #952', 'x', 'x', now() + interval '2 days', now() + interval '2 days 90 minutes',
  now() + interval '9 days', now() + interval '5 days', 'x', now() + interval '9 days', now() + interval '9 days',
  'https://g.example/inter', 'https://g.example/ini', 'https://g.example/3', 'https://g.example/4',
  'https://g.example/chat', 'https://pay.example/1', 'https://pay.example/2', true);
select public.set_email_sender_secret('segredo-do-remetente-de-teste-com-mais-de-32-caracteres');

-- The lane of a key: confirmations and tests transactional, everything else (also keys nobody knows yet) bulk.
do $$
begin
  perform tests.eq(private.email_lane('registration_confirmation', false), 'transactional', 'confirmation');
  perform tests.eq(private.email_lane('waitlist_confirmation', false), 'transactional', 'waitlist confirmation');
  perform tests.eq(private.email_lane('class_reminder', true), 'transactional', 'staff test send');
  perform tests.eq(private.email_lane('class_reminder', false), 'bulk', 'reminder');
  perform tests.eq(private.email_lane('cart_closing', false), 'bulk', 'cart');
  perform tests.eq(private.email_lane('a_key_added_later', false), 'bulk', 'default bulk');
end
$$;

-- 300 due bulk rows (three deadlines), then one registration: the confirmation is claimed first, and alone by its lane.
do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v_msg bigint := (select id from private.email_messages where lancamento = 952 and message_key = 'cart_closing');
  v_late bigint := (select id from private.email_messages where lancamento = 952 and message_key = 'event_eve');
  v jsonb;
begin
  perform tests.as_anon();
  for i in 1..100 loop
    perform public.register_lead('Lead ' || i, 'lead' || i || '-952@example.com', '119876' || lpad(i::text, 5, '0'), 'want_to_learn');
  end loop;
  perform tests.as_superuser();
  -- Their confirmations already went out.
  update private.email_outbox set status = 'sent', link_token = null where lancamento = 952;
  insert into private.email_outbox (email_message_id, lancamento, message_key, lead_id, to_email, dedupe_key, expires_at, next_attempt_at)
  select case when l.id % 3 = 0 then v_msg else v_late end, 952, case when l.id % 3 = 0 then 'cart_closing' else 'event_eve' end,
    l.id, l.email, 'lead:' || l.id, case when l.id % 3 = 0 then now() + interval '1 hour' else now() + interval '1 day' end,
    now() - interval '1 minute'
  from public.leads_lancamento l where l.lancamento = 952;
  perform tests.as_anon();
  perform public.register_lead('Nova Pessoa', 'nova-952@example.com', '11912345678', 'want_to_learn');

  v := public.email_claim_batch(c_secret, 5, 60);
  perform tests.eq(v -> 0 ->> 'message_key', 'registration_confirmation', 'confirmation first although it is the newest');
  perform tests.eq(v -> 0 ->> 'lane', 'transactional', 'its lane');
  perform tests.eq(jsonb_array_length(v), 5, 'then bulk fills the batch');
  perform tests.eq((select count(*)::int from jsonb_array_elements(v) e where e ->> 'message_key' = 'cart_closing'), 4,
    'earliest deadline first within bulk');

  -- A lane's claim takes only that lane.
  perform tests.as_superuser();
  update private.email_outbox set status = 'pending', lease_until = null, attempts = 0 where lancamento = 952 and status = 'sending';
  perform tests.as_anon();
  v := public.email_claim_batch(c_secret, 50, 60, 'bulk');
  perform tests.eq((select count(*)::int from jsonb_array_elements(v) e where e ->> 'lane' = 'bulk'), 50, 'bulk lane: bulk only');
  v := public.email_claim_batch(c_secret, 50, 60, 'transactional');
  perform tests.eq(jsonb_array_length(v), 1, 'transactional lane: the confirmation only');
  perform tests.eq(v -> 0 ->> 'to_email', 'nova-952@example.com', 'the confirmation');
  perform tests.throws($q$select public.email_claim_batch('segredo-do-remetente-de-teste-com-mais-de-32-caracteres', 5, 60, 'urgent')$q$,
    '22023', 'Fila de envio inválida: use transactional ou bulk.');
  perform tests.as_superuser();
end
$$;

-- The send-time checks, one function: each reason for the row as it stands.
do $$
declare
  v_row private.email_outbox;
  v_lead bigint := (select id from public.leads_lancamento where email = 'lead7-952@example.com');
begin
  select * into v_row from private.email_outbox where lead_id = v_lead and message_key <> 'registration_confirmation';
  perform tests.eq(private.email_skip_reason(v_row, now()), null::text, 'sendable');
  perform tests.eq(private.email_skip_reason(v_row, now() + interval '2 days'), 'expired', 'expired');
  update public.leads_lancamento set active = false where id = v_lead;
  perform tests.eq(private.email_skip_reason(v_row, now()), 'unsubscribed', 'unsubscribed');
  update public.leads_lancamento set consent_given = false where id = v_lead;
  perform tests.eq(private.email_skip_reason(v_row, now()), 'no_consent', 'no consent');
  v_row.lead_id := null;
  perform tests.eq(private.email_skip_reason(v_row, now()), 'recipient_removed', 'recipient removed');
  v_row.message_key := 'class_reminder';
  perform tests.eq(private.email_skip_reason(v_row, now()), 'class_removed', 'class removed');
  v_row.is_test := true;
  perform tests.eq(private.email_skip_reason(v_row, now()), null::text, 'tests are never skipped');
end
$$;

-- Due rows per lane (the sender's cron reads them to start consumers): secret-checked, lease-expired rows counted.
do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v jsonb;
begin
  perform tests.as_anon();
  perform tests.throws($q$select public.email_due_counts('errado')$q$, '42501', 'Segredo do remetente de e-mail inválido.');
  v := public.email_due_counts(c_secret);
  perform tests.as_superuser();
  perform tests.eq((v ->> 'transactional')::int, 0, 'the confirmation is being sent');
  perform tests.eq((v ->> 'bulk')::int,
    (select count(*)::int from private.email_outbox where lancamento = 952 and status = 'pending' and message_key <> 'registration_confirmation'),
    'bulk pending rows');
  update private.email_outbox set lease_until = clock_timestamp() - interval '1 second' where to_email = 'nova-952@example.com';
  perform tests.as_anon();
  perform tests.eq((public.email_due_counts(c_secret) ->> 'transactional')::int, 1, 'a lease that ran out is due again');
  perform tests.as_superuser();
end
$$;

-- One-click unsubscribe for the public worker: the token alone (no sender secret), same answers.
do $$
declare
  v_token text := (select pesquisa_hash from public.leads_lancamento where email = 'lead9-952@example.com');
begin
  perform tests.as_anon();
  perform tests.eq(public.email_one_click(v_token), 'cancelled', 'cancelled');
  perform tests.eq(public.email_one_click(v_token), 'already_cancelled', 'idempotent');
  perform tests.eq(public.email_one_click('x'), 'not_found', 'not a token');
  perform tests.eq(public.email_one_click(repeat('a', 32)), 'not_found', 'unknown token');
  perform tests.as_superuser();
  perform tests.eq((select cancelled_by from public.leads_lancamento where email = 'lead9-952@example.com'), 'one_click_email', 'recorded as one-click');
end
$$;

-- Message-IDs of scheduled rows: a random part only (they showed the outbox's row id).
do $$
begin
  perform tests.eq((select bool_and(message_id ~ '^<[A-Za-z0-9_-]{32}@semanajava\.com\.br>$') from private.email_outbox where lancamento = 952),
    true, 'random Message-IDs');
end
$$;

-- A configuration fault of the sender (outcome unsent): the row goes back to pending, the attempt not counted.
do $$
declare
  c_secret constant text := 'segredo-do-remetente-de-teste-com-mais-de-32-caracteres';
  v jsonb;
  v_id bigint;
  v_row private.email_outbox;
begin
  perform tests.as_anon();
  v := public.email_claim_batch(c_secret, 1, 60, 'bulk');
  v_id := (v -> 0 ->> 'id')::bigint;
  v := public.email_report_results(c_secret, jsonb_build_array(jsonb_build_object('id', v_id, 'outcome', 'unsent', 'error', 'AUTH: 535 Authentication Credentials Invalid')));
  perform tests.as_superuser();
  perform tests.eq((v ->> 'retry')::int, 1, 'counted as a retry');
  select * into v_row from private.email_outbox where id = v_id;
  perform tests.eq(v_row.status, 'pending', 'back to pending');
  perform tests.eq(v_row.attempts, 0, 'the attempt is not counted');
  assert v_row.next_attempt_at > now() + interval '50 seconds', 'due again in a minute';
  perform tests.eq(v_row.last_error, 'AUTH: 535 Authentication Credentials Invalid', 'the reason shown');
end
$$;
