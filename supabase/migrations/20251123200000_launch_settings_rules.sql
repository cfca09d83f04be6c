-- Issue 16: the next launch without a code change.
-- 1. public.create_launch: creating a launch refuses an existing number ('Já existe o lançamento N.'); editing stays
--    public.save_launch (an upsert), so a typo in the number of a new launch can never overwrite a running one.
-- 2. public.launch_options: every launch row (number, name, current), newest first, for the dashboards' selectors.
-- 3. private.launch_date_text / private.launch_weekday_text: the Portuguese date texts the seed and the demo data
--    write for launches dated relative to the day they run ('15 de Setembro, 2025'; 'Segunda-feira, 22 de Setembro,
--    às 07:00'), in Brasília time.

create or replace function public.create_launch(p_launch jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_n int;
begin
  perform private.require_staff();
  -- An unreadable number or launch is left to save_launch, which refuses it with its own message.
  begin
    v_n := (p_launch ->> 'lancamento')::int;
  exception when others then v_n := null;
  end;
  if v_n is null then
    return public.save_launch(p_launch);
  end if;
  -- Two staff creating the same number at once: the second waits, then sees the first one's row.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.create_launch'), v_n);
  if exists (select 1 from public.launches l where l.lancamento = v_n) then
    raise exception using errcode = '22023', message = pg_catalog.format('Já existe o lançamento %s.', v_n);
  end if;
  return public.save_launch(p_launch);
end
$$;

comment on function public.create_launch(jsonb) is
  'Staff: creates a launch (validated by save_launch); refuses an existing number with ''Já existe o lançamento N.''.';

create or replace function public.launch_options()
returns table (lancamento integer, name text, is_current boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query select l.lancamento, l.name, l.is_current from public.launches l order by l.lancamento desc;
end
$$;

comment on function public.launch_options() is
  'Staff: every launch (number, name, current), newest first: the options of every launch selector.';

revoke all on function public.create_launch(jsonb), public.launch_options() from public, anon;
grant execute on function public.create_launch(jsonb), public.launch_options() to authenticated;

create or replace function private.launch_date_text(p_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select extract(day from d)::int || ' de '
    || (array['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro',
              'Novembro', 'Dezembro'])[extract(month from d)::int]
    || ', ' || extract(year from d)::int
  from (select p_at at time zone 'America/Sao_Paulo' as d) x
$$;

create or replace function private.launch_weekday_text(p_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select (array['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira',
                'Sábado'])[extract(dow from d)::int + 1]
    || ', ' || extract(day from d)::int || ' de '
    || (array['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro',
              'Novembro', 'Dezembro'])[extract(month from d)::int]
    || ', às ' || pg_catalog.to_char(d, 'HH24:MI')
  from (select p_at at time zone 'America/Sao_Paulo' as d) x
$$;

revoke all on function private.launch_date_text(timestamptz), private.launch_weekday_text(timestamptz) from public;
