-- Issue 32: the canary's health for the edge's automatic rollback (edge/src/remotes-map/signals-health.ts).
--
-- public.remote_build_health(p_secret, p_remote, p_builds, p_since): for one remote and the given builds (its stable
-- version and its canary), page views, remote-load failures and errors since a time (whole hours: the production
-- signals are hourly rollups, 20261125400000_site_signals.sql). Called by the edge worker's map store with the
-- worker's SIGNALS_SECRET (the secret its queue consumer records signals with; only its SHA-256 is in the database),
-- never with the service-role key. Counts only: nothing about any visitor. Every requested build gets a row (zeros
-- when it has no signals yet).
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
      'remote_load_failures', (select coalesce(sum(f.n), 0) from private.site_remote_failures f
        where f.hour >= v_since and f.remote = p_remote and f.build = b.build),
      'errors', (select coalesce(sum(c.n), 0) from private.site_error_counts c
        join private.site_error_groups g using (fingerprint)
        where c.hour >= v_since and g.remote = p_remote and g.build = b.build)) order by b.build)
    from (select distinct unnest(p_builds) as build) b
    where b.build is not null and b.build <> ''), '[]'::jsonb);
end
$$;
revoke all on function public.remote_build_health(text, text, text[], timestamptz) from public, authenticated;
-- anon: the gateway role the worker calls with (the secret authorises, as for public.record_site_signals).
grant execute on function public.remote_build_health(text, text, text[], timestamptz) to anon, service_role;
