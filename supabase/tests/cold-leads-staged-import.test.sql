-- A cold-contacts import is all or nothing (supabase/migrations/20261127500200_cold_leads_staged_import.sql):
-- one refused line (a phone the table refuses) at the end of a staged file imports nothing and names the line; a good
-- file goes in whole, contacts already there skipped; an import is its stager's.

create temporary table t_ids (name text primary key, id uuid);
grant all on t_ids to authenticated, anon;
insert into t_ids values ('staff', tests.create_user('staff-cold-staged@example.com', true)),
  ('other', tests.create_user('other-cold-staged@example.com', true));

create function pg_temp.contacts(p_from integer, p_to integer, p_bad_last boolean default false)
returns jsonb language sql as $$
  select jsonb_agg(jsonb_build_object('line', k + 1, 'country_code', '55',
    'phone_number', case when p_bad_last and k = p_to then '12' else (11900000000 + k)::text end,
    'formatted_phone', '+55 ' || k, 'saved_name', 'Contato ' || k) order by k)
  from generate_series(p_from, p_to) k
$$;
grant execute on function pg_temp.contacts(integer, integer, boolean) to authenticated;

select tests.as_user((select id from t_ids where name = 'staff'));
do $$
declare
  v jsonb;
  v_before bigint;
  v_import uuid := gen_random_uuid();
  c_launch integer := (select lancamento from public.launches order by lancamento limit 1);
begin
  perform public.stage_cold_leads(v_import, pg_temp.contacts(1, 100));
  v := public.commit_cold_leads_import(v_import, 'Grupo', 'g1', c_launch);
  assert v = '{"inserted": 100, "skipped": 0, "failed": []}'::jsonb, v::text;
  v_before := tests.count_rows('select * from public.cold_leads');

  -- 1,001 lines in parts of 50, the last one refused: nothing goes in, the line is named.
  v_import := gen_random_uuid();
  for i in 0 .. 20 loop
    perform public.stage_cold_leads(v_import, pg_temp.contacts(101 + i * 50, least(100 + (i + 1) * 50, 1101), i = 20));
  end loop;
  v := public.commit_cold_leads_import(v_import, 'Grupo', 'g1', c_launch);
  assert v = '{"inserted": 0, "skipped": 0, "failed": [{"line": 1102, "message": "código do país ou telefone inválido"}]}'::jsonb, v::text;
  assert tests.count_rows('select * from public.cold_leads') = v_before, 'part of a refused file was imported';

  -- The same file corrected: everything at once; the first 100 contacts again are skipped.
  v_import := gen_random_uuid();
  perform public.stage_cold_leads(v_import, pg_temp.contacts(1, 600));
  perform public.stage_cold_leads(v_import, pg_temp.contacts(601, 1101));
  v := public.commit_cold_leads_import(v_import, 'Grupo', 'g1', c_launch);
  assert v = '{"inserted": 1001, "skipped": 100, "failed": []}'::jsonb, v::text;

  -- Another staff member cannot add to or commit someone's import.
  v_import := gen_random_uuid();
  perform public.stage_cold_leads(v_import, pg_temp.contacts(5000, 5001));
  perform tests.as_user((select id from t_ids where name = 'other'));
  perform tests.throws(format('select public.stage_cold_leads(%L, pg_temp.contacts(1, 1))', v_import), '42501');
  perform tests.throws(format('select public.commit_cold_leads_import(%L, %L, %L, %s)', v_import, 'G', 'g', c_launch), '42501');
  assert public.discard_cold_leads_import(v_import) = 0;
  perform tests.as_anon();
  perform tests.throws(format('select public.stage_cold_leads(%L, %L)', gen_random_uuid(), '[]'), '42501');
end
$$;
