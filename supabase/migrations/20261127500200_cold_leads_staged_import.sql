-- Issue 40: a cold-contacts import is all or nothing too.
--
-- Before: the page sent 50 rows per call of public.import_cold_leads, each call its own transaction, and a row the
-- table refused was skipped while the others went in: a file with a bad line, or a network failure half-way, left part
-- of it imported. Now the rows are staged in parts (public.stage_cold_leads, 50 per call as the page's progress shows)
-- and applied by one call (public.commit_cold_leads_import): every staged row is checked against the table's rules
-- first; with any line refused nothing is imported and the answer lists them ({ inserted: 0, skipped: 0, failed }),
-- else every row goes in with one statement (a contact already there for the launch is skipped, never duplicated).
-- public.import_cold_leads stays as it was for one batch (kept for scripts; the page no longer calls it).

create table private.cold_lead_staging (
  import_id uuid not null,
  staged_by uuid,
  staged_at timestamptz not null default now(),
  line integer not null,
  country_code text not null,
  phone_number text not null,
  formatted_phone text,
  saved_name text,
  primary key (import_id, line)
);
create index cold_lead_staging_staged_idx on private.cold_lead_staging (staged_at);
alter table private.cold_lead_staging enable row level security;
revoke all on private.cold_lead_staging from public, anon, authenticated;

-- Staff: stages rows [{ line, country_code, phone_number, formatted_phone, saved_name }] (at most 1,000 per call) under
-- the import's id (a random uuid of the caller's). Returns the rows staged so far.
create or replace function public.stage_cold_leads(p_import uuid, p_rows jsonb)
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
  if p_import is null or p_rows is null or pg_catalog.jsonb_typeof(p_rows) <> 'array' then
    raise exception using errcode = '22023', message = 'Dados de importação inválidos.';
  end if;
  if pg_catalog.jsonb_array_length(p_rows) > 1000 then
    raise exception using errcode = '22023', message = 'Envie no máximo 1000 linhas por lote.';
  end if;
  if exists (select 1 from private.cold_lead_staging s where s.import_id = p_import
             and s.staged_by is distinct from auth.uid()) then
    raise exception using errcode = '42501', message = 'Importação de outra pessoa.';
  end if;
  insert into private.cold_lead_staging (import_id, staged_by, line, country_code, phone_number, formatted_phone,
    saved_name)
  select p_import, auth.uid(),
         case when (r.v ->> 'line') ~ '^[0-9]{1,9}$' then (r.v ->> 'line')::integer else 1000000000 + r.n::integer end,
         pg_catalog.regexp_replace(coalesce(r.v ->> 'country_code', ''), '\D', '', 'g'),
         pg_catalog.regexp_replace(coalesce(r.v ->> 'phone_number', ''), '\D', '', 'g'),
         nullif(pg_catalog.btrim(r.v ->> 'formatted_phone'), ''),
         nullif(pg_catalog.btrim(r.v ->> 'saved_name'), '')
  from pg_catalog.jsonb_array_elements(p_rows) with ordinality as r(v, n)
  on conflict (import_id, line) do update set country_code = excluded.country_code,
    phone_number = excluded.phone_number, formatted_phone = excluded.formatted_phone, saved_name = excluded.saved_name;
  select pg_catalog.count(*)::integer into v_count from private.cold_lead_staging s where s.import_id = p_import;
  return v_count;
end
$$;
revoke all on function public.stage_cold_leads(uuid, jsonb) from public, anon;
grant execute on function public.stage_cold_leads(uuid, jsonb) to authenticated;

-- Staff: applies a staged import in one statement, or nothing when any line is refused. Answers as import_cold_leads.
create or replace function public.commit_cold_leads_import(p_import uuid, p_group_name text, p_group_id text,
  p_lancamento integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_total integer;
  v_inserted integer;
  v_failed jsonb;
begin
  perform private.require_staff();
  if p_lancamento is null or not exists (select 1 from public.launches l where l.lancamento = p_lancamento) then
    raise exception using errcode = '22023', message = 'Lançamento não encontrado.';
  end if;
  if exists (select 1 from private.cold_lead_staging s where s.import_id = p_import
             and s.staged_by is distinct from auth.uid()) then
    raise exception using errcode = '42501', message = 'Importação de outra pessoa.';
  end if;
  select pg_catalog.count(*)::integer into v_total from private.cold_lead_staging s where s.import_id = p_import;
  if v_total = 0 then
    raise exception using errcode = '22023', message = 'Nenhuma linha para importar.';
  end if;
  -- The table's own rules (public.cold_leads' checks), line by line, before anything is written.
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('line', s.line,
           'message', 'código do país ou telefone inválido') order by s.line), '[]'::jsonb)
  into v_failed
  from private.cold_lead_staging s
  where s.import_id = p_import
    and (s.country_code !~ '^[0-9]{1,4}$' or s.phone_number !~ '^[0-9]{4,20}$');
  if pg_catalog.jsonb_array_length(v_failed) > 0 then
    delete from private.cold_lead_staging s where s.import_id = p_import;
    return pg_catalog.jsonb_build_object('inserted', 0, 'skipped', 0, 'failed', v_failed);
  end if;
  insert into public.cold_leads (country_code, phone_number, formatted_phone, saved_name, group_name, group_id, source,
    lancamento, is_active)
  select s.country_code, s.phone_number, s.formatted_phone, s.saved_name, nullif(pg_catalog.btrim(p_group_name), ''),
         nullif(pg_catalog.btrim(p_group_id), ''), 'whatsapp_group', p_lancamento, true
  from private.cold_lead_staging s
  where s.import_id = p_import
  order by s.line
  on conflict (country_code, phone_number, lancamento) do nothing;
  get diagnostics v_inserted = row_count;
  delete from private.cold_lead_staging s where s.import_id = p_import;
  delete from private.cold_lead_staging s where s.staged_at < now() - interval '1 day';
  return pg_catalog.jsonb_build_object('inserted', v_inserted, 'skipped', v_total - v_inserted, 'failed', '[]'::jsonb);
end
$$;
revoke all on function public.commit_cold_leads_import(uuid, text, text, integer) from public, anon;
grant execute on function public.commit_cold_leads_import(uuid, text, text, integer) to authenticated;

-- Staff: forgets the staged rows of an import that failed. Returns how many.
create or replace function public.discard_cold_leads_import(p_import uuid)
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
  delete from private.cold_lead_staging s where s.import_id = p_import and s.staged_by is not distinct from auth.uid();
  get diagnostics v_n = row_count;
  return v_n;
end
$$;
revoke all on function public.discard_cold_leads_import(uuid) from public, anon;
grant execute on function public.discard_cold_leads_import(uuid) to authenticated;
