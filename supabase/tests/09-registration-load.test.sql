-- Issue 29: the abuse limits do less work per call and answer as before.

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
