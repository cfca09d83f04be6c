-- Issue 40: production signals a stranger cannot forge.
--
-- The edge signs a view token into every page it composes (edge/src/signals/view-token.ts): a random view id and the
-- builds it served that page view (canaries included). POST /signals takes a beacon only with a valid token, reads its
-- events for the token's builds, and the queue message carries the view id. Here:
-- 1. private.site_signal_views: each view id is recorded once (primary key). A message whose view id is already there
--    (the same token sent again) counts nothing: no page view, no error, no failure. A message without a view id (a
--    CSP report, sent by the browser itself) counts only its CSP events.
-- 2. What one view can weigh: its errors count at most 20 in all (the sum of their n), a remote's load failure once.
--    Error groups carry `views` (distinct page views that saw them, per hour, route and device): the staff page ranks
--    groups by views, so one client's flood of distinct junk (one view each) cannot push real errors off the page.
-- 3. private.site_build_views: per hour, remote and build, the page views that had an error / a remote-load failure
--    of that build. public.remote_build_health (the canary's rollback) reads those: failing page views, whatever the
--    counts a client states.
-- Routes arrive as the page catalogue's paths or 'outra' (the edge maps them); nothing personal is stored.

create table private.site_signal_views (
  view_id text primary key check (view_id ~ '^[A-Za-z0-9_-]{22}$'),
  recorded_at timestamptz not null default now()
);
create index site_signal_views_recorded_idx on private.site_signal_views (recorded_at);

alter table private.site_error_counts add column views bigint not null default 1 check (views >= 0);
alter table private.site_error_counts alter column views drop default;

create table private.site_build_views (
  hour timestamptz not null,
  remote text not null,
  build text not null,
  error_views bigint not null default 0 check (error_views >= 0),
  failure_views bigint not null default 0 check (failure_views >= 0),
  primary key (hour, remote, build)
);

alter table private.site_signal_views enable row level security;
alter table private.site_build_views enable row level security;
revoke all on private.site_signal_views, private.site_build_views from public, anon, authenticated;

-- The longest a view's token lives is an hour (VIEW_TOKEN_TTL_SECONDS); view ids are kept 3 hours, and a message that
-- arrives more than 2 hours after the edge took it (a queue that retried for that long) is not counted.
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
  delete from private.site_vitals where hour < now() - interval '8 days';
  delete from private.site_vital_targets where hour < now() - interval '8 days';
  delete from private.site_remote_failures where hour < v_keep;
  delete from private.site_csp_violations where hour < v_keep;
  delete from private.site_error_counts where hour < v_keep;
  delete from private.site_error_groups where last_seen < v_keep;
  delete from private.site_build_views where hour < v_keep;
  delete from private.site_signal_messages where recorded_at < now() - interval '8 days';
  delete from private.site_signal_views where recorded_at < now() - interval '3 hours';
  insert into private.site_signals_state (id, pruned_at) values (true, now())
  on conflict (id) do update set pruned_at = excluded.pruned_at;
end
$$;
revoke all on function private.prune_site_signals() from public;

-- p_messages: [{ id: uuid, at: timestamptz, view_id?: text, view: {...} | null, events: [...] }] (the shapes of
-- 20261125400000_site_signals.sql). Returns { recorded, duplicates, reused }: reused = messages whose view id was
-- already recorded (counted nothing).
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
  v_view_id text;
  v_recorded integer := 0;
  v_duplicates integer := 0;
  v_reused integer := 0;
  v_kind text;
  v_device text;
  v_value double precision;
  v_n integer;
  v_budget integer;
  v_fingerprint text;
  v_remote text;
  v_build text;
  v_fingerprints text[];
  v_error_builds text[];
  v_failed_builds text[];
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
    v_view_id := private.signal_text(v_message -> 'view_id', 40);
    if v_view_id <> '' and (v_view_id !~ '^[A-Za-z0-9_-]{22}$' or v_at < now() - interval '2 hours') then
      continue; -- not a view id, or too late: its id may be pruned already
    end if;
    -- A clock far off (or a replay of an old message) is recorded at arrival time.
    if v_at > now() + interval '5 minutes' or v_at < now() - interval '7 days' then v_at := now(); end if;
    insert into private.site_signal_messages (id) values (v_id) on conflict (id) do nothing;
    if not found then
      v_duplicates := v_duplicates + 1;
      continue;
    end if;
    if v_view_id <> '' then
      insert into private.site_signal_views (view_id) values (v_view_id) on conflict (view_id) do nothing;
      if not found then
        v_reused := v_reused + 1;
        continue; -- the same view token again: it counted once already
      end if;
    end if;
    v_recorded := v_recorded + 1;
    v_hour := pg_catalog.date_trunc('hour', v_at);
    v_budget := 20;
    v_fingerprints := '{}';
    v_error_builds := '{}';
    v_failed_builds := '{}';

    v_view := v_message -> 'view';
    if v_view_id <> '' and pg_catalog.jsonb_typeof(v_view) = 'object' then
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
        -- Without a view (a CSP report) only CSP violations count.
        if v_view_id = '' and v_kind <> 'csp' then continue; end if;
        v_device := private.signal_text(v_event -> 'device', 10);
        if v_device not in ('mobile', 'desktop') then v_device := 'desktop'; end if;
        v_remote := private.signal_text(v_event -> 'remote', 60);
        v_build := private.signal_text(v_event -> 'build', 64);
        if v_kind = 'vital' then
          if pg_catalog.jsonb_typeof(v_event -> 'value') <> 'number'
            or (v_event ->> 'metric') not in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB') then continue; end if;
          v_value := (v_event ->> 'value')::double precision;
          if v_value < 0 or v_value > 1e7 then continue; end if;
          insert into private.site_vitals as s (hour, metric, route, device, remote, build, bucket, n)
          values (v_hour, v_event ->> 'metric', private.signal_text(v_event -> 'route', 200), v_device,
            v_remote, v_build, private.vital_bucket(v_event ->> 'metric', v_value), 1)
          on conflict (hour, metric, route, device, remote, build, bucket) do update set n = s.n + 1;
          if (v_event ->> 'metric') in ('LCP', 'INP', 'CLS') and private.signal_text(v_event -> 'target', 100) <> '' then
            insert into private.site_vital_targets as t (hour, metric, route, device, target, n, not_good)
            values (v_hour, v_event ->> 'metric', private.signal_text(v_event -> 'route', 200), v_device,
              private.signal_text(v_event -> 'target', 100), 1,
              case when v_value > case v_event ->> 'metric' when 'LCP' then 2500 when 'INP' then 200 else 0.1 end
                then 1 else 0 end)
            on conflict (hour, metric, route, device, target)
            do update set n = t.n + 1, not_good = t.not_good + excluded.not_good;
          end if;
        elsif v_kind in ('error', 'rejection', 'resource') then
          v_fingerprint := private.signal_text(v_event -> 'fingerprint', 64);
          if v_fingerprint !~ '^[0-9a-f]{16,64}$' or v_budget <= 0 then continue; end if;
          -- n as the client states it, within what is left of the view's 20.
          v_n := case when pg_catalog.jsonb_typeof(v_event -> 'n') = 'number'
            then least(greatest((v_event ->> 'n')::numeric, 1), v_budget)::integer else 1 end;
          v_budget := v_budget - v_n;
          insert into private.site_error_groups as g (fingerprint, kind, error_type, message, top_frame, remote, build,
            sample_message, sample_stack, sample_route, first_seen, last_seen, total)
          values (v_fingerprint, v_kind, private.signal_text(v_event -> 'error_type', 100),
            private.signal_text(v_event -> 'message', 500), private.signal_text(v_event -> 'top_frame', 300),
            v_remote, v_build,
            private.signal_text(v_event -> 'sample_message', 1000), private.signal_text(v_event -> 'sample_stack', 4000),
            private.signal_text(v_event -> 'route', 200), v_at, v_at, v_n)
          on conflict (fingerprint) do update set
            total = g.total + excluded.total,
            first_seen = least(g.first_seen, excluded.first_seen),
            last_seen = greatest(g.last_seen, excluded.last_seen),
            sample_message = excluded.sample_message,
            sample_stack = case when excluded.sample_stack <> '' then excluded.sample_stack else g.sample_stack end,
            sample_route = excluded.sample_route;
          insert into private.site_error_counts as c (hour, fingerprint, route, device, n, views)
          values (v_hour, v_fingerprint, private.signal_text(v_event -> 'route', 200), v_device, v_n,
            case when v_fingerprint = any (v_fingerprints) then 0 else 1 end)
          on conflict (hour, fingerprint, route, device) do update set n = c.n + excluded.n, views = c.views + excluded.views;
          v_fingerprints := v_fingerprints || v_fingerprint;
          -- The view had an error of this build (the shell's own errors under 'shell').
          if not (coalesce(nullif(v_remote, ''), 'shell') || '/' || v_build = any (v_error_builds)) then
            v_error_builds := v_error_builds || (coalesce(nullif(v_remote, ''), 'shell') || '/' || v_build);
            insert into private.site_build_views as b (hour, remote, build, error_views)
            values (v_hour, coalesce(nullif(v_remote, ''), 'shell'), v_build, 1)
            on conflict (hour, remote, build) do update set error_views = b.error_views + 1;
          end if;
        elsif v_kind = 'remote' then
          -- One load failure per remote and view.
          if v_remote = '' or v_remote = any (v_failed_builds) then continue; end if;
          v_failed_builds := v_failed_builds || v_remote;
          insert into private.site_remote_failures as r (hour, remote, build, expose, code, route, device, connection, n)
          values (v_hour, v_remote, v_build,
            private.signal_text(v_event -> 'expose', 100), private.signal_text(v_event -> 'code', 40),
            private.signal_text(v_event -> 'route', 200), v_device, private.signal_text(v_event -> 'connection', 20), 1)
          on conflict (hour, remote, build, expose, code, route, device, connection) do update set n = r.n + 1;
          insert into private.site_build_views as b (hour, remote, build, failure_views)
          values (v_hour, v_remote, v_build, 1)
          on conflict (hour, remote, build) do update set failure_views = b.failure_views + 1;
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
  return pg_catalog.jsonb_build_object('recorded', v_recorded, 'duplicates', v_duplicates, 'reused', v_reused);
end
$$;
revoke all on function public.record_site_signals(text, jsonb) from public, authenticated;
grant execute on function public.record_site_signals(text, jsonb) to anon, service_role;

-- The canary's rollback: per requested build, page views, and the page views that had a remote-load failure / an
-- error of that build (not the counts a client states).
create or replace function public.remote_build_health(p_secret text, p_remote text, p_builds text[], p_since timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_since timestamptz;
begin
  perform private.require_site_signals_secret(p_secret);
  if p_remote is null or p_remote !~ '^[a-z][a-z0-9_]{0,63}$' then
    raise exception using errcode = '22023', message = 'Remoto inválido.';
  end if;
  if p_builds is null or pg_catalog.cardinality(p_builds) > 10 then
    raise exception using errcode = '22023', message = 'Builds inválidos (no máximo 10).';
  end if;
  v_since := pg_catalog.date_trunc('hour', coalesce(p_since, now() - interval '1 hour'));
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'build', b.build,
      'page_views', (select coalesce(sum(p.n), 0) from private.site_page_views p
        where p.hour >= v_since and p.remote = p_remote and p.build = b.build),
      'remote_load_failures', (select coalesce(sum(v.failure_views), 0) from private.site_build_views v
        where v.hour >= v_since and v.remote = p_remote and v.build = b.build),
      'errors', (select coalesce(sum(v.error_views), 0) from private.site_build_views v
        where v.hour >= v_since and v.remote = p_remote and v.build = b.build)) order by b.build)
    from (select distinct unnest(p_builds) as build) b
    where b.build is not null and b.build <> ''), '[]'::jsonb);
end
$$;
revoke all on function public.remote_build_health(text, text, text[], timestamptz) from public, authenticated;
grant execute on function public.remote_build_health(text, text, text[], timestamptz) to anon, service_role;

-- /campanhas/saude: as before, error groups ranked by the distinct page views that saw them (and "views" in each).
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
    'vital_targets', coalesce((
      select pg_catalog.jsonb_agg(x.row order by x.not_good desc, x.n desc)
      from (
        select pg_catalog.jsonb_build_object('metric', t.metric, 'route', t.route, 'device', t.device,
          'target', t.target, 'count', sum(t.n), 'not_good', sum(t.not_good)) as row,
          sum(t.not_good) as not_good, sum(t.n) as n
        from private.site_vital_targets t where t.hour >= v_since
        group by t.metric, t.route, t.device, t.target
        order by sum(t.not_good) desc, sum(t.n) desc limit 30) x), '[]'::jsonb),
    'errors', coalesce((
      select pg_catalog.jsonb_agg(x.row order by x.views desc, x.count desc, x.last_seen desc)
      from (
        select pg_catalog.jsonb_build_object(
          'fingerprint', g.fingerprint, 'kind', g.kind, 'error_type', g.error_type, 'message', g.message,
          'top_frame', g.top_frame, 'remote', g.remote, 'build', g.build, 'sample_message', g.sample_message,
          'sample_stack', g.sample_stack, 'sample_route', g.sample_route, 'first_seen', g.first_seen,
          'last_seen', g.last_seen, 'count', c.n, 'views', c.views) as row, c.views, c.n as count, g.last_seen
        from (select ec.fingerprint, sum(ec.n) as n, sum(ec.views) as views from private.site_error_counts ec
              where ec.hour >= v_since group by 1) c
        join private.site_error_groups g using (fingerprint)
        -- Distinct page views first: one client's flood of junk groups (a view each) stays below real errors.
        order by c.views desc, c.n desc, g.last_seen desc
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
