-- Security: staff table and check, row-level security on every table, minimal grants.
-- Hosted Supabase's default privileges give anon and authenticated ALL on new tables and EXECUTE on new functions
-- in public: everything is revoked here first, then granted narrowly.

-- ---------------------------------------------------------------------------------------------------------------
-- Staff: users allowed into the dashboards (never decided by user_metadata).
-- ---------------------------------------------------------------------------------------------------------------
create table if not exists private.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table private.staff enable row level security;
revoke all on table private.staff from public;

-- True when the caller's JWT belongs to a staff user. Security definer: reads private.staff for the caller.
create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.staff s where s.user_id = auth.uid())
$$;
revoke all on function private.is_staff() from public;

-- Policies run with the caller's privileges: authenticated needs to reach private.is_staff() (the schema is not
-- exposed by PostgREST, so this grants no API surface).
grant usage on schema private to authenticated;
grant execute on function private.is_staff() to authenticated;

-- The public wrapper the dashboards call over RPC.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_staff()
$$;
revoke all on function public.is_staff() from public, anon, authenticated;
grant execute on function public.is_staff() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- Grants: start from nothing.
-- ---------------------------------------------------------------------------------------------------------------
revoke all on table public.launches, public.leads_lancamento, public.lista_espera, public.respostas_pesquisa,
  public.purchase_leads, public.cold_leads, public.lessons, public.routes from public, anon, authenticated;
grant all on table public.launches, public.leads_lancamento, public.lista_espera, public.respostas_pesquisa,
  public.purchase_leads, public.cold_leads, public.lessons, public.routes to service_role;
-- Identity columns need no sequence privilege for INSERT: the API roles get none (hosted defaults grant them).
revoke all on all sequences in schema public from public, anon, authenticated;

-- Public content: anyone (visitor or signed-in) may read it.
grant select on table public.launches, public.lessons, public.routes to anon, authenticated;

-- Dashboards (staff, enforced by the policies below).
grant select, insert, update, delete on table public.purchase_leads to authenticated;
grant select, insert, update, delete on table public.cold_leads to authenticated;
grant select on table public.leads_lancamento to authenticated;
grant select on table public.respostas_pesquisa to authenticated;
grant select on table public.lista_espera to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- Row-level security on every table.
-- ---------------------------------------------------------------------------------------------------------------
alter table public.launches enable row level security;
alter table public.leads_lancamento enable row level security;
alter table public.lista_espera enable row level security;
alter table public.respostas_pesquisa enable row level security;
alter table public.purchase_leads enable row level security;
alter table public.cold_leads enable row level security;
alter table public.lessons enable row level security;
alter table public.routes enable row level security;

create policy launches_read on public.launches for select to anon, authenticated using (true);
create policy lessons_read on public.lessons for select to anon, authenticated using (true);
create policy routes_read_active on public.routes for select to anon, authenticated using (is_active);
create policy routes_staff_read on public.routes for select to authenticated using ((select private.is_staff()));

create policy leads_staff_select on public.leads_lancamento for select to authenticated
  using ((select private.is_staff()));
create policy respostas_staff_select on public.respostas_pesquisa for select to authenticated
  using ((select private.is_staff()));
create policy lista_espera_staff_select on public.lista_espera for select to authenticated
  using ((select private.is_staff()));

create policy purchase_leads_staff_select on public.purchase_leads for select to authenticated
  using ((select private.is_staff()));
create policy purchase_leads_staff_insert on public.purchase_leads for insert to authenticated
  with check ((select private.is_staff()));
create policy purchase_leads_staff_update on public.purchase_leads for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));
create policy purchase_leads_staff_delete on public.purchase_leads for delete to authenticated
  using ((select private.is_staff()));

create policy cold_leads_staff_select on public.cold_leads for select to authenticated
  using ((select private.is_staff()));
create policy cold_leads_staff_insert on public.cold_leads for insert to authenticated
  with check ((select private.is_staff()));
create policy cold_leads_staff_update on public.cold_leads for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));
create policy cold_leads_staff_delete on public.cold_leads for delete to authenticated
  using ((select private.is_staff()));
