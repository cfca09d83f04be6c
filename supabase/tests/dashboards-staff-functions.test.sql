-- Dashboards' staff functions (supabase/migrations/20250301000000_dashboards_staff_functions.sql) against known data.
-- Runs as superuser inside a transaction that the runner rolls back; calls are made as `authenticated` with a
-- staff JWT (and a non-staff one, and anon) so the staff check is exercised as PostgREST would.
-- Test data lives in launches 901..903 so the seed cannot disturb the figures.

create temporary table t_ids (name text primary key, id text);
grant all on t_ids to authenticated, anon;

insert into auth.users (email, encrypted_password) values ('staff-sqltest@example.com', 'x'), ('user-sqltest@example.com', 'x');
insert into private.staff (user_id) select id from auth.users where email = 'staff-sqltest@example.com';
insert into t_ids select 'staff', id::text from auth.users where email = 'staff-sqltest@example.com';
insert into t_ids select 'user', id::text from auth.users where email = 'user-sqltest@example.com';

-- Lead sources, launch 901: google x3 (newest medium 'cpc-novo'), instagram x2 (empty medium), no source x1.
insert into public.leads_lancamento (name, email, programming_experience, track, utm_source, utm_medium, lancamento, created_at) values
  ('A', 'a901@example.com', 'want_to_learn', 'iniciante', 'google', 'cpc', 901, '2025-03-10 02:30Z'),  -- 09/03 23:30 in Brasília
  ('B', 'b901@example.com', 'want_to_learn', 'iniciante', 'google', 'display', 901, '2025-03-11 12:00Z'),
  ('C', 'c901@example.com', 'want_to_learn', 'iniciante', 'google', 'cpc-novo', 901, '2025-03-12 12:00Z'),
  ('D', 'd901@example.com', 'want_to_learn', 'iniciante', 'instagram', '', 901, '2025-03-11 13:00Z'),
  ('E', 'e901@example.com', 'want_to_learn', 'iniciante', ' instagram ', null, 901, '2025-03-13 02:59Z'), -- 12/03 23:59
  ('F', 'f901@example.com', 'want_to_learn', 'iniciante', null, null, 901, '2025-03-13 03:00Z');           -- 13/03 00:00

-- Purchase leads, launch 902.
insert into public.purchase_leads (name, email, whatsapp, lancamento, status, utm_source, redirected_to_payment) values
  ('P1', 'p1-902@example.com', '5511999990001', 902, 'NOVO', 'fb', true),
  ('P2', 'p2-902@example.com', null, 902, 'VENDIDO', null, false),
  ('P3', 'p3-902@example.com', '11999990003', 902, 'CONTATADO', '', false);

-- Cold leads, launch 903.
insert into public.cold_leads (country_code, phone_number, formatted_phone, saved_name, group_name, source, lancamento, is_active, updated_at) values
  ('55', '11988880001', '+55 11 98888-0001', 'Ana Souza', 'Grupo A', 'whatsapp_group', 903, true, '2025-04-01 10:00Z'),
  ('55', '11988880002', '+55 11 98888-0002', null, null, 'whatsapp_group', 903, true, '2025-04-02 10:00Z'),
  ('1', '2025550100', '+1 202 555 0100', 'Bob', 'Grupo A', 'whatsapp_group', 903, false, '2025-04-03 10:00Z'),
  ('351', '912345678', '+351 912 345 678', null, '', 'telegram_group', 903, true, '2025-04-04 10:00Z');

do $$
declare
  v jsonb;
  v_arr int[];
  v_state text;
begin
  -- ---------- not staff: refused ----------
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', json_build_object('sub', (select id from t_ids where name = 'user'), 'role', 'authenticated')::text, true);
  begin
    perform public.lead_source_metrics(901, null, null);
    raise exception 'non-staff read lead_source_metrics';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.cold_leads_page(903);
    raise exception 'non-staff read cold_leads_page';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.convert_cold_lead(1, null, null);
    raise exception 'non-staff converted';
  exception when insufficient_privilege then null;
  end;
  perform set_config('role', 'anon', true);
  perform set_config('request.jwt.claims', '{"role":"anon"}', true);
  begin
    perform public.purchase_lead_stats(902);
    raise exception 'anon read purchase_lead_stats';
  exception when insufficient_privilege then null;
  end;

  -- ---------- staff ----------
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', json_build_object('sub', (select id from t_ids where name = 'staff'), 'role', 'authenticated')::text, true);

  v := public.lead_source_metrics(901, null, null);
  assert (v ->> 'total_leads')::int = 6, 'total_leads ' || v::text;
  assert (v ->> 'total_sources')::int = 3, 'total_sources ' || v::text;
  assert v -> 'date_range' = '{"from": "Início", "to": "Agora"}'::jsonb, 'date_range ' || v::text;
  assert v -> 'sources' = '[
    {"source": "google", "medium": "cpc-novo", "count": 3, "percentage": 50},
    {"source": "instagram", "medium": "Sem Medium", "count": 2, "percentage": 33},
    {"source": "Sem Fonte", "medium": "Sem Medium", "count": 1, "percentage": 17}]'::jsonb, 'sources ' || (v -> 'sources')::text;

  -- Calendar days in Brasília: 10/03..12/03 leaves out A (09/03 23:30) and F (13/03 00:00), keeps E (12/03 23:59).
  v := public.lead_source_metrics(901, '2025-03-10', '2025-03-12');
  assert (v ->> 'total_leads')::int = 4, 'filtered total_leads ' || v::text;
  assert v -> 'date_range' = '{"from": "2025-03-10", "to": "2025-03-12"}'::jsonb, 'filtered date_range ' || v::text;
  assert v -> 'sources' -> 0 = '{"source": "google", "medium": "cpc-novo", "count": 2, "percentage": 50}'::jsonb, 'filtered google ' || v::text;
  assert v -> 'sources' -> 1 = '{"source": "instagram", "medium": "Sem Medium", "count": 2, "percentage": 50}'::jsonb, 'filtered instagram ' || v::text;

  v := public.lead_source_metrics(999999, null, null);
  assert (v ->> 'total_leads')::int = 0 and v -> 'sources' = '[]'::jsonb, 'empty launch ' || v::text;
  v := public.lead_source_metrics(null, null, null);
  assert (v ->> 'total_leads')::int >= 6, 'all launches ' || v::text;

  v_arr := public.lead_launches();
  assert 901 = any (v_arr), 'lead_launches has 901';
  assert v_arr = (select array_agg(x order by x desc) from unnest(v_arr) x), 'lead_launches newest first';

  -- Purchase-lead stats.
  v := public.purchase_lead_stats(902);
  assert (v ->> 'total_leads')::int = 3, 'total_leads ' || v::text;
  assert (v ->> 'total_redirected')::int = 1, 'total_redirected ' || v::text;
  assert (v ->> 'conversion_rate')::numeric = 33.33, 'conversion_rate ' || v::text;
  assert v -> 'by_status' = '{"NOVO": 1, "CONTATADO": 1, "AGUARDANDO PAGAMENTO": 0, "AGUARDANDO PAGAMENTO PARCELADO": 0, "VENDIDO": 1, "REEMBOLSADO": 0}'::jsonb, 'by_status ' || v::text;
  assert v -> 'by_utm_source' = '{"fb": 1, "direct": 2}'::jsonb, 'by_utm_source ' || v::text;
  assert v -> 'by_payment_processor' = '{"hotmart": 3}'::jsonb, 'by_payment_processor ' || v::text;
  assert jsonb_array_length(v -> 'recent_leads') = 3, 'recent_leads ' || v::text;
  v := public.purchase_lead_stats(999999);
  assert (v ->> 'total_leads')::int = 0 and (v ->> 'conversion_rate')::numeric = 0, 'empty stats ' || v::text;

  -- Cold-lead stats.
  v := public.cold_lead_stats(903, null);
  assert (v ->> 'total_contacts')::int = 4, 'total_contacts ' || v::text;
  assert (v ->> 'with_saved_name')::int = 2, 'with_saved_name ' || v::text;
  assert (v ->> 'brazil_contacts')::int = 2 and (v ->> 'other_countries')::int = 2, 'countries ' || v::text;
  assert (v ->> 'active_contacts')::int = 3 and (v ->> 'inactive_contacts')::int = 1, 'activity ' || v::text;
  assert v -> 'by_group' = '{"Grupo A": 2, "Sem grupo": 2}'::jsonb, 'by_group ' || v::text;
  assert v -> 'by_source' = '{"whatsapp_group": 3, "telegram_group": 1}'::jsonb, 'by_source ' || v::text;
  assert (v ->> 'last_updated')::timestamptz = '2025-04-04 10:00Z', 'last_updated ' || v::text;
  v := public.cold_lead_stats(903, 'Grupo A');
  assert (v ->> 'total_contacts')::int = 2 and (v ->> 'brazil_contacts')::int = 1, 'group stats ' || v::text;
  assert 'Grupo A' = any (public.cold_lead_groups()), 'cold_lead_groups';

  -- Cold-leads page: search over name and phone, sort, pagination, exact total.
  v := public.cold_leads_page(903, null, 'ANA', 'created_at', false, 1, 20);
  assert (v ->> 'total')::int = 1 and v -> 'rows' -> 0 ->> 'saved_name' = 'Ana Souza', 'search by name ' || v::text;
  v := public.cold_leads_page(903, null, '98888-0002', 'created_at', false, 1, 20);
  assert (v ->> 'total')::int = 1 and v -> 'rows' -> 0 ->> 'phone_number' = '11988880002', 'search formatted phone ' || v::text;
  v := public.cold_leads_page(903, null, '(11) 98888', 'created_at', false, 1, 20);
  assert (v ->> 'total')::int = 2, 'search by digits ' || v::text;
  v := public.cold_leads_page(903, null, 'Ana 1198888', 'created_at', false, 1, 20);
  assert (v ->> 'total')::int = 0, 'a term with letters is not matched by its digits ' || v::text;
  v := public.cold_leads_page(903, null, null, 'phone_number', true, 2, 3);
  assert (v ->> 'total')::int = 4 and (v ->> 'total_pages')::int = 2 and jsonb_array_length(v -> 'rows') = 1, 'page 2 ' || v::text;
  assert v -> 'rows' -> 0 ->> 'phone_number' = '912345678', 'sorted by phone asc, last page ' || v::text;
  v := public.cold_leads_page(903, 'Grupo A', null, 'saved_name', false, 1, 10);
  assert (v ->> 'total')::int = 2 and v -> 'rows' -> 0 ->> 'saved_name' = 'Bob', 'group filter, name desc ' || v::text;
  v := public.cold_leads_page(903, null, 'a%_z', 'created_at', false, 1, 10);
  assert (v ->> 'total')::int = 0, 'wildcards are literal ' || v::text;
  begin
    perform public.cold_leads_page(903, null, null, 'notes; drop table x', false, 1, 10);
    raise exception 'bad sort accepted';
  exception when invalid_parameter_value then null;
  end;

  -- Import: idempotent on country code + phone + launch; bad lines reported, good ones kept.
  v := public.import_cold_leads('[
      {"line": 2, "country_code": "55", "phone_number": "21977770001", "formatted_phone": "+55 21 97777-0001", "saved_name": "Caio"},
      {"line": 3, "country_code": "55", "phone_number": "21977770002", "formatted_phone": "+55 21 97777-0002"},
      {"line": 4, "country_code": "55", "phone_number": "abc", "formatted_phone": "x"}]'::jsonb,
    'Java Developers Iniciantes', 'java_dev_iniciantes_001', 903);
  assert v = '{"inserted": 2, "skipped": 0, "failed": [{"line": 4, "message": "código do país ou telefone inválido"}]}'::jsonb, 'import ' || v::text;
  v := public.import_cold_leads('[
      {"line": 2, "country_code": "55", "phone_number": "21977770001", "formatted_phone": "+55 21 97777-0001", "saved_name": "Caio"},
      {"line": 3, "country_code": "55", "phone_number": "21977770002", "formatted_phone": "+55 21 97777-0002"}]'::jsonb,
    'Java Developers Iniciantes', 'java_dev_iniciantes_001', 903);
  assert v = '{"inserted": 0, "skipped": 2, "failed": []}'::jsonb, 're-import ' || v::text;
  assert (select count(*) from public.cold_leads where lancamento = 903 and group_id = 'java_dev_iniciantes_001'
          and source = 'whatsapp_group' and is_active) = 2, 'imported rows';
  assert (select saved_name is null from public.cold_leads where phone_number = '21977770002' and lancamento = 903), 'empty name absent';

  -- Conversion: new hot lead with the fallbacks and utm fields, note on the cold lead.
  v := public.convert_cold_lead((select id from public.cold_leads where phone_number = '11988880002' and lancamento = 903), null, null);
  assert (v ->> 'already_converted')::boolean = false, 'convert new ' || v::text;
  assert v ->> 'name' = 'Contato +55 11 98888-0002', 'name fallback ' || v::text;
  assert v ->> 'email' like 'lead.frio.5511988880002.%@temporario.invalid', 'generated email ' || v::text;
  assert exists (select 1 from public.purchase_leads p, public.cold_leads c
    where p.id = (v ->> 'id')::bigint and c.phone_number = '11988880002' and c.lancamento = 903
      and p.whatsapp = '+55 11 98888-0002' and p.lancamento = 903 and p.status = 'NOVO'
      and p.utm_source = 'cold_lead_conversion' and p.utm_medium = 'whatsapp_group'
      and p.utm_campaign = 'unknown_group' and p.utm_term = '55' and p.utm_content = 'Convertido de: unknown_group'
      and p.utm_id = 'cold_' || c.id and p.payment_processor = 'hotmart'
      and c.notes like 'Convertido em lead quente (ID ' || p.id || ') em __/__/____ __:__'), 'converted lead fields';
  -- Again: found (by WhatsApp), already converted, same id.
  assert public.convert_cold_lead((select id from public.cold_leads where phone_number = '11988880002' and lancamento = 903), 'outro@example.com', null)
    = jsonb_build_object('already_converted', true) || (v - 'already_converted'), 'already converted';

  -- Given name and e-mail, group in the utm fields.
  v := public.convert_cold_lead((select id from public.cold_leads where phone_number = '11988880001' and lancamento = 903), ' Ana.Nova@Example.com ', ' Ana Nova ');
  assert (v ->> 'already_converted')::boolean = false and v ->> 'name' = 'Ana Nova' and v ->> 'email' = 'ana.nova@example.com', 'given name/email ' || v::text;
  assert (select utm_campaign = 'Grupo A' and utm_content = 'Convertido de: Grupo A' from public.purchase_leads where id = (v ->> 'id')::bigint), 'group utm';
  -- Saved name fallback.
  v := public.convert_cold_lead((select id from public.cold_leads where phone_number = '2025550100' and lancamento = 903), '', null);
  assert v ->> 'name' = 'Bob', 'saved name fallback ' || v::text;

  -- Matching by e-mail first: an existing purchase lead of the same launch with that e-mail.
  perform set_config('role', 'postgres', true);
  insert into public.purchase_leads (name, email, lancamento) values ('Existente', 'existe-903@example.com', 903);
  perform set_config('role', 'authenticated', true);
  v := public.convert_cold_lead((select id from public.cold_leads where phone_number = '912345678' and lancamento = 903), 'EXISTE-903@example.com', null);
  assert (v ->> 'already_converted')::boolean and v ->> 'name' = 'Existente', 'matched by email ' || v::text;
  assert (select notes is null from public.cold_leads where phone_number = '912345678' and lancamento = 903), 'no note when already converted';

  -- Matching by utm_id cold_{id}.
  perform set_config('role', 'postgres', true);
  insert into public.purchase_leads (name, email, lancamento, utm_id)
    select 'Pelo utm', 'utm-903@example.com', 903, 'cold_' || id from public.cold_leads where phone_number = '21977770001' and lancamento = 903;
  perform set_config('role', 'authenticated', true);
  v := public.convert_cold_lead((select id from public.cold_leads where phone_number = '21977770001' and lancamento = 903), null, null);
  assert (v ->> 'already_converted')::boolean and v ->> 'name' = 'Pelo utm', 'matched by utm_id ' || v::text;

  -- Errors.
  begin
    perform public.convert_cold_lead(-1, null, null);
    raise exception 'unknown cold lead converted';
  exception when invalid_parameter_value then
    get stacked diagnostics v_state = message_text;
    assert v_state = 'Lead frio não encontrado', v_state;
  end;
  begin
    perform public.convert_cold_lead((select id from public.cold_leads where phone_number = '21977770002' and lancamento = 903), 'sem-arroba', null);
    raise exception 'bad email accepted';
  exception when invalid_parameter_value then
    get stacked diagnostics v_state = message_text;
    assert v_state = 'Por favor, insira um email válido ou deixe em branco para gerar automaticamente.', v_state;
  end;
end
$$;
