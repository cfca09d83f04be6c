-- Staff-only functions of the dashboards (mfe-dashboards through data-client/src/staff/*):
-- aggregations computed in SQL (never by paging every row into the browser), the cold-leads page query,
-- the cold-lead CSV import and the cold -> hot conversion.
--
-- Every function is SECURITY DEFINER with `set search_path = ''` and starts with an explicit
-- private.is_staff() check, so a signed-in user who is not staff (or anon) gets an error, never data.
-- Execute is granted to authenticated only.

-- Raises insufficient_privilege unless the caller is staff.
create or replace function private.require_staff()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce(private.is_staff(), false) then
    raise exception using errcode = '42501', message = 'Acesso restrito à equipe.';
  end if;
end
$$;
revoke all on function private.require_staff() from public;

-- ---------------------------------------------------------------------------------------------------------------
-- Lead-source metrics (/campanhas). Dates are calendar days in Brasília time (start 00:00:00 to end 23:59:59).
-- Source defaults to 'Sem Fonte', medium to 'Sem Medium'; the medium of a source is the first one seen in the
-- dashboard's reading order (newest lead first); a missing launch counts as 1; percentages are whole numbers.
-- Returns { totalLeads, totalSources, lancamento, dateRange: { from, to }, sources: [{ source, medium, count, percentage }] }.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.lead_source_metrics(p_lancamento integer default null, p_start date default null, p_end date default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  perform private.require_staff();
  with filtered as (
    select
      coalesce(nullif(pg_catalog.btrim(l.utm_source), ''), 'Sem Fonte') as source,
      coalesce(nullif(pg_catalog.btrim(l.utm_medium), ''), 'Sem Medium') as medium,
      l.created_at,
      l.id
    from public.leads_lancamento l
    where (p_lancamento is null or coalesce(l.lancamento, 1) = p_lancamento)
      and (p_start is null or l.created_at >= (p_start::timestamp at time zone 'America/Sao_Paulo'))
      and (p_end is null or l.created_at < ((p_end + 1)::timestamp at time zone 'America/Sao_Paulo'))
  ),
  grouped as (
    select
      f.source,
      (pg_catalog.array_agg(f.medium order by f.created_at desc, f.id desc))[1] as medium,
      pg_catalog.count(*)::integer as count
    from filtered f
    group by f.source
  ),
  total as (select coalesce(sum(g.count), 0)::integer as n from grouped g)
  select jsonb_build_object(
    'totalLeads', t.n,
    'totalSources', (select pg_catalog.count(*) from grouped)::integer,
    'lancamento', p_lancamento,
    'dateRange', jsonb_build_object(
      'from', coalesce(pg_catalog.to_char(p_start, 'YYYY-MM-DD'), 'Início'),
      'to', coalesce(pg_catalog.to_char(p_end, 'YYYY-MM-DD'), 'Agora')),
    'sources', coalesce((
      select jsonb_agg(jsonb_build_object(
          'source', g.source,
          'medium', g.medium,
          'count', g.count,
          'percentage', case when t.n = 0 then 0 else pg_catalog.round(g.count * 100.0 / t.n)::integer end)
        order by g.count desc, g.source)
      from grouped g), '[]'::jsonb))
  into v_result
  from total t;
  return v_result;
end
$$;

-- Launch numbers that have leads, newest first (a missing launch counts as 1).
create or replace function public.lead_launches()
returns integer[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return coalesce((
    select pg_catalog.array_agg(x.lancamento order by x.lancamento desc)
    from (select distinct coalesce(l.lancamento, 1) as lancamento from public.leads_lancamento l) x
  ), '{}'::integer[]);
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Purchase-lead stats of a launch (/compras, hot): total, redirected, conversion rate (percent, 2 decimals),
-- per status (all five, missing as NOVO), per utm source (missing as 'direct'), per processor (missing as hotmart),
-- the 10 most recent leads.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.purchase_lead_stats(p_lancamento integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  perform private.require_staff();
  with leads as (
    select p.*,
      coalesce(nullif(pg_catalog.upper(pg_catalog.btrim(p.status)), ''), 'NOVO') as status_key,
      coalesce(nullif(pg_catalog.btrim(p.utm_source), ''), 'direct') as source_key,
      coalesce(nullif(pg_catalog.btrim(p.payment_processor), ''), 'hotmart') as processor_key
    from public.purchase_leads p
    where p_lancamento is null or p.lancamento = p_lancamento
  ),
  counts as (
    select pg_catalog.count(*)::integer as total,
      (pg_catalog.count(*) filter (where redirected_to_payment))::integer as redirected
    from leads
  )
  select jsonb_build_object(
    'total_leads', c.total,
    'total_redirected', c.redirected,
    'conversion_rate', case when c.total = 0 then 0 else pg_catalog.round(c.redirected * 100.0 / c.total, 2) end,
    'by_status', (
      select jsonb_object_agg(s.status, coalesce((select pg_catalog.count(*) from leads l where l.status_key = s.status), 0))
      from unnest(array['NOVO', 'CONTATADO', 'AGUARDANDO PAGAMENTO', 'AGUARDANDO PAGAMENTO PARCELADO', 'VENDIDO']) as s(status)
    ) || coalesce((
      select jsonb_object_agg(x.status_key, x.n)
      from (select l.status_key, pg_catalog.count(*) as n from leads l
            where l.status_key not in ('NOVO', 'CONTATADO', 'AGUARDANDO PAGAMENTO', 'AGUARDANDO PAGAMENTO PARCELADO', 'VENDIDO')
            group by l.status_key) x), '{}'::jsonb),
    'by_utm_source', coalesce((
      select jsonb_object_agg(x.source_key, x.n)
      from (select l.source_key, pg_catalog.count(*) as n from leads l group by l.source_key) x), '{}'::jsonb),
    'by_payment_processor', coalesce((
      select jsonb_object_agg(x.processor_key, x.n)
      from (select l.processor_key, pg_catalog.count(*) as n from leads l group by l.processor_key) x), '{}'::jsonb),
    'recent_leads', coalesce((
      select jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'email', r.email, 'status', r.status_key,
          'created_at', r.created_at) order by r.created_at desc, r.id desc)
      from (select * from leads l order by l.created_at desc, l.id desc limit 10) r), '[]'::jsonb))
  into v_result
  from counts c;
  return v_result;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Cold-lead stats (/compras, cold), optionally for one launch and one group.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.cold_lead_stats(p_lancamento integer default null, p_group_name text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  perform private.require_staff();
  with leads as (
    select c.*,
      coalesce(nullif(pg_catalog.btrim(c.group_name), ''), 'Sem grupo') as group_key,
      coalesce(nullif(pg_catalog.btrim(c.source), ''), 'unknown') as source_key
    from public.cold_leads c
    where (p_lancamento is null or c.lancamento = p_lancamento)
      and (p_group_name is null or c.group_name = p_group_name)
  )
  select jsonb_build_object(
    'total_contacts', pg_catalog.count(*)::integer,
    'with_saved_name', (pg_catalog.count(*) filter (where nullif(pg_catalog.btrim(l.saved_name), '') is not null))::integer,
    'brazil_contacts', (pg_catalog.count(*) filter (where l.country_code = '55'))::integer,
    'other_countries', (pg_catalog.count(*) filter (where l.country_code is distinct from '55'))::integer,
    'active_contacts', (pg_catalog.count(*) filter (where l.is_active))::integer,
    'inactive_contacts', (pg_catalog.count(*) filter (where not l.is_active))::integer,
    'by_group', coalesce((
      select jsonb_object_agg(x.group_key, x.n)
      from (select g.group_key, pg_catalog.count(*) as n from leads g group by g.group_key) x), '{}'::jsonb),
    'by_source', coalesce((
      select jsonb_object_agg(x.source_key, x.n)
      from (select s.source_key, pg_catalog.count(*) as n from leads s group by s.source_key) x), '{}'::jsonb),
    'last_updated', pg_catalog.max(l.updated_at))
  into v_result
  from leads l;
  return v_result;
end
$$;

-- Distinct non-empty group names of the cold leads (the category filter).
create or replace function public.cold_lead_groups()
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return coalesce((
    select pg_catalog.array_agg(x.group_name order by x.group_name)
    from (select distinct pg_catalog.btrim(c.group_name) as group_name from public.cold_leads c
          where nullif(pg_catalog.btrim(c.group_name), '') is not null) x
  ), '{}'::text[]);
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- One page of cold leads: filters, case-insensitive search over saved name, phone number and formatted phone
-- (a term of phone characters also matches country code + number by its digits), sort by a whitelisted column, exact total.
-- Returns { rows: [...], total, page, per_page, total_pages }.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.cold_leads_page(
  p_lancamento integer default null,
  p_group_name text default null,
  p_search text default null,
  p_sort text default 'created_at',
  p_ascending boolean default false,
  p_page integer default 1,
  p_per_page integer default 20,
  p_is_active boolean default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_term text := nullif(pg_catalog.btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_digits text;
  v_sort text := coalesce(p_sort, 'created_at');
  v_page integer := greatest(coalesce(p_page, 1), 1);
  v_per_page integer := least(greatest(coalesce(p_per_page, 20), 1), 100);
  v_total integer;
  v_rows jsonb;
begin
  perform private.require_staff();
  if v_sort not in ('created_at', 'updated_at', 'saved_name', 'phone_number', 'country_code', 'formatted_phone',
                    'group_name', 'source', 'is_active', 'lancamento', 'id') then
    raise exception using errcode = '22023', message = 'Ordenação inválida.';
  end if;
  if v_term is not null then
    v_pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(v_term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    -- A term made only of phone characters also matches country code + number by its digits ('(11) 98888').
    if v_term ~ '^[0-9 ()+./-]+$' then
      v_digits := nullif(pg_catalog.regexp_replace(v_term, '\D', '', 'g'), '');
    end if;
  end if;


  select pg_catalog.count(*)::integer into v_total
  from public.cold_leads c
  where (p_lancamento is null or c.lancamento = p_lancamento)
    and (p_group_name is null or c.group_name = p_group_name)
    and (p_is_active is null or c.is_active = p_is_active)
    and (v_term is null or c.saved_name ilike v_pattern or c.phone_number ilike v_pattern
         or c.formatted_phone ilike v_pattern
         or (v_digits is not null and (c.country_code || c.phone_number) like '%' || v_digits || '%'));

  execute pg_catalog.format(
    'select coalesce(jsonb_agg(to_jsonb(c) order by c.%1$I %2$s nulls last, c.id %2$s), ''[]''::jsonb)
     from (
       select c.* from public.cold_leads c
       where ($1 is null or c.lancamento = $1)
         and ($2 is null or c.group_name = $2)
         and ($3 is null or c.is_active = $3)
         and ($4 is null or c.saved_name ilike $5 or c.phone_number ilike $5 or c.formatted_phone ilike $5
              or ($6 is not null and (c.country_code || c.phone_number) like ''%%'' || $6 || ''%%''))
       order by c.%1$I %2$s nulls last, c.id %2$s
       offset $7 limit $8
     ) c',
    v_sort, case when p_ascending then 'asc' else 'desc' end)
  into v_rows
  using p_lancamento, p_group_name, p_is_active, v_term, v_pattern, v_digits, (v_page - 1) * v_per_page, v_per_page;

  return jsonb_build_object(
    'rows', v_rows,
    'total', v_total,
    'page', v_page,
    'per_page', v_per_page,
    'total_pages', greatest(1, ceil(v_total::numeric / v_per_page)::integer));
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- CSV import of cold leads (one batch): idempotent on country code + phone number + launch.
-- p_rows: [{ line, country_code, phone_number, formatted_phone, saved_name? }, ...].
-- Each row is inserted on its own (a bad row never loses the good ones).
-- Returns { inserted, skipped, failed: [{ line, message }] }.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.import_cold_leads(p_rows jsonb, p_group_name text, p_group_id text, p_lancamento integer default 2)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row jsonb;
  v_inserted integer := 0;
  v_skipped integer := 0;
  v_failed jsonb := '[]'::jsonb;
  v_count integer;
  v_line integer;
  v_index integer := 0;
begin
  perform private.require_staff();
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' then
    raise exception using errcode = '22023', message = 'Dados de importação inválidos.';
  end if;
  if pg_catalog.jsonb_array_length(p_rows) > 1000 then
    raise exception using errcode = '22023', message = 'Envie no máximo 1000 linhas por lote.';
  end if;
  for v_row in select value from jsonb_array_elements(p_rows) loop
    v_index := v_index + 1;
    v_line := case when (v_row ->> 'line') ~ '^[0-9]+$' then (v_row ->> 'line')::integer else v_index end;
    begin
      insert into public.cold_leads (country_code, phone_number, formatted_phone, saved_name, group_name, group_id,
                                     source, lancamento, is_active)
      values (
        pg_catalog.regexp_replace(coalesce(v_row ->> 'country_code', ''), '\D', '', 'g'),
        pg_catalog.regexp_replace(coalesce(v_row ->> 'phone_number', ''), '\D', '', 'g'),
        nullif(pg_catalog.btrim(v_row ->> 'formatted_phone'), ''),
        nullif(pg_catalog.btrim(v_row ->> 'saved_name'), ''),
        nullif(pg_catalog.btrim(p_group_name), ''),
        nullif(pg_catalog.btrim(p_group_id), ''),
        'whatsapp_group',
        coalesce(p_lancamento, 2),
        true)
      on conflict (country_code, phone_number, lancamento) do nothing;
      get diagnostics v_count = row_count;
      if v_count = 1 then v_inserted := v_inserted + 1; else v_skipped := v_skipped + 1; end if;
    exception when others then
      v_failed := v_failed || jsonb_build_array(jsonb_build_object('line', v_line, 'message', case sqlstate
        when '23514' then 'código do país ou telefone inválido'
        else sqlerrm end));
    end;
  end loop;
  return jsonb_build_object('inserted', v_inserted, 'skipped', v_skipped, 'failed', v_failed);
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Cold -> hot conversion (internal-side.md section 4). Matching an existing purchase lead, in order: the given
-- e-mail + launch, the WhatsApp number + launch, utm_id 'cold_{id}' + launch; found -> already_converted.
-- Otherwise a new purchase lead (generated e-mail / name fallbacks, the utm fields, hotmart) and a note on the cold lead.
-- Returns { already_converted, id, name, email }.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.convert_cold_lead(p_id bigint, p_email text default null, p_name text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_cold public.cold_leads%rowtype;
  v_email text := pg_catalog.lower(nullif(pg_catalog.btrim(coalesce(p_email, '')), ''));
  v_name text := nullif(pg_catalog.btrim(coalesce(p_name, '')), '');
  v_phone text;
  v_digits text;
  v_existing public.purchase_leads%rowtype;
  v_new public.purchase_leads%rowtype;
  v_group text;
begin
  perform private.require_staff();
  if v_email is not null and pg_catalog.strpos(v_email, '@') = 0 then
    raise exception using errcode = '22023',
      message = 'Por favor, insira um email válido ou deixe em branco para gerar automaticamente.';
  end if;

  select * into v_cold from public.cold_leads c where c.id = p_id for update;
  if not found then
    raise exception using errcode = '22023', message = 'Lead frio não encontrado';
  end if;

  v_phone := coalesce(nullif(pg_catalog.btrim(v_cold.formatted_phone), ''), '+' || v_cold.country_code || ' ' || v_cold.phone_number);
  v_digits := v_cold.country_code || v_cold.phone_number;

  if v_email is not null then
    select * into v_existing from public.purchase_leads p
    where p.email = v_email and p.lancamento = v_cold.lancamento limit 1;
  end if;
  if v_existing.id is null then
    select * into v_existing from public.purchase_leads p
    where p.lancamento = v_cold.lancamento
      and (p.whatsapp = v_phone
           or pg_catalog.regexp_replace(coalesce(p.whatsapp, ''), '\D', '', 'g') in (v_digits, v_cold.phone_number))
    order by p.id limit 1;
  end if;
  if v_existing.id is null then
    select * into v_existing from public.purchase_leads p
    where p.utm_id = 'cold_' || v_cold.id and p.lancamento = v_cold.lancamento
    order by p.id limit 1;
  end if;
  if v_existing.id is not null then
    return jsonb_build_object('already_converted', true, 'id', v_existing.id, 'name', v_existing.name, 'email', v_existing.email);
  end if;

  v_group := nullif(pg_catalog.btrim(v_cold.group_name), '');
  insert into public.purchase_leads (name, email, whatsapp, lancamento, status, utm_source, utm_medium, utm_campaign,
                                     utm_term, utm_content, utm_id, payment_processor)
  values (
    coalesce(v_name, nullif(pg_catalog.btrim(v_cold.saved_name), ''), 'Contato ' || v_phone),
    coalesce(v_email, 'lead.frio.' || v_digits || '.'
      || pg_catalog.floor(extract(epoch from pg_catalog.clock_timestamp()) * 1000)::bigint || '@temporario.invalid'),
    v_phone,
    coalesce(v_cold.lancamento, 2),
    'NOVO',
    'cold_lead_conversion',
    'whatsapp_group',
    coalesce(v_group, 'unknown_group'),
    v_cold.country_code,
    'Convertido de: ' || coalesce(v_group, 'unknown_group'),
    'cold_' || v_cold.id,
    'hotmart')
  returning * into v_new;

  update public.cold_leads c
  set notes = 'Convertido em lead quente (ID ' || v_new.id || ') em '
    || pg_catalog.to_char(pg_catalog.now() at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI')
  where c.id = v_cold.id;

  return jsonb_build_object('already_converted', false, 'id', v_new.id, 'name', v_new.name, 'email', v_new.email);
end
$$;

revoke all on function public.lead_source_metrics(integer, date, date), public.lead_launches(),
  public.purchase_lead_stats(integer), public.cold_lead_stats(integer, text), public.cold_lead_groups(),
  public.cold_leads_page(integer, text, text, text, boolean, integer, integer, boolean),
  public.import_cold_leads(jsonb, text, text, integer), public.convert_cold_lead(bigint, text, text)
  from public, anon;
grant execute on function public.lead_source_metrics(integer, date, date), public.lead_launches(),
  public.purchase_lead_stats(integer), public.cold_lead_stats(integer, text), public.cold_lead_groups(),
  public.cold_leads_page(integer, text, text, text, boolean, integer, integer, boolean),
  public.import_cold_leads(jsonb, text, text, integer), public.convert_cold_lead(bigint, text, text)
  to authenticated;
