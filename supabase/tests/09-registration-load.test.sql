-- The abuse limits do less work per call and answer as before.

-- The client address: cf-connecting-ip first, else the rightmost X-Forwarded-For entry; nothing known: null.
select set_config('request.headers', '{"x-forwarded-for": "203.0.113.1, 198.51.100.2", "cf-connecting-ip": " 192.0.2.9 "}', true);
select tests.eq(private.request_ip(), '192.0.2.9', 'cf-connecting-ip wins');
select set_config('request.headers', '{"x-forwarded-for": "203.0.113.1 ,  198.51.100.2"}', true);
select tests.eq(private.request_ip(), '198.51.100.2', 'rightmost X-Forwarded-For entry');
select set_config('request.headers', '{"cf-connecting-ip": "", "x-forwarded-for": "198.51.100.3"}', true);
select tests.eq(private.request_ip(), '198.51.100.3', 'an empty cf-connecting-ip is ignored');
select set_config('request.headers', '{}', true);
select tests.eq(private.request_ip(), null::text, 'no address');
select set_config('request.headers', 'not json', true);
select tests.eq(private.request_ip(), null::text, 'unreadable headers');

-- Per address: at most 4 counter rows per 10-second bucket, each accepted call counted once.
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.90"}', true);
select private.limit_address('load-test') from generate_series(1, 200);
select tests.eq((select count(*) <= 4 from private.rate_limit_counters where kind = 'load-test:ip'
                   and key = private.rate_key('198.51.100.90') group by bucket order by 1 limit 1), true, 'at most 4 shards');
select tests.eq((select sum(hits) from private.rate_limit_counters where kind = 'load-test:ip'
                   and key = private.rate_key('198.51.100.90')), 200::bigint, 'every call counted once');

-- Per e-mail: events older than the window do not count (only the window is read), five inside it do.
insert into private.rate_limit_events (kind, key, at)
select 'load-test:email', private.rate_key('velho@exemplo.com'), clock_timestamp() - interval '11 minutes'
from generate_series(1, 20);
do $$
declare
  i integer;
begin
  for i in 1..5 loop
    perform private.limit_email('load-test', 'VELHO@exemplo.com');
  end loop;
  perform tests.throws($q$select private.limit_email('load-test', 'velho@exemplo.com')$q$, 'PT429',
    'Muitas tentativas. Aguarde alguns minutos e tente novamente.');
end
$$;

-- The cleanups remove rows older than a day, a bounded batch at a time.
insert into private.rate_limit_events (kind, key, at)
select 'load-test:email', private.rate_key('antigo@exemplo.com'), clock_timestamp() - interval '2 days'
from generate_series(1, 1500);
do $$
begin
  -- The cleanup runs on 0.5 % of calls: call until it ran twice.
  for i in 1..20000 loop
    exit when (select count(*) from private.rate_limit_events where key = private.rate_key('antigo@exemplo.com')) = 0;
    perform private.rate_limit('load-test:cleanup', 'c' || i || '@exemplo.com', 5, interval '10 minutes');
  end loop;
end
$$;
select tests.eq((select count(*) from private.rate_limit_events where key = private.rate_key('antigo@exemplo.com')),
  0::bigint, 'old events cleaned up');

-- A registration reads the headers once and stores the same consent record as before: the trusted proxy's address
-- (rightmost X-Forwarded-For entry) and the user agent.
select set_config('request.headers',
  '{"x-forwarded-for": "203.0.113.7, 198.51.100.77", "user-agent": "Mozilla/5.0 (Android) teste"}', true);
select tests.as_anon();
select public.register_lead('Carga Um', ' Carga.Um@Exemplo.com ', '(11) 98765-4321', 'want_to_learn', null,
  '{"utm_source": "FB", "utm_campaign": "Lançamento|120000000000000001", "utm_medium": "Frio|2", "utm_content": "Vídeo|3"}');
select tests.as_superuser();
select tests.eq((select consent_ip || ' / ' || consent_user_agent from public.leads_lancamento
                 where email = 'carga.um@exemplo.com'), '198.51.100.77 / Mozilla/5.0 (Android) teste', 'consent record');
select tests.eq((select sum(hits) from private.rate_limit_counters where kind = 'register:ip'
                 and key = private.rate_key('198.51.100.77')), 1::bigint, 'the address limit counted the caller');
select tests.eq((select count(*) from private.rate_limit_events where kind = 'register:email'
                 and key = private.rate_key('carga.um@exemplo.com')), 1::bigint, 'the e-mail limit counted it');
-- One insert statement, one delta row in each summary (one trigger writes both).
select tests.eq((select count(*) from private.lead_source_deltas d join public.leads_lancamento l on l.id = d.last_seen_id
                 where l.email = 'carga.um@exemplo.com' and d.source = 'FB' and d.leads = 1), 1::bigint,
  'lead-source delta written');
select tests.eq((select count(*) from private.utm_count_deltas d
                 where d.campaign = 'Lançamento|120000000000000001' and d.content = 'Vídeo|3' and d.leads = 1), 1::bigint,
  'UTM delta written');
-- A multi-row insert outside register_lead: the deltas are grouped, e-mails normalised, survey tokens filled.
insert into public.leads_lancamento (name, email, whatsapp, programming_experience, track, utm_source, lancamento)
values ('Lote A', '  Lote.A@Exemplo.com', '11987654321', 'want_to_learn', 'iniciante', 'lote-carga', 1),
       ('Lote B', 'lote.b@exemplo.com', '11987654322', 'want_to_learn', 'iniciante', 'lote-carga', 1);
select tests.eq((select string_agg(email, ',' order by email) from public.leads_lancamento where utm_source = 'lote-carga'),
  'lote.a@exemplo.com,lote.b@exemplo.com', 'e-mails normalised by the trigger when needed');
select tests.eq((select count(*) from public.leads_lancamento where utm_source = 'lote-carga'
                 and pesquisa_hash ~ '^[A-Za-z0-9_-]{32}$'), 2::bigint, 'survey tokens filled when missing');
select tests.eq((select sum(leads) from private.lead_source_deltas where source = 'lote-carga'), 2::bigint,
  'one lead-source delta row for the two leads of one day');
select tests.eq((select count(*) from private.utm_count_deltas where source = 'lote-carga'), 1::bigint,
  'one UTM delta row for the two leads of one UTM and day');
-- An existing survey token is kept on update; an empty one is refilled.
update public.leads_lancamento set pesquisa_hash = '' where email = 'lote.b@exemplo.com';
select tests.eq((select length(pesquisa_hash) from public.leads_lancamento where email = 'lote.b@exemplo.com'), 32,
  'an emptied survey token is refilled');
-- The confirmation's Message-ID stays unique without its index: 24 random bytes, and nothing of the row id.
select tests.eq((select count(*) = count(distinct message_id) and bool_and(message_id !~ ('[^A-Za-z0-9_-]' || id || '[^0-9]'))
                 from private.email_outbox), true, 'Message-IDs unique, without the row id');
-- The confirmation's Message-ID is written by its insert (no row trigger) with the settings' domain.
update private.email_settings set message_id_domain = 'envio.exemplo.org';
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.78"}', true);
select tests.as_anon();
select public.register_lead('Carga Dois', 'carga.dois@exemplo.com', '11987654329', 'already_programmed');
select tests.as_superuser();
select tests.eq((select o.message_id ~ '^<[A-Za-z0-9_-]{32}@envio\.exemplo\.org>$'
                 from private.email_outbox o join public.leads_lancamento l on l.id = o.lead_id
                 where l.email = 'carga.dois@exemplo.com' and o.message_key = 'registration_confirmation'), true,
  'confirmation Message-ID: a random part only, settings domain');
