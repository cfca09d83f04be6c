-- An ad-spend import is all or nothing (supabase/migrations/20261127500100_ad_spend_staged_import.sql). Parts
-- of a file are staged (checked, 'Linha N' of the whole file) and applied by one commit; a file failing at its last line
-- leaves the launch's spend exactly as it was; an import is its stager's; a failed one is discarded.

insert into public.launches (lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at,
  registration_deadline, cart_opens_at, cart_opens_text, lessons_countdown_at, level_lessons_countdown_at,
  group_link_intermediaria, group_link_iniciante, vip_group_link_beginner, vip_group_link_intermediate,
  lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, is_current)
select n, 'Lançamento ' || n, 'x', 'x', now(), now(), now(), now(), 'x', now(), now(),
  'https://g.example/1', 'https://g.example/2', 'https://g.example/3', 'https://g.example/4', 'https://g.example/5',
  'https://pay.hotmart.com/P' || n || '?off=ini' || n, 'https://pay.hotmart.com/P' || n || '?off=ava' || n, false
from unnest(array[941]) n;

create temporary table t_ids (name text primary key, id uuid);
grant all on t_ids to authenticated, anon;
insert into t_ids values ('staff', tests.create_user('staff-staged@example.com', true)),
  ('other', tests.create_user('other-staged@example.com', true)), ('user', tests.create_user('user-staged@example.com'));

-- Rows of ad k on day d, spend 'spend'.
create function pg_temp.rows(p_from integer, p_to integer, p_spend text, p_bad_last boolean default false)
returns jsonb language sql as $$
  select jsonb_agg(jsonb_build_object('platform', 'meta', 'day', '2026-11-18', 'campaign_name', 'C',
    'ad_name', 'A' || k, 'ad_id', (1000 + k)::text, 'spend', p_spend,
    'impressions', case when p_bad_last and k = p_to then '1234567890123456' else '10' end) order by k)
  from generate_series(p_from, p_to) k
$$;
create function pg_temp.spend() returns text language sql as $$
  select coalesce(string_agg(s.ad_key || '=' || s.spend || '/' || coalesce(s.impressions, -1), ',' order by s.ad_key), '')
  from public.ad_spend s where s.lancamento = 941
$$;
grant execute on function pg_temp.rows(integer, integer, text, boolean), pg_temp.spend() to authenticated;

select tests.as_user((select id from t_ids where name = 'staff'));
do $$
declare
  v jsonb;
  v_before text;
  v_import uuid := gen_random_uuid();
begin
  -- What is there: 1,000 rows.
  v := public.import_ad_spend(941, pg_temp.rows(1, 1000, '1.00'));
  assert (v ->> 'inserted')::int = 1000, v::text;
  v_before := pg_temp.spend();

  -- A 2,001-line file in two parts that changes every row and adds 1,001, failing at its last line: staged part one,
  -- refused part two, no commit; the spend is exactly as it was.
  assert public.stage_ad_spend(v_import, 941, 0, pg_temp.rows(1, 2000, '2.00')) = 2000;
  perform tests.throws(format('select public.stage_ad_spend(%L, 941, 2000, pg_temp.rows(2001, 2001, %L, true))',
    v_import, '2.00'), '22023', 'Linha 2001: impressões inválidas.');
  assert pg_temp.spend() = v_before, 'the spend changed before a commit';
  assert public.discard_ad_spend_import(v_import) = 2000;
  perform tests.throws(format('select public.commit_ad_spend_import(%L, 941)', v_import), '22023', 'Nenhuma linha para importar.');
  assert pg_temp.spend() = v_before, 'the spend changed';

  -- The same in one call: refused whole.
  perform tests.throws($q$select public.import_ad_spend(941, pg_temp.rows(1, 2001, '3.00', true))$q$, '22023',
    'Linha 2001: impressões inválidas.');
  assert pg_temp.spend() = v_before, 'the spend changed';

  -- A good file in parts: nothing changes until the commit, then everything at once.
  v_import := gen_random_uuid();
  perform public.stage_ad_spend(v_import, 941, 0, pg_temp.rows(1, 1500, '4.00'));
  perform public.stage_ad_spend(v_import, 941, 1500, pg_temp.rows(1501, 2001, '4.00'));
  assert pg_temp.spend() = v_before, 'staged rows are not spend';
  v := public.commit_ad_spend_import(v_import, 941);
  assert v ->> 'received' = '2001' and v ->> 'inserted' = '1001' and v ->> 'updated' = '1000', v::text;
  assert (select count(*) from public.ad_spend where lancamento = 941 and spend = 4) = 2001;
  assert public.discard_ad_spend_import(v_import) = 0, 'staged rows kept after the commit';
end
$$;

-- An import is its stager's: another staff member cannot add to it, commit it or discard it; non-staff cannot stage.
select tests.as_user((select id from t_ids where name = 'staff'));
select public.stage_ad_spend('00000000-0000-4000-8000-0000000000aa', 941, 0, pg_temp.rows(1, 2, '5.00'));
select tests.as_user((select id from t_ids where name = 'other'));
do $$
begin
  perform tests.throws($q$select public.stage_ad_spend('00000000-0000-4000-8000-0000000000aa', 941, 2, pg_temp.rows(3, 3, '5.00'))$q$, '42501');
  perform tests.throws($q$select public.commit_ad_spend_import('00000000-0000-4000-8000-0000000000aa', 941)$q$, '42501');
  assert public.discard_ad_spend_import('00000000-0000-4000-8000-0000000000aa') = 0;
end
$$;
select tests.as_user((select id from t_ids where name = 'user'));
do $$
begin
  perform tests.throws($q$select public.stage_ad_spend(gen_random_uuid(), 941, 0, pg_temp.rows(1, 1, '5.00'))$q$, '42501');
end
$$;
select tests.as_anon();
do $$
begin
  perform tests.throws($q$select public.commit_ad_spend_import(gen_random_uuid(), 941)$q$, '42501');
end
$$;
