-- What hosted Supabase already has before a project's migrations run:
-- the API roles, the auth schema with auth.users, and the helpers auth.uid(), auth.role(), auth.jwt().
-- Idempotent: safe to run on every start. Only local-supabase applies it; hosted Supabase never sees it.

-- Roles are cluster-wide: several databases (or parallel runs) on one external server may race here,
-- so a role created meanwhile by another session is not an error.
do $$
declare
  r record;
begin
  for r in
    select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'),
      ('authenticator', 'login noinherit')
    ) as t(name, options)
  loop
    if not exists (select 1 from pg_roles where rolname = r.name) then
      begin
        execute format('create role %I %s', r.name, r.options);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
  -- PostgREST logs in as authenticator over TCP (password authentication on Debian's and embedded clusters).
  -- A fixed, loopback-only local password, like the Supabase CLI's local stack.
  if exists (select 1 from pg_authid where rolname = 'authenticator' and rolpassword is null) then
    alter role authenticator with login password 'local-supabase-authenticator';
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;
grant usage on schema public to anon, authenticated, service_role;
-- Same default privileges as a hosted Supabase project: tables, sequences and functions created in public are
-- granted to the API roles, and row-level security (plus explicit revokes in migrations) is what protects data.
-- Keeping this identical to hosted means the migrations are tested locally under the rules they meet in production.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;

-- Hosted Supabase keeps extensions in the `extensions` schema (PostgREST's db-extra-search-path includes it).
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique not null,
  encrypted_password text not null,
  role text not null default 'authenticated',
  aud text not null default 'authenticated',
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  email_confirmed_at timestamptz default now(),
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text unique not null,
  user_id uuid not null references auth.users(id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);

-- Sessions (one per sign-in) and refresh-token rotation, as GoTrue keeps them: the access token's session_id
-- names a row here; logout deletes sessions (and their refresh tokens with them).
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users(id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table auth.refresh_tokens add column if not exists session_id uuid references auth.sessions(id) on delete cascade;
alter table auth.refresh_tokens add column if not exists parent text;
alter table auth.refresh_tokens add column if not exists updated_at timestamptz not null default now();
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create or replace function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable as $$
  select nullif(
    coalesce(
      nullif(current_setting('request.jwt.claim.sub', true), ''),
      auth.jwt() ->> 'sub'
    ), ''
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    auth.jwt() ->> 'role'
  )
$$;

create or replace function auth.email() returns text
language sql stable as $$
  select auth.jwt() ->> 'email'
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;
