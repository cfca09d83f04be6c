-- Helpers for supabase/tests/*.test.sql. scripts/sql-tests.ts runs this file inside each test's transaction
-- (rolled back afterwards), so nothing here survives a run. Not a test itself (no .test.sql suffix).

create schema tests;
grant usage on schema tests to public;

-- Act as a visitor (PostgREST with the anon key): role anon, claims {"role":"anon"}.
create function tests.as_anon() returns void language plpgsql as $$
begin
  perform set_config('request.jwt.claims', '{"role":"anon"}', true);
  perform set_config('role', 'anon', true);
end
$$;

-- Act as a signed-in user (PostgREST with the user's access token).
create function tests.as_user(p_user_id uuid) returns void language plpgsql as $$
begin
  perform set_config('request.jwt.claims',
    json_build_object('sub', p_user_id, 'role', 'authenticated', 'aud', 'authenticated')::text, true);
  perform set_config('role', 'authenticated', true);
end
$$;

-- Back to the superuser the runner connected as, without claims.
create function tests.as_superuser() returns void language plpgsql as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
end
$$;

-- A user in auth.users (the local bootstrap's shape); with p_staff also in private.staff.
create function tests.create_user(p_email text, p_staff boolean default false) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_id uuid;
begin
  insert into auth.users (email, encrypted_password) values (p_email, 'not-a-real-hash') returning id into v_id;
  if p_staff then
    insert into private.staff (user_id) values (v_id);
  end if;
  return v_id;
end
$$;

-- Runs p_sql (as the current role) and fails unless it raises p_errcode, with exactly p_message when given.
create function tests.throws(p_sql text, p_errcode text, p_message text default null) returns void
language plpgsql as $$
declare
  v_succeeded boolean := false;
  v_state text;
  v_message text;
begin
  begin
    execute p_sql;
    v_succeeded := true;
  exception when others then
    v_state := sqlstate;
    v_message := sqlerrm;
  end;
  if v_succeeded then
    raise exception 'expected error % "%" from: %  -- but it succeeded', p_errcode, coalesce(p_message, '*'), p_sql;
  end if;
  if v_state <> p_errcode or (p_message is not null and v_message <> p_message) then
    raise exception 'expected error % "%" from: %  -- got % "%"', p_errcode, coalesce(p_message, '*'), p_sql,
      v_state, v_message;
  end if;
end
$$;

-- Fails with p_label when p_actual is distinct from p_expected.
create function tests.eq(p_actual anycompatible, p_expected anycompatible, p_label text) returns void
language plpgsql as $$
begin
  if p_actual is distinct from p_expected then
    raise exception '%: expected %, got %', p_label, p_expected, p_actual;
  end if;
end
$$;

-- Number of rows a query returns (as the current role).
create function tests.count_rows(p_sql text) returns bigint language plpgsql as $$
declare
  v_count bigint;
begin
  execute 'select count(*) from (' || p_sql || ') as q' into v_count;
  return v_count;
end
$$;

-- Number of rows an UPDATE / DELETE statement affects (as the current role).
create function tests.affected(p_sql text) returns bigint language plpgsql as $$
declare
  v_count bigint;
begin
  execute p_sql;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

grant execute on all functions in schema tests to public;
