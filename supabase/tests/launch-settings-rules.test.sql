-- Launch settings rules (supabase/migrations/20251123200000_launch_settings_rules.sql): create_launch refuses an existing number,
-- launch_options lists every launch newest first, staff only. Runs as superuser inside a rolled-back transaction.

create temporary table t_ids16 (name text primary key, id text);
grant all on t_ids16 to authenticated, anon;
insert into auth.users (email, encrypted_password) values ('staff-launch16@example.com', 'x'), ('user-launch16@example.com', 'x');
insert into private.staff (user_id) select id from auth.users where email = 'staff-launch16@example.com';
insert into t_ids16 select 'staff', id::text from auth.users where email = 'staff-launch16@example.com';
insert into t_ids16 select 'user', id::text from auth.users where email = 'user-launch16@example.com';

do $$
declare
  v jsonb;
  v_before public.launches;
begin
  v := (select to_jsonb(l) - 'is_current' - 'created_at' - 'updated_at' from public.launches l where lancamento = 2);
  select * into v_before from public.launches where lancamento = 2;

  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', json_build_object('sub', (select id from t_ids16 where name = 'user'), 'role', 'authenticated')::text, true);
  begin perform public.create_launch(v || '{"lancamento": 921}'::jsonb); raise exception 'non-staff created'; exception when insufficient_privilege then null; end;
  begin perform public.launch_options(); raise exception 'non-staff listed'; exception when insufficient_privilege then null; end;

  perform set_config('request.jwt.claims', json_build_object('sub', (select id from t_ids16 where name = 'staff'), 'role', 'authenticated')::text, true);
  -- An existing number is refused, and the running launch is untouched.
  begin
    perform public.create_launch(v || '{"name": "Por cima"}'::jsonb);
    raise exception 'existing launch overwritten';
  exception when sqlstate '22023' then
    assert sqlerrm = 'Já existe o lançamento 2.', sqlerrm;
  end;
  assert (select name = v_before.name and updated_at = v_before.updated_at from public.launches where lancamento = 2), 'launch 2 untouched';
  -- A new number is created (validated like save_launch).
  begin
    perform public.create_launch(v || '{"lancamento": 921, "checkout_url_advanced": "ftp://x"}'::jsonb);
    raise exception 'bad link created';
  exception when sqlstate '22023' then
    assert sqlerrm = 'Link inválido: use um endereço http:// ou https://.', sqlerrm;
  end;
  assert public.create_launch(v || '{"lancamento": 921, "name": "Semana 921"}'::jsonb) = 921, 'created';
  assert not (select is_current from public.launches where lancamento = 921), 'a new launch is not current';
  begin perform public.create_launch(v || '{"lancamento": 921}'::jsonb); raise exception 'created twice'; exception when sqlstate '22023' then null; end;
  begin perform public.create_launch(v || '{"lancamento": 0}'::jsonb); raise exception 'launch 0'; exception when sqlstate '22023' then null; end;

  -- Options: every row, newest first, with the current one flagged.
  assert (select array_agg(o.lancamento) from public.launch_options() o)
    = (select array_agg(l.lancamento order by l.lancamento desc) from public.launches l), 'options newest first';
  assert (select o.name from public.launch_options() o where o.lancamento = 921) = 'Semana 921', 'options carry the name';
  assert (select array_agg(o.lancamento) from public.launch_options() o where o.is_current) = array[2], 'current flagged';
end
$$;
