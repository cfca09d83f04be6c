-- Issue 40: an ad-spend import is all or nothing, at any size.
--
-- Before: the page sent 2,000 rows per call of public.import_ad_spend, each call its own transaction, so a file that
-- failed at line 2,001 left 2,000 rows imported. Now an import is staged and applied in one transaction:
--   public.stage_ad_spend(p_import, p_lancamento, p_offset, p_rows)   up to 5,000 rows per call, each checked (the
--       same rules as before; 'Linha N' counts from p_offset, the file's line) and kept in private.ad_spend_staging
--       under the import's id (a random uuid of the caller's), never in public.ad_spend;
--   public.commit_ad_spend_import(p_import, p_lancamento)            applies every staged row of the import in one
--       statement (one transaction: all rows or none) and forgets them; answers as import_ad_spend did;
--   public.discard_ad_spend_import(p_import)                         forgets a failed import's staged rows (an
--       abandoned one goes after a day by itself).
-- public.import_ad_spend(p_lancamento, p_rows) stays (one call, at most 5,000 rows): stage + commit in one transaction.
-- The checks are the page's too: data-client's adSpendRowProblems (src/staff/campaign-spend.ts) applies the same
-- limits before anything is sent (impressions and clicks at most 15 digits, spend 12 digits and 2 decimals, ids 30
-- digits, names 400 characters, the platform's shape), and a data-client integration test holds the two to each other.

create table private.ad_spend_staging (
  import_id uuid not null,
  lancamento integer not null,
  staged_by uuid,
  staged_at timestamptz not null default now(),
  n integer not null,
  platform text not null,
  day date not null,
  campaign_name text not null,
  campaign_id text,
  ad_set_name text not null,
  ad_set_id text,
  ad_name text not null,
  ad_id text,
  spend numeric(14, 2) not null,
  impressions bigint,
  clicks bigint,
  primary key (import_id, n)
);
create index ad_spend_staging_staged_idx on private.ad_spend_staging (staged_at);
alter table private.ad_spend_staging enable row level security;
revoke all on private.ad_spend_staging from public, anon, authenticated;

-- Checks p_rows (lines p_offset + 1 ...) and stages them under p_import; raises 'Linha N: ...' at the first problem.
create or replace function private.stage_ad_spend_rows(p_import uuid, p_lancamento integer, p_offset integer, p_rows jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bad record;
begin
  if p_rows is null or pg_catalog.jsonb_typeof(p_rows) <> 'array' or pg_catalog.jsonb_array_length(p_rows) = 0 then
    raise exception using errcode = '22023', message = 'Nenhuma linha para importar.';
  end if;
  if pg_catalog.jsonb_array_length(p_rows) > 5000 then
    raise exception using errcode = '22023', message = 'No máximo 5000 linhas por envio.';
  end if;
  with raw as (
    select p_offset + r.n::integer as n,
           pg_catalog.lower(pg_catalog.btrim(coalesce(r.v ->> 'platform', ''))) as platform,
           pg_catalog.btrim(coalesce(r.v ->> 'day', '')) as day,
           pg_catalog.btrim(coalesce(r.v ->> 'campaign_name', '')) as campaign_name,
           nullif(pg_catalog.btrim(coalesce(r.v ->> 'campaign_id', '')), '') as campaign_id,
           pg_catalog.btrim(coalesce(r.v ->> 'ad_set_name', '')) as ad_set_name,
           nullif(pg_catalog.btrim(coalesce(r.v ->> 'ad_set_id', '')), '') as ad_set_id,
           pg_catalog.btrim(coalesce(r.v ->> 'ad_name', '')) as ad_name,
           nullif(pg_catalog.btrim(coalesce(r.v ->> 'ad_id', '')), '') as ad_id,
           pg_catalog.btrim(coalesce(r.v ->> 'spend', '')) as spend,
           nullif(pg_catalog.btrim(coalesce(r.v ->> 'impressions', '')), '') as impressions,
           nullif(pg_catalog.btrim(coalesce(r.v ->> 'clicks', '')), '') as clicks,
           pg_catalog.jsonb_typeof(r.v) as kind,
           pg_catalog.jsonb_typeof(r.v -> 'campaign_id') as campaign_id_kind,
           pg_catalog.jsonb_typeof(r.v -> 'ad_set_id') as ad_set_id_kind,
           pg_catalog.jsonb_typeof(r.v -> 'ad_id') as ad_id_kind
    from pg_catalog.jsonb_array_elements(p_rows) with ordinality as r(v, n)
  ), checked as (
    select raw.*,
      case
        when raw.kind <> 'object' then 'não é um objeto'
        when raw.platform !~ '^[a-z0-9][a-z0-9_.-]{0,39}$' then 'plataforma inválida'
        when private.try_iso_date(raw.day) is null then 'dia inválido (use AAAA-MM-DD)'
        when raw.campaign_name = '' then 'campanha sem nome'
        when pg_catalog.length(raw.campaign_name) > 400 or pg_catalog.length(raw.ad_set_name) > 400
          or pg_catalog.length(raw.ad_name) > 400 then 'nome com mais de 400 caracteres'
        -- Ids travel as JSON strings: a JSON number may already have lost digits on the way.
        when 'number' in (raw.campaign_id_kind, raw.ad_set_id_kind, raw.ad_id_kind)
          then 'identificação enviada como número (envie como texto)'
        when raw.campaign_id !~ '^[0-9]{1,30}$' or raw.ad_set_id !~ '^[0-9]{1,30}$' or raw.ad_id !~ '^[0-9]{1,30}$'
          then 'identificação inválida (só dígitos)'
        when raw.spend !~ '^[0-9]{1,12}([.][0-9]{1,2})?$' then 'valor usado inválido'
        when raw.impressions !~ '^[0-9]{1,15}$' then 'impressões inválidas'
        when raw.clicks !~ '^[0-9]{1,15}$' then 'cliques inválidos'
      end as problem
    from raw
  ), bad as (
    select c.n, c.problem from checked c where c.problem is not null order by c.n limit 1
  ), ok as (
    insert into private.ad_spend_staging (import_id, lancamento, staged_by, n, platform, day, campaign_name,
      campaign_id, ad_set_name, ad_set_id, ad_name, ad_id, spend, impressions, clicks)
    select p_import, p_lancamento, auth.uid(), c.n, c.platform, c.day::date, c.campaign_name, c.campaign_id,
           c.ad_set_name, c.ad_set_id, c.ad_name, c.ad_id, c.spend::numeric(14, 2), c.impressions::bigint,
           c.clicks::bigint
    from checked c where c.problem is null and not exists (select 1 from bad)
  )
  select b.n, b.problem into v_bad from bad b;
  if v_bad.n is not null then
    raise exception using errcode = '22023', message = pg_catalog.format('Linha %s: %s.', v_bad.n, v_bad.problem);
  end if;
end
$$;
revoke all on function private.stage_ad_spend_rows(uuid, integer, integer, jsonb) from public;

-- Applies the staged rows of p_import to p_lancamento's spend in one statement, forgets them, answers the counts.
create or replace function private.apply_ad_spend_import(p_import uuid, p_lancamento integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_received integer;
  v_rows integer;
  v_inserted integer;
  v_updated integer;
  v_first date;
  v_last date;
begin
  select pg_catalog.count(*)::integer, pg_catalog.min(i.day), pg_catalog.max(i.day) into v_received, v_first, v_last
  from private.ad_spend_staging i where i.import_id = p_import and i.lancamento = p_lancamento;
  if v_received = 0 then
    raise exception using errcode = '22023', message = 'Nenhuma linha para importar.';
  end if;
  with grouped as (
    select i.platform, i.day, private.ad_spend_key(i.ad_id, i.campaign_name, i.ad_set_name, i.ad_name) as ad_key,
           -- names and ids of the last row of that key in the file
           (pg_catalog.array_agg(i.campaign_name order by i.n desc))[1] as campaign_name,
           (pg_catalog.array_agg(i.campaign_id order by i.n desc))[1] as campaign_id,
           (pg_catalog.array_agg(i.ad_set_name order by i.n desc))[1] as ad_set_name,
           (pg_catalog.array_agg(i.ad_set_id order by i.n desc))[1] as ad_set_id,
           (pg_catalog.array_agg(i.ad_name order by i.n desc))[1] as ad_name,
           (pg_catalog.array_agg(i.ad_id order by i.n desc))[1] as ad_id,
           pg_catalog.sum(i.spend) as spend, pg_catalog.sum(i.impressions) as impressions,
           pg_catalog.sum(i.clicks) as clicks
    from private.ad_spend_staging i
    where i.import_id = p_import and i.lancamento = p_lancamento
    group by 1, 2, 3
  ), upserted as (
    insert into public.ad_spend as s (lancamento, platform, day, campaign_name, campaign_id, ad_set_name, ad_set_id,
      ad_name, ad_id, spend, impressions, clicks, imported_by)
    select p_lancamento, g.platform, g.day, g.campaign_name, g.campaign_id, g.ad_set_name, g.ad_set_id, g.ad_name,
           g.ad_id, g.spend, g.impressions, g.clicks, auth.uid()
    from grouped g
    order by g.platform, g.day, g.ad_key
    on conflict on constraint ad_spend_one_row_per_ad_day do update
      set campaign_name = excluded.campaign_name, campaign_id = excluded.campaign_id,
          ad_set_name = excluded.ad_set_name, ad_set_id = excluded.ad_set_id, ad_name = excluded.ad_name,
          spend = excluded.spend, impressions = excluded.impressions, clicks = excluded.clicks,
          imported_at = now(), imported_by = excluded.imported_by
      where (s.campaign_name, s.campaign_id, s.ad_set_name, s.ad_set_id, s.ad_name, s.spend, s.impressions, s.clicks)
            is distinct from (excluded.campaign_name, excluded.campaign_id, excluded.ad_set_name, excluded.ad_set_id,
                              excluded.ad_name, excluded.spend, excluded.impressions, excluded.clicks)
    returning (s.xmax = 0) as inserted
  )
  select (select pg_catalog.count(*) from grouped)::integer,
         (pg_catalog.count(*) filter (where u.inserted))::integer,
         (pg_catalog.count(*) filter (where not u.inserted))::integer
  into v_rows, v_inserted, v_updated
  from upserted u;
  delete from private.ad_spend_staging i where i.import_id = p_import;
  -- Imports abandoned more than a day ago (a closed tab) are forgotten.
  delete from private.ad_spend_staging i where i.staged_at < now() - interval '1 day';
  return pg_catalog.jsonb_build_object('received', v_received, 'rows', v_rows, 'inserted', v_inserted,
    'updated', v_updated, 'unchanged', v_rows - v_inserted - v_updated, 'first_day', v_first, 'last_day', v_last);
end
$$;
revoke all on function private.apply_ad_spend_import(uuid, integer) from public;

create or replace function private.require_launch(p_lancamento integer)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_lancamento is null or not exists (select 1 from public.launches l where l.lancamento = p_lancamento) then
    raise exception using errcode = '22023', message = 'Lançamento não encontrado.';
  end if;
end
$$;
revoke all on function private.require_launch(integer) from public;

-- Staff: stages one part of a file. p_import: the import's id (a random uuid the caller chose); an id another staff
-- member staged under, or staged for another launch, is refused. Returns the rows staged so far.
create or replace function public.stage_ad_spend(p_import uuid, p_lancamento integer, p_offset integer, p_rows jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform private.require_staff();
  perform private.require_launch(p_lancamento);
  if p_import is null or p_offset is null or p_offset < 0 then
    raise exception using errcode = '22023', message = 'Importação inválida.';
  end if;
  if exists (select 1 from private.ad_spend_staging i where i.import_id = p_import
             and (i.staged_by is distinct from auth.uid() or i.lancamento <> p_lancamento)) then
    raise exception using errcode = '42501', message = 'Importação de outra pessoa ou de outro lançamento.';
  end if;
  perform private.stage_ad_spend_rows(p_import, p_lancamento, p_offset, p_rows);
  select pg_catalog.count(*)::integer into v_count from private.ad_spend_staging i where i.import_id = p_import;
  return v_count;
end
$$;
revoke all on function public.stage_ad_spend(uuid, integer, integer, jsonb) from public, anon;
grant execute on function public.stage_ad_spend(uuid, integer, integer, jsonb) to authenticated;

-- Staff: applies a staged import (all of it, in this one transaction).
create or replace function public.commit_ad_spend_import(p_import uuid, p_lancamento integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  perform private.require_launch(p_lancamento);
  if exists (select 1 from private.ad_spend_staging i where i.import_id = p_import
             and i.staged_by is distinct from auth.uid()) then
    raise exception using errcode = '42501', message = 'Importação de outra pessoa ou de outro lançamento.';
  end if;
  return private.apply_ad_spend_import(p_import, p_lancamento);
end
$$;
revoke all on function public.commit_ad_spend_import(uuid, integer) from public, anon;
grant execute on function public.commit_ad_spend_import(uuid, integer) to authenticated;

-- Staff: forgets the staged rows of an import (one that failed). Returns how many.
create or replace function public.discard_ad_spend_import(p_import uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_n integer;
begin
  perform private.require_staff();
  delete from private.ad_spend_staging i where i.import_id = p_import and i.staged_by is not distinct from auth.uid();
  get diagnostics v_n = row_count;
  return v_n;
end
$$;
revoke all on function public.discard_ad_spend_import(uuid) from public, anon;
grant execute on function public.discard_ad_spend_import(uuid) to authenticated;

-- One call, at most 5,000 rows: staged and applied in this transaction (the same checks, the same answer).
create or replace function public.import_ad_spend(p_lancamento integer, p_rows jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_import uuid := gen_random_uuid();
begin
  perform private.require_staff();
  perform private.require_launch(p_lancamento);
  perform private.stage_ad_spend_rows(v_import, p_lancamento, 0, p_rows);
  return private.apply_ad_spend_import(v_import, p_lancamento);
end
$$;
revoke all on function public.import_ad_spend(integer, jsonb) from public, anon;
grant execute on function public.import_ad_spend(integer, jsonb) to authenticated;
