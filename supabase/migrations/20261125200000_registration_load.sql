-- Issue 29: registrations at 500 per second. The abuse limits and the attempt records stay as they are (same limits,
-- same PT429, same tables and keys); the database work per call goes down:
--
-- * 4 shards per 10-second bucket instead of 16: the per-address sum reads at most 7 x 4 rows instead of 7 x 16 (at
--   500 registrations per second from 50 addresses, 10 per second each, that is ~24 rows per call instead of ~96, one
--   heap page each). A shard's row lock is held until the registration commits (about a millisecond), so 4 shards
--   still let one address (carrier-grade NAT) pass thousands of calls per second.
-- * The per-e-mail count compared `at > clock_timestamp() - p_window`, a volatile expression, which is never an index
--   condition: it read every event of that e-mail (oldest first) since the last cleanup. The window's start is now a
--   value, so the count is a range of (kind, key, at) over the window only.
-- * The counters table keeps free room on its pages (fillfactor 70): a hit changes only `hits`, not an indexed
--   column, so it is a HOT update (no new index entries, pruned in place) instead of a new tuple in every index.
-- * The client address is read once per call: private.request_ip() parsed the request headers twice (each time in a
--   plpgsql exception block, a subtransaction) and split X-Forwarded-For twice. Same answer, half the work.
-- * The cleanups of old rows (0.5 % of calls, inside the caller's transaction) delete at most 1,000 rows each, so no
--   registration ever carries a large delete; they still keep up (each call adds one row, each cleanup removes up to
--   a thousand).
--
-- public.register_lead, public.join_waitlist and the other callers are unchanged: they call private.limit_public_call
-- / limit_address / limit_email as before.

-- ---------------------------------------------------------------------------------------------------------------
-- The client address: the same rule (cf-connecting-ip, else the rightmost X-Forwarded-For entry), headers read once.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function private.request_ip()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_headers jsonb := private.request_headers();
  v_forwarded text[];
begin
  if nullif(pg_catalog.btrim(v_headers ->> 'cf-connecting-ip'), '') is not null then
    return private.clean_text(v_headers ->> 'cf-connecting-ip', 100);
  end if;
  v_forwarded := pg_catalog.regexp_split_to_array(v_headers ->> 'x-forwarded-for', '\s*,\s*');
  return private.clean_text(
    nullif(pg_catalog.btrim(v_forwarded[pg_catalog.array_length(v_forwarded, 1)]), ''), 100);
end
$$;
revoke all on function private.request_ip() from public;

-- ---------------------------------------------------------------------------------------------------------------
-- Per e-mail (a handful in ten minutes): one event row per accepted call, counted over the window only.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function private.rate_limit(p_kind text, p_value text, p_max integer, p_window interval)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_key text;
  v_now timestamptz := pg_catalog.clock_timestamp();
  v_since timestamptz := v_now - p_window;
  v_count integer;
begin
  if p_value is null or pg_catalog.btrim(p_value) = '' then
    return;
  end if;
  v_key := private.rate_key(pg_catalog.lower(pg_catalog.btrim(p_value)));
  -- v_since is a value, not a volatile expression: an index range over (kind, key, at > v_since), at most p_max rows.
  select pg_catalog.count(*) into v_count
  from (select 1 from private.rate_limit_events e
        where e.kind = p_kind and e.key = v_key and e.at > v_since
        limit p_max) x;
  if v_count >= p_max then
    perform private.too_many_attempts();
  end if;
  insert into private.rate_limit_events (kind, key, at) values (p_kind, v_key, v_now);
  if pg_catalog.random() < 0.005 then
    delete from private.rate_limit_events e
    where e.ctid = any (array(select o.ctid from private.rate_limit_events o
                              where o.at < v_now - interval '1 day' limit 1000));
  end if;
end
$$;
revoke all on function private.rate_limit(text, text, integer, interval) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- Per address (generous): counters in 10-second buckets, 4 shards each, summed over the window only.
-- ---------------------------------------------------------------------------------------------------------------
alter table private.rate_limit_counters set (fillfactor = 70);

create or replace function private.rate_limit_counted(p_kind text, p_value text, p_max integer, p_window interval)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_key text;
  v_now timestamptz := pg_catalog.clock_timestamp();
  v_since timestamptz := v_now - p_window;
  v_bucket timestamptz := pg_catalog.to_timestamp(pg_catalog.floor(extract(epoch from v_now) / 10) * 10);
  v_count bigint;
begin
  if p_value is null or pg_catalog.btrim(p_value) = '' then
    return;
  end if;
  v_key := private.rate_key(pg_catalog.lower(pg_catalog.btrim(p_value)));
  -- A range of the primary key (kind, key, bucket > v_since): at most ~7 buckets x 4 shards.
  select coalesce(pg_catalog.sum(c.hits), 0) into v_count
  from private.rate_limit_counters c
  where c.kind = p_kind and c.key = v_key and c.bucket > v_since;
  if v_count >= p_max then
    perform private.too_many_attempts();
  end if;
  insert into private.rate_limit_counters as c (kind, key, bucket, shard, hits)
  values (p_kind, v_key, v_bucket, pg_catalog.floor(pg_catalog.random() * 4)::smallint, 1)
  on conflict (kind, key, bucket, shard) do update set hits = c.hits + 1;
  if pg_catalog.random() < 0.005 then
    delete from private.rate_limit_counters c
    where c.ctid = any (array(select o.ctid from private.rate_limit_counters o
                              where o.bucket < v_now - interval '1 day' limit 1000));
  end if;
end
$$;
revoke all on function private.rate_limit_counted(text, text, integer, interval) from public;
