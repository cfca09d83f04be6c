-- Issue 31: production signals (what real visitors' browsers experience, per page and per remote).
--
-- Path of an event: the page's inline catcher + the shell (Web Vitals, Module Federation load failures) -> one beacon
-- per page view to POST /signals on the edge (edge/src/signals/), which validates, caps, rate-limits, drops what is
-- not the site's, fingerprints errors and puts one message per beacon on a Cloudflare Queue; the queue's consumer
-- (the same worker) calls public.record_site_signals(p_secret, p_messages) with a batch of up to 100 messages.
--
-- Nothing personal is stored: no IP (not even hashed), no cookie, no user agent, no query string (routes are paths),
-- no form value. Events are not kept one by one: each batch is folded into hourly rollups (counts; the Web Vitals as
-- log-spaced histograms, 5% wide buckets, from which p75 is read) and error groups. Retention: rollups and error
-- groups 35 days (private.prune_site_signals, run by the recording function at most once an hour), message ids (the
-- queue's at-least-once delivery made idempotent) 8 days.
--
-- The consumer holds only SIGNALS_SECRET (a Worker secret; only its SHA-256 is here, set by
-- public.set_site_signals_secret with the service-role key), never the service-role key: the pattern of the checkout
-- webhook (public.record_checkout_event + private.require_checkout_secret).
--
-- Staff read public.site_health(p_hours) (the page /campanhas/saude) and public.site_remote_builds(p_hours): per
-- remote and build, page views, remote-load failures, errors and p75 vitals (what the canary guard of issue 32 compares).

-- ---------------------------------------------------------------------------------------------------------------
-- The consumer's secret.
-- ---------------------------------------------------------------------------------------------------------------
create table private.site_signals_secret (
  id boolean primary key default true check (id),
  secret_sha256 bytea not null,
  updated_at timestamptz not null default now()
);
alter table private.site_signals_secret enable row level security;
revoke all on private.site_signals_secret from public, anon, authenticated;

create or replace function public.set_site_signals_secret(p_secret text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_secret is null or pg_catalog.length(p_secret) < 32 then
    raise exception using errcode = '22023', message = 'O segredo dos sinais precisa de pelo menos 32 caracteres.';
  end if;
  insert into private.site_signals_secret (id, secret_sha256, updated_at)
  values (true, pg_catalog.sha256(pg_catalog.convert_to(p_secret, 'UTF8')), now())
  on conflict (id) do update set secret_sha256 = excluded.secret_sha256, updated_at = excluded.updated_at;
end
$$;
revoke all on function public.set_site_signals_secret(text) from public, anon, authenticated;
grant execute on function public.set_site_signals_secret(text) to service_role;

create or replace function private.require_site_signals_secret(p_secret text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_secret is null or not exists (
    select 1 from private.site_signals_secret s
    where s.secret_sha256 = pg_catalog.sha256(pg_catalog.convert_to(p_secret, 'UTF8'))) then
    raise exception using errcode = '42501', message = 'Segredo dos sinais inválido.';
  end if;
end
$$;
revoke all on function private.require_site_signals_secret(text) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- Storage: hourly rollups. '' (not null) for "none" so the keys are plain primary keys.
-- ---------------------------------------------------------------------------------------------------------------
-- Queue messages already recorded (a redelivered batch changes nothing).
create table private.site_signal_messages (
  id uuid primary key,
  recorded_at timestamptz not null default now()
);
create index site_signal_messages_recorded_idx on private.site_signal_messages (recorded_at);

-- Page views: one per beacon that opened a view. remote/build: the route's remote and its build ('' for the shell's
-- own pages); shell_build: the shell's.
create table private.site_page_views (
  hour timestamptz not null,
  route text not null,
  device text not null check (device in ('mobile', 'desktop')),
  connection text not null,
  remote text not null,
  build text not null,
  shell_build text not null,
  n bigint not null check (n >= 0),
  primary key (hour, route, device, connection, remote, build, shell_build)
);

-- Web Vitals as histograms: bucket = floor(ln(1 + v) / ln(1.05)), v in ms (CLS: x 1000). private.vital_value reads a
-- bucket back (its geometric middle: within 2.5% of any value in it).
create table private.site_vitals (
  hour timestamptz not null,
  metric text not null check (metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  route text not null,
  device text not null check (device in ('mobile', 'desktop')),
  connection text not null,
  remote text not null,
  build text not null,
  bucket smallint not null check (bucket between 0 and 400),
  n bigint not null check (n >= 0),
  primary key (hour, metric, route, device, connection, remote, build, bucket)
);

-- Remote-load failures seen by the shell (Module Federation runtime's errorLoadRemote) and failed <script>/<link>
-- loads of a remote's files.
create table private.site_remote_failures (
  hour timestamptz not null,
  remote text not null,
  build text not null,
  expose text not null,
  code text not null,
  route text not null,
  device text not null check (device in ('mobile', 'desktop')),
  connection text not null,
  n bigint not null check (n >= 0),
  primary key (hour, remote, build, expose, code, route, device, connection)
);

-- origin: 'page' (the page's catcher saw a securitypolicyviolation event) or 'report' (the browser's own report through
-- report-to / report-uri). One violation usually arrives both ways: they are counted apart, never added up.
create table private.site_csp_violations (
  hour timestamptz not null,
  origin text not null check (origin in ('page', 'report')),
  directive text not null,
  blocked_url text not null,
  route text not null,
  n bigint not null check (n >= 0),
  primary key (hour, origin, directive, blocked_url, route)
);

-- Error groups: one per fingerprint (the edge's SHA-256 of type, normalised message, top frame and release), with the
-- latest sample (message and stack as sent, stored as text and shown as text).
create table private.site_error_groups (
  fingerprint text primary key check (fingerprint ~ '^[0-9a-f]{16,64}$'),
  kind text not null check (kind in ('error', 'rejection', 'resource')),
  error_type text not null,
  message text not null,
  top_frame text not null,
  remote text not null,
  build text not null,
  sample_message text not null,
  sample_stack text not null,
  sample_route text not null,
  first_seen timestamptz not null,
  last_seen timestamptz not null,
  total bigint not null check (total >= 0)
);

create table private.site_error_counts (
  hour timestamptz not null,
  fingerprint text not null references private.site_error_groups (fingerprint) on delete cascade,
  route text not null,
  device text not null check (device in ('mobile', 'desktop')),
  n bigint not null check (n >= 0),
  primary key (hour, fingerprint, route, device)
);
create index site_error_counts_fingerprint_idx on private.site_error_counts (fingerprint);

create table private.site_signals_state (
  id boolean primary key default true check (id),
  pruned_at timestamptz not null
);

do $$
declare
  t text;
begin
  foreach t in array array['site_signal_messages', 'site_page_views', 'site_vitals', 'site_remote_failures',
    'site_csp_violations', 'site_error_groups', 'site_error_counts', 'site_signals_state'] loop
    execute pg_catalog.format('alter table private.%I enable row level security', t);
    execute pg_catalog.format('revoke all on private.%I from public, anon, authenticated', t);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Helpers.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function private.vital_bucket(p_metric text, p_value double precision)
returns smallint
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.floor(pg_catalog.ln(1 + least(greatest(
    case when p_metric = 'CLS' then p_value * 1000 else p_value end, 0), 1e8)) / pg_catalog.ln(1.05))::smallint
$$;

create or replace function private.vital_value(p_metric text, p_bucket integer)
returns double precision
language sql
immutable
set search_path = ''
as $$
  select case when p_metric = 'CLS'
    then pg_catalog.round(((pg_catalog.exp((p_bucket + 0.5) * pg_catalog.ln(1.05)) - 1) / 1000)::numeric, 4)::double precision
    else pg_catalog.round((pg_catalog.exp((p_bucket + 0.5) * pg_catalog.ln(1.05)) - 1)::numeric)::double precision end
$$;

-- A text field of an event: trimmed to p_max characters, '' when missing or not text.
create or replace function private.signal_text(p_value jsonb, p_max integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when pg_catalog.jsonb_typeof(p_value) = 'string'
    then pg_catalog.left(p_value #>> '{}', p_max) else '' end
$$;

create or replace function private.prune_site_signals()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_keep timestamptz := now() - interval '35 days';
begin
  delete from private.site_page_views where hour < v_keep;
  delete from private.site_vitals where hour < v_keep;
  delete from private.site_remote_failures where hour < v_keep;
  delete from private.site_csp_violations where hour < v_keep;
  delete from private.site_error_counts where hour < v_keep;
  delete from private.site_error_groups where last_seen < v_keep;
  delete from private.site_signal_messages where recorded_at < now() - interval '8 days';
  insert into private.site_signals_state (id, pruned_at) values (true, now())
  on conflict (id) do update set pruned_at = excluded.pruned_at;
end
$$;
revoke all on function private.prune_site_signals() from public;

-- ---------------------------------------------------------------------------------------------------------------
-- Recording (the queue consumer, with the secret).
--
-- p_messages: [{ id: uuid, at: timestamptz, view: { route, device, connection, remote, build, shell_build } | null,
--   events: [ { kind: 'vital', route, device, connection, remote, build, metric, value }
--           | { kind: 'error' | 'rejection' | 'resource', route, device, remote, build, fingerprint, error_type,
--               message, top_frame, sample_message, sample_stack, n }
--           | { kind: 'remote', route, device, connection, remote, build, expose, code }
--           | { kind: 'csp', origin: 'page' | 'report', route, directive, blocked_url } ] }]
-- The edge has validated and capped everything; this checks shapes again (a malformed event is skipped, never
-- stored half) and caps every text. Returns { recorded, duplicates }.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.record_site_signals(p_secret text, p_messages jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_message jsonb;
  v_event jsonb;
  v_view jsonb;
  v_at timestamptz;
  v_hour timestamptz;
  v_id uuid;
  v_recorded integer := 0;
  v_duplicates integer := 0;
  v_kind text;
  v_device text;
  v_value double precision;
  v_n integer;
  v_fingerprint text;
begin
  perform private.require_site_signals_secret(p_secret);
  if pg_catalog.jsonb_typeof(p_messages) is distinct from 'array' or pg_catalog.jsonb_array_length(p_messages) > 500 then
    raise exception using errcode = '22023', message = 'Lote de sinais inválido.';
  end if;

  for v_message in select value from pg_catalog.jsonb_array_elements(p_messages) loop
    begin
      v_id := (v_message ->> 'id')::uuid;
      v_at := coalesce((v_message ->> 'at')::timestamptz, now());
    exception when others then
      continue; -- not one of the edge's messages
    end;
    if v_id is null then continue; end if;
    -- A clock far off (or a replay of an old message) is recorded at arrival time.
    if v_at > now() + interval '5 minutes' or v_at < now() - interval '7 days' then v_at := now(); end if;
    insert into private.site_signal_messages (id) values (v_id) on conflict (id) do nothing;
    if not found then
      v_duplicates := v_duplicates + 1;
      continue;
    end if;
    v_recorded := v_recorded + 1;
    v_hour := pg_catalog.date_trunc('hour', v_at);

    v_view := v_message -> 'view';
    if pg_catalog.jsonb_typeof(v_view) = 'object' then
      v_device := private.signal_text(v_view -> 'device', 10);
      if v_device in ('mobile', 'desktop') then
        insert into private.site_page_views as p (hour, route, device, connection, remote, build, shell_build, n)
        values (v_hour, private.signal_text(v_view -> 'route', 200), v_device,
          private.signal_text(v_view -> 'connection', 20), private.signal_text(v_view -> 'remote', 60),
          private.signal_text(v_view -> 'build', 64), private.signal_text(v_view -> 'shell_build', 64), 1)
        on conflict (hour, route, device, connection, remote, build, shell_build) do update set n = p.n + 1;
      end if;
    end if;

    if pg_catalog.jsonb_typeof(v_message -> 'events') = 'array' then
      for v_event in select value from pg_catalog.jsonb_array_elements(v_message -> 'events') limit 20 loop
        v_kind := private.signal_text(v_event -> 'kind', 20);
        v_device := private.signal_text(v_event -> 'device', 10);
        if v_device not in ('mobile', 'desktop') then v_device := 'desktop'; end if;
        if v_kind = 'vital' then
          if pg_catalog.jsonb_typeof(v_event -> 'value') <> 'number'
            or (v_event ->> 'metric') not in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB') then continue; end if;
          v_value := (v_event ->> 'value')::double precision;
          if v_value < 0 or v_value > 1e7 then continue; end if;
          insert into private.site_vitals as s (hour, metric, route, device, connection, remote, build, bucket, n)
          values (v_hour, v_event ->> 'metric', private.signal_text(v_event -> 'route', 200), v_device,
            private.signal_text(v_event -> 'connection', 20), private.signal_text(v_event -> 'remote', 60),
            private.signal_text(v_event -> 'build', 64), private.vital_bucket(v_event ->> 'metric', v_value), 1)
          on conflict (hour, metric, route, device, connection, remote, build, bucket) do update set n = s.n + 1;
        elsif v_kind in ('error', 'rejection', 'resource') then
          v_fingerprint := private.signal_text(v_event -> 'fingerprint', 64);
          if v_fingerprint !~ '^[0-9a-f]{16,64}$' then continue; end if;
          v_n := case when pg_catalog.jsonb_typeof(v_event -> 'n') = 'number'
            then least(greatest((v_event ->> 'n')::numeric, 1), 100)::integer else 1 end;
          insert into private.site_error_groups as g (fingerprint, kind, error_type, message, top_frame, remote, build,
            sample_message, sample_stack, sample_route, first_seen, last_seen, total)
          values (v_fingerprint, v_kind, private.signal_text(v_event -> 'error_type', 100),
            private.signal_text(v_event -> 'message', 500), private.signal_text(v_event -> 'top_frame', 300),
            private.signal_text(v_event -> 'remote', 60), private.signal_text(v_event -> 'build', 64),
            private.signal_text(v_event -> 'sample_message', 1000), private.signal_text(v_event -> 'sample_stack', 4000),
            private.signal_text(v_event -> 'route', 200), v_at, v_at, v_n)
          on conflict (fingerprint) do update set
            total = g.total + excluded.total,
            first_seen = least(g.first_seen, excluded.first_seen),
            last_seen = greatest(g.last_seen, excluded.last_seen),
            sample_message = excluded.sample_message,
            sample_stack = case when excluded.sample_stack <> '' then excluded.sample_stack else g.sample_stack end,
            sample_route = excluded.sample_route;
          insert into private.site_error_counts as c (hour, fingerprint, route, device, n)
          values (v_hour, v_fingerprint, private.signal_text(v_event -> 'route', 200), v_device, v_n)
          on conflict (hour, fingerprint, route, device) do update set n = c.n + excluded.n;
        elsif v_kind = 'remote' then
          insert into private.site_remote_failures as r (hour, remote, build, expose, code, route, device, connection, n)
          values (v_hour, private.signal_text(v_event -> 'remote', 60), private.signal_text(v_event -> 'build', 64),
            private.signal_text(v_event -> 'expose', 100), private.signal_text(v_event -> 'code', 40),
            private.signal_text(v_event -> 'route', 200), v_device, private.signal_text(v_event -> 'connection', 20), 1)
          on conflict (hour, remote, build, expose, code, route, device, connection) do update set n = r.n + 1;
        elsif v_kind = 'csp' then
          if private.signal_text(v_event -> 'directive', 60) = '' then continue; end if;
          insert into private.site_csp_violations as v (hour, origin, directive, blocked_url, route, n)
          values (v_hour, case when v_event ->> 'origin' = 'report' then 'report' else 'page' end,
            private.signal_text(v_event -> 'directive', 60),
            private.signal_text(v_event -> 'blocked_url', 300), private.signal_text(v_event -> 'route', 200), 1)
          on conflict (hour, origin, directive, blocked_url, route) do update set n = v.n + 1;
        end if;
      end loop;
    end if;
  end loop;

  if not exists (select 1 from private.site_signals_state s where s.pruned_at > now() - interval '1 hour') then
    perform private.prune_site_signals();
  end if;
  return pg_catalog.jsonb_build_object('recorded', v_recorded, 'duplicates', v_duplicates);
end
$$;
revoke all on function public.record_site_signals(text, jsonb) from public, authenticated;
-- anon only so PostgREST routes the call: without the secret it refuses before reading anything.
grant execute on function public.record_site_signals(text, jsonb) to anon, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- Staff reads.
-- ---------------------------------------------------------------------------------------------------------------
-- Per remote and build over the last p_hours (1..720): page views, remote-load failures, errors and p75 of LCP / INP
-- / CLS. The shell's own build is listed as remote 'shell'. What /campanhas/saude shows as "falhas por remote e
-- build", and what a canary guard compares (a new build against the stable one).
create or replace function public.site_remote_builds(p_hours integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_since timestamptz;
begin
  perform private.require_staff_or_service();
  if p_hours is null or p_hours < 1 or p_hours > 720 then
    raise exception using errcode = '22023', message = 'Período inválido.';
  end if;
  v_since := pg_catalog.date_trunc('hour', now() - pg_catalog.make_interval(hours => p_hours));
  return coalesce((
    with views as (
      select p.remote, p.build, sum(p.n) as n from private.site_page_views p
      where p.hour >= v_since and p.remote <> '' group by 1, 2
      union all
      select 'shell', p.shell_build, sum(p.n) from private.site_page_views p
      where p.hour >= v_since and p.shell_build <> '' group by 2
    ),
    failures as (
      select f.remote, f.build, sum(f.n) as n from private.site_remote_failures f
      where f.hour >= v_since group by 1, 2
    ),
    errors as (
      select case when g.remote = '' then 'shell' else g.remote end as remote, g.build, sum(c.n) as n
      from private.site_error_counts c join private.site_error_groups g using (fingerprint)
      where c.hour >= v_since group by 1, 2
    ),
    hist as (
      select v.remote, v.build, v.metric, v.bucket, sum(v.n) as n from private.site_vitals v
      where v.hour >= v_since and v.metric in ('LCP', 'INP', 'CLS') and v.remote <> '' group by 1, 2, 3, 4
    ),
    cumulative as (
      select h.*, sum(h.n) over (partition by h.remote, h.build, h.metric order by h.bucket) as cum,
        sum(h.n) over (partition by h.remote, h.build, h.metric) as total
      from hist h
    ),
    p75 as (
      select distinct on (c.remote, c.build, c.metric) c.remote, c.build, c.metric,
        private.vital_value(c.metric, c.bucket) as value
      from cumulative c where c.cum >= 0.75 * c.total
      order by c.remote, c.build, c.metric, c.bucket
    ),
    keys as (
      select remote, build from views union select remote, build from failures union select remote, build from errors
    )
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'remote', k.remote, 'build', k.build,
      'page_views', coalesce(vw.n, 0),
      'remote_load_failures', coalesce(f.n, 0),
      'failure_rate', case when coalesce(vw.n, 0) > 0 then pg_catalog.round(coalesce(f.n, 0)::numeric / vw.n, 4) end,
      'errors', coalesce(e.n, 0),
      'error_rate', case when coalesce(vw.n, 0) > 0 then pg_catalog.round(coalesce(e.n, 0)::numeric / vw.n, 4) end,
      'lcp_p75', (select p.value from p75 p where p.remote = k.remote and p.build = k.build and p.metric = 'LCP'),
      'inp_p75', (select p.value from p75 p where p.remote = k.remote and p.build = k.build and p.metric = 'INP'),
      'cls_p75', (select p.value from p75 p where p.remote = k.remote and p.build = k.build and p.metric = 'CLS'))
      order by k.remote, coalesce(vw.n, 0) desc, k.build)
    from keys k
    left join (select remote, build, sum(n) as n from views group by 1, 2) vw on vw.remote = k.remote and vw.build = k.build
    left join failures f on f.remote = k.remote and f.build = k.build
    left join errors e on e.remote = k.remote and e.build = k.build
  ), '[]'::jsonb);
end
$$;
revoke all on function public.site_remote_builds(integer) from public, anon;
grant execute on function public.site_remote_builds(integer) to authenticated, service_role;

-- /campanhas/saude: everything the page shows for the last p_hours (24 or 168).
create or replace function public.site_health(p_hours integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_since timestamptz;
begin
  perform private.require_staff();
  if p_hours is null or p_hours < 1 or p_hours > 720 then
    raise exception using errcode = '22023', message = 'Período inválido.';
  end if;
  v_since := pg_catalog.date_trunc('hour', now() - pg_catalog.make_interval(hours => p_hours));
  return pg_catalog.jsonb_build_object(
    'hours', p_hours,
    'since', v_since,
    'page_views', (select coalesce(sum(p.n), 0) from private.site_page_views p where p.hour >= v_since),
    'vitals', coalesce((
      with hist as (
        select v.route, v.device, v.metric, v.bucket, sum(v.n) as n from private.site_vitals v
        where v.hour >= v_since group by 1, 2, 3, 4
      ),
      cumulative as (
        select h.*, sum(h.n) over (partition by h.route, h.device, h.metric order by h.bucket) as cum,
          sum(h.n) over (partition by h.route, h.device, h.metric) as total
        from hist h
      ),
      p75 as (
        select distinct on (c.route, c.device, c.metric) c.route, c.device, c.metric, c.total,
          private.vital_value(c.metric, c.bucket) as value
        from cumulative c where c.cum >= 0.75 * c.total
        order by c.route, c.device, c.metric, c.bucket
      )
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'route', p.route, 'device', p.device, 'metric', p.metric, 'p75', p.value, 'samples', p.total)
        order by p.route, p.device, p.metric)
      from p75 p), '[]'::jsonb),
    'errors', coalesce((
      select pg_catalog.jsonb_agg(x.row order by x.count desc, x.last_seen desc)
      from (
        select pg_catalog.jsonb_build_object(
          'fingerprint', g.fingerprint, 'kind', g.kind, 'error_type', g.error_type, 'message', g.message,
          'top_frame', g.top_frame, 'remote', g.remote, 'build', g.build, 'sample_message', g.sample_message,
          'sample_stack', g.sample_stack, 'sample_route', g.sample_route, 'first_seen', g.first_seen,
          'last_seen', g.last_seen, 'count', c.n) as row, c.n as count, g.last_seen
        from (select ec.fingerprint, sum(ec.n) as n from private.site_error_counts ec
              where ec.hour >= v_since group by 1) c
        join private.site_error_groups g using (fingerprint)
        order by c.n desc, g.last_seen desc
        limit 50) x), '[]'::jsonb),
    'remote_failures', coalesce((
      select pg_catalog.jsonb_agg(x.row order by x.n desc)
      from (
        select pg_catalog.jsonb_build_object('remote', f.remote, 'build', f.build, 'expose', f.expose,
          'code', f.code, 'route', f.route, 'count', sum(f.n), 'last_seen', max(f.hour)) as row, sum(f.n) as n
        from private.site_remote_failures f where f.hour >= v_since
        group by f.remote, f.build, f.expose, f.code, f.route
        order by sum(f.n) desc limit 50) x), '[]'::jsonb),
    'csp', coalesce((
      select pg_catalog.jsonb_agg(x.row order by x.n desc)
      from (
        select pg_catalog.jsonb_build_object('directive', v.directive, 'blocked_url', v.blocked_url,
          'page_count', coalesce(sum(v.n) filter (where v.origin = 'page'), 0),
          'report_count', coalesce(sum(v.n) filter (where v.origin = 'report'), 0),
          'routes', pg_catalog.array_agg(distinct v.route order by v.route)) as row,
          greatest(coalesce(sum(v.n) filter (where v.origin = 'page'), 0),
            coalesce(sum(v.n) filter (where v.origin = 'report'), 0)) as n
        from private.site_csp_violations v where v.hour >= v_since
        group by v.directive, v.blocked_url
        order by 2 desc limit 50) x), '[]'::jsonb));
end
$$;
revoke all on function public.site_health(integer) from public, anon;
grant execute on function public.site_health(integer) to authenticated;
