-- E-mail abuse (supabase/migrations/20261127200000_email_abuse.sql, docs/email.md "Abuse"): addresses checked as mail
-- software reads them, names that look like links never greeted, confirmations capped per client address and per
-- minute for the site (held back with the reason, listed for staff), site_url https except on loopback.
-- Runs as superuser inside a rolled-back transaction; API calls are made as anon / authenticated.

create temporary table t_ids (name text primary key, id text);
grant all on t_ids to authenticated, anon;
insert into t_ids values ('staff', tests.create_user('staff-abuse@example.com', true)::text);

update public.launches set is_current = false;
insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, is_current)
values (961, 'Semana Java #961', 'x', 'x', now() + interval '7 days', now() + interval '7 days 90 minutes',
  now() + interval '12 days', now() + interval '10 days', 'x', now() + interval '12 days', now() + interval '12 days',
  'https://g.example/inter', 'https://g.example/ini', 'https://g.example/3', 'https://g.example/4',
  'https://g.example/chat', 'https://pay.example/1', 'https://pay.example/2', true);
select public.set_email_sender_secret('segredo-do-remetente-de-teste-com-mais-de-32-caracteres');

-- 1. Addresses -------------------------------------------------------------------------------------------------------
do $$
declare
  v_bad text[] := array[
    'a b@example.com', 'ab@example.com>', '<ab@example.com', '"a"@example.com', 'a(b)@example.com',
    'a@[127.0.0.1]', 'a@127.0.0.1', 'a..b@example.com', '.ab@example.com', 'ab.@example.com', 'a@b@example.com',
    'ab@example', 'ab@-example.com', 'ab@example-.com', 'ab@exa_mple.com', E'a\tb@example.com', E'ab@example.com\r',
    'ab,cd@example.com', 'ab;cd@example.com', 'ab@example.com;x@y.com', 'ab\c@example.com',
    pg_catalog.repeat('a', 65) || '@example.com',
    'ab@' || pg_catalog.repeat('a', 63) || '.' || pg_catalog.repeat('b', 63) || '.' || pg_catalog.repeat('c', 63) || '.' || pg_catalog.repeat('d', 60) || '.com'];
  v_good text[] := array['maria@example.com', 'maria.silva+java@mail.example.com.br', 'o''neil@example.com',
    'a_b-c@sub-domain.example.io', pg_catalog.repeat('a', 64) || '@example.com', 'x@xn--80ak6aa92e.com'];
  v text;
begin
  foreach v in array v_bad loop
    perform tests.eq(private.email_address_problem(v), 'invalid', 'refused: ' || v);
  end loop;
  foreach v in array v_good loop
    perform tests.eq(private.email_address_problem(v), null::text, 'taken: ' || v);
  end loop;
  perform tests.eq(private.email_address_problem('joão@example.com'), 'international', 'non-ASCII local part');
  perform tests.eq(private.email_address_problem('maria@exemplo-ção.com.br'), 'international', 'non-ASCII domain');
end
$$;

select set_config('request.headers', '{"x-forwarded-for": "198.51.100.41"}', true);
select tests.as_anon();
select tests.throws($$select public.register_lead('João', 'joão@example.com', '11999999999', 'want_to_learn')$$,
  '22023', 'Não conseguimos enviar e-mails para endereços com acentos, ç ou outras letras fora do alfabeto simples. Confira o e-mail ou use outro endereço.');
select tests.throws($$select public.register_lead('Ana', 'ana@example.com>', '11999999999', 'want_to_learn')$$,
  '22023', 'Por favor, informe um e-mail válido.');
select tests.throws($$select public.join_waitlist('Ana', E'ana\u0001@example.com', '11999999999', 'want_to_learn')$$,
  '22023', 'Por favor, informe um e-mail válido.');
select tests.as_superuser();

-- 2. Names -----------------------------------------------------------------------------------------------------------
do $$
declare
  v_withheld text[] := array['https://evil-probe.example/pix-liberado', 'evil-probe.example', 'www pix liberado',
    'Pix em evil.com agora', 'ana@example.com', '<b>Ana</b>', 'Ana {{link_oferta}}', 'evil．example', 'evil。example',
    E'Ana\u202eexe.moc', E'Ana\u200b', 'javascript:alert(1)', 'Ana & Bia'];
  v_kept text[][] := array[['Maria da Silva', 'Maria'], ['  José   Carlos ', 'José'], ['Ana-Lúcia', 'Ana-Lúcia'],
    ['A. Souza', 'A.'], ['D''Ávila', 'D''Ávila']];
  v text;
  i integer;
begin
  foreach v in array v_withheld loop
    perform tests.eq(private.greeting_name(v), null::text, 'withheld: ' || v);
  end loop;
  for i in 1 .. array_length(v_kept, 1) loop
    perform tests.eq(private.greeting_name(v_kept[i][1]), v_kept[i][2], 'greeted: ' || v_kept[i][1]);
  end loop;
  perform tests.eq(private.email_fill('{{primeiro_nome}}, sua inscrição na {{nome_lancamento}} está confirmada',
    '{"nome_lancamento": "Semana Java #2"}'), 'Sua inscrição na Semana Java #2 está confirmada', 'subject without a name');
  perform tests.eq(private.email_fill('Olá, {{primeiro_nome}}!', '{}'), 'Olá!', 'greeting without a name');
  perform tests.eq(private.email_fill('{{primeiro_nome}}, sua inscrição', '{"primeiro_nome": "Maria"}'),
    'Maria, sua inscrição', 'a name is still used');
end
$$;

-- A registration named like a link: registered with the name as typed; its confirmation has no name anywhere.
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.42"}', true);
select tests.as_anon();
select public.register_lead('https://evil-probe.example/pix-liberado', 'vitima-link@example.com', '11999999999', 'want_to_learn');
select tests.as_superuser();
do $$
declare
  v_claim jsonb := public.email_claim_batch('segredo-do-remetente-de-teste-com-mais-de-32-caracteres', 50);
  v_item jsonb;
begin
  perform tests.eq((select name from public.leads_lancamento where email = 'vitima-link@example.com'),
    'https://evil-probe.example/pix-liberado', 'the name kept as typed');
  select i into v_item from jsonb_array_elements(v_claim) i where i ->> 'to_email' = 'vitima-link@example.com';
  perform tests.eq(v_item ->> 'subject', 'Sua inscrição na Semana Java #961 está confirmada', 'subject without the name');
  perform tests.eq(v_item ->> 'to_name', null::text, 'no display name');
  perform tests.eq(v_item -> 'variables' ? 'primeiro_nome', false, 'no name variable');
  perform tests.eq(v_item::text ~ 'evil-probe', false, 'the name nowhere in the claim');
end
$$;

-- 3. Confirmations capped ----------------------------------------------------------------------------------------------
-- One client address, 8 different addresses: 5 queued, 3 held back ('client_cap'); every lead registered.
select set_config('request.headers', '{"x-forwarded-for": "203.0.113.7, 198.51.100.43"}', true);
select tests.as_anon();
select public.register_lead('Pessoa ' || n, 'cap-' || n || '@example.com', '11999999999', 'want_to_learn')
from generate_series(1, 8) n;
-- A repeat of an address already confirmed today from this client is neither counted nor held back.
select public.register_lead('Pessoa 1', 'cap-1@example.com', '11999999999', 'want_to_learn');
select tests.as_superuser();
do $$
begin
  perform tests.eq((select count(*) from public.leads_lancamento where email like 'cap-%@example.com'), 8::bigint, 'all registered');
  perform tests.eq((select count(*) from private.email_outbox where to_email like 'cap-%@example.com' and status = 'pending'),
    5::bigint, 'five confirmations queued');
  perform tests.eq((select count(*) from private.email_outbox where to_email like 'cap-%@example.com'
    and status = 'skipped' and skip_reason = 'client_cap' and link_token is null), 3::bigint, 'three held back');
  perform tests.eq((select array_agg(to_email order by to_email) from private.email_outbox
    where to_email like 'cap-%@example.com' and skip_reason = 'client_cap'),
    array['cap-6@example.com', 'cap-7@example.com', 'cap-8@example.com'], 'the later ones held back');
end
$$;

-- Another client address is not affected; the waiting list counts against the same client.
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.44"}', true);
select tests.as_anon();
select public.register_lead('Outra', 'other-client@example.com', '11999999999', 'want_to_learn');
select tests.as_superuser();
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.43"}', true);
select tests.as_anon();
select public.join_waitlist('Espera', 'cap-waitlist@example.com', '11999999999', 'want_to_learn');
select tests.as_superuser();
do $$
begin
  perform tests.eq((select status from private.email_outbox where to_email = 'other-client@example.com'), 'pending', 'other client');
  perform tests.eq((select skip_reason from private.email_outbox where to_email = 'cap-waitlist@example.com'), 'client_cap',
    'waiting list held back too');
end
$$;

-- An exempt client address (a venue's) is not capped.
select public.set_confirmation_limits('{"exempt_clients": ["198.51.100.50"]}');
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.50"}', true);
select tests.as_anon();
select public.register_lead('Evento ' || n, 'venue-' || n || '@example.com', '11999999999', 'want_to_learn')
from generate_series(1, 7) n;
select tests.as_superuser();
do $$
begin
  perform tests.eq((select count(*) from private.email_outbox where to_email like 'venue-%' and status = 'pending'),
    7::bigint, 'exempt client not capped');
end
$$;

-- The site's budget: with 3 a minute, the next confirmation from a fresh client is held back as 'site_budget'. (The
-- site's count is sampled, one confirmation in ten adding ten: the count of this minute is set here.)
insert into private.rate_limit_counters (kind, key, bucket, shard, hits)
values ('confirmation:site', 'site', to_timestamp(floor(extract(epoch from clock_timestamp()) / 10) * 10), 3, 3)
on conflict (kind, key, bucket, shard) do update set hits = private.rate_limit_counters.hits + 3;
select public.set_confirmation_limits('{"per_site_minute": 3}');
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.45"}', true);
select tests.as_anon();
select public.register_lead('Budget', 'budget@example.com', '11999999999', 'want_to_learn');
select tests.as_superuser();
do $$
begin
  perform tests.eq((select skip_reason from private.email_outbox where to_email = 'budget@example.com'), 'site_budget', 'site budget');
end
$$;

-- Staff see what was held back (e-mails page) and the bursts (site health); visitors do not.
select tests.as_anon();
select tests.throws($$select public.email_held_back(961)$$, '42501');
select tests.throws($$select public.confirmation_bursts(24)$$, '42501');
select tests.throws($$select public.set_confirmation_limits('{"per_client": 100}')$$, '42501');
select tests.as_user((select id::uuid from t_ids where name = 'staff'));
do $$
declare
  v jsonb := public.email_held_back(961);
  b jsonb := public.confirmation_bursts(24);
begin
  perform tests.eq(jsonb_array_length(v), 5, 'five held back listed');
  perform tests.eq((select count(*) from jsonb_array_elements(v) i where i ->> 'reason' = 'client_cap'), 4::bigint, 'client cap');
  perform tests.eq((v -> 0 ->> 'to_email'), 'budget@example.com', 'newest first');
  perform tests.eq((b ->> 'per_client')::integer, 5, 'figures');
  perform tests.eq((select sum((m ->> 'client_cap')::integer + (m ->> 'site_budget')::integer)
    from jsonb_array_elements(b -> 'minutes') m), 5::numeric, 'bursts per minute');
  perform tests.eq((select (m ->> 'skipped_reasons') is not null from jsonb_array_elements(public.launch_email_messages(961)) m
    where m ->> 'message_key' = 'registration_confirmation'), true, 'counted on the e-mails page');
  perform tests.eq((select r ->> 'count' from jsonb_array_elements(public.launch_email_messages(961)) m,
    jsonb_array_elements(m -> 'skipped_reasons') r
    where m ->> 'message_key' = 'registration_confirmation' and r ->> 'reason' = 'client_cap'), '3', 'client_cap counted');
end
$$;
select tests.as_superuser();

-- 4. site_url --------------------------------------------------------------------------------------------------------
select tests.throws($$select public.set_email_settings('{"site_url": "http://semanajava.example"}')$$, '22023');
select tests.throws($$select public.set_email_settings('{"site_url": "http://127.0.0.1.evil.example"}')$$, '22023');
do $$
begin
  perform tests.eq(public.set_email_settings('{"site_url": "https://semanajava.example"}') ->> 'site_url',
    'https://semanajava.example', 'https');
  perform tests.eq(public.set_email_settings('{"site_url": "http://127.0.0.1:4173"}') ->> 'site_url',
    'http://127.0.0.1:4173', 'loopback');
  perform tests.eq(public.set_email_settings('{"site_url": "http://localhost:8787"}') ->> 'site_url',
    'http://localhost:8787', 'localhost');
end
$$;
