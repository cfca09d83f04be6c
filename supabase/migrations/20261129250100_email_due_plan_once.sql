-- Issue 37 (a bulk send to 100,000 leads): the sender's cron calls email_schedule_due every 30 s, and its due check
-- (private.email_due) took 14-16 s with 100,000 leads in the launch (3 s with 10,000), the send plan
-- (private.email_send_plan, also the e-mails page's) about 3 s:
-- 1. email_send_plan counted the launch's leads once per send (the `leads` CTE, referenced in a correlated subquery, was
--    inlined into it): now counted once per call (MATERIALIZED), as the waiting list.
-- 2. email_due computed the plan of a launch once per send not yet at its nominal time (a correlated EXISTS): now one
--    plan of every launch per call (MATERIALIZED), looked up per send.
-- 3. The rate a bulk send can count on is now 0.72 x the setting (was 0.76): the sender's pace keeps a 10 % margin
--    (edge/src/email/pace.ts: 5 % was used up by a slot's allowed lateness alone, and the bench's sink counted 201 in
--    one second at 200/s) and up to 20 % goes to confirmations. Also in public.launch_email_plan's rate_needed.
-- Same signatures; the row estimates of 20261128500200_no_jit_and_plan_row_estimates.sql are kept (CREATE OR REPLACE
-- would reset them).
create or replace function private.email_send_plan(p_lancamento integer default null)
returns table (lancamento integer, message_key text, class_id bigint, nominal_at timestamptz, expires_at timestamptz,
  deliver_by timestamptz, earliest_at timestamptz, start_at timestamptz, recipients integer,
  messages_per_second numeric, duration_seconds integer, last_leaves_at timestamptz, fits boolean)
language sql
stable
rows 50
set search_path = ''
as $$
  with settings as (
    select s.messages_per_second as rate, s.messages_per_second * 0.72 as usable from private.email_settings s
  ), leads as materialized (
    select l.lancamento, count(*)::integer as n from public.leads_lancamento l
    where l.active and l.consent_given and l.last_updated_by is distinct from 'lgpd'
      and (p_lancamento is null or l.lancamento = p_lancamento)
    group by l.lancamento
  ), waitlist as materialized (
    select count(*)::integer as n from public.lista_espera w where w.status <> 'cancelled' and w.consent_given
  ), sends as (
    select s.lancamento, s.message_key, s.class_id, s.send_at, s.expires_at, w.deliver_by, w.earliest_at,
      case when s.message_key = 'waitlist_next_launch' then (select n from waitlist)
           else coalesce((select n from leads where leads.lancamento = s.lancamento), 0) end as recipients
    from private.email_sends(p_lancamento) s
    cross join lateral private.email_send_window(s.message_key, s.send_at, s.expires_at) w
  ), timed as (
    select x.*, st.rate, pg_catalog.ceil(x.recipients / st.usable)::integer as duration_seconds
    from sends x cross join settings st
  ), planned as (
    select t.*,
      case when t.deliver_by is null then t.send_at
           else greatest(t.earliest_at, least(t.send_at,
             t.deliver_by - pg_catalog.make_interval(secs => t.duration_seconds) - interval '5 minutes')) end as start_at
    from timed t
  )
  select p.lancamento, p.message_key, p.class_id, p.send_at, p.expires_at, p.deliver_by, p.earliest_at, p.start_at,
    p.recipients, p.rate, p.duration_seconds, p.start_at + pg_catalog.make_interval(secs => p.duration_seconds),
    p.start_at + pg_catalog.make_interval(secs => p.duration_seconds) <= coalesce(p.deliver_by, p.expires_at)
  from planned p
$$;
revoke all on function private.email_send_plan(integer) from public;

create or replace function private.email_due(p_now timestamptz)
returns table (email_message_id bigint, lancamento integer, message_key text, class_id bigint, expires_at timestamptz,
  since timestamptz)
language sql
stable
rows 50
set search_path = ''
as $$
  with plan as materialized (
    select p.lancamento, p.message_key, p.class_id, p.start_at from private.email_send_plan(null) p
  )
  select m.id, m.lancamento, m.message_key, s.class_id, s.expires_at, k.scheduled_at - interval '10 minutes'
  from private.email_sends(null) s
  join private.email_messages m on m.lancamento = s.lancamento and m.message_key = s.message_key
  left join private.email_schedule_marks k on k.email_message_id = m.id and k.class_id = coalesce(s.class_id, 0)
  where s.send_at - interval '6 hours' <= p_now and p_now < s.expires_at and not m.paused
    and (s.send_at <= p_now or exists (
      select 1 from plan p
      where p.lancamento = s.lancamento and p.message_key = s.message_key and p.class_id is not distinct from s.class_id
        and p.start_at <= p_now))
$$;
revoke all on function private.email_due(timestamptz) from public;

-- Staff: the plan of every send of a launch, for the e-mails page (rate_needed at 0.72 x, as the plan).
create or replace function public.launch_email_plan(p_lancamento integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'message_key', p.message_key, 'class_id', p.class_id, 'class_title', c.title, 'nominal_at', p.nominal_at,
      'expires_at', p.expires_at, 'deliver_by', p.deliver_by, 'earliest_at', p.earliest_at, 'start_at', p.start_at,
      'recipients', p.recipients, 'messages_per_second', p.messages_per_second,
      'duration_seconds', p.duration_seconds, 'last_leaves_at', p.last_leaves_at, 'fits', p.fits,
      -- The rate that would fit: everyone between the earliest start and the deadline (minus the 5 min margin).
      'rate_needed', case when p.deliver_by is null then null else pg_catalog.ceil(p.recipients / 0.72 / greatest(
        extract(epoch from (p.deliver_by - p.earliest_at - interval '5 minutes')), 1))::integer end)
      order by p.nominal_at, p.message_key)
    from private.email_send_plan(p_lancamento) p
    left join public.launch_classes c on c.id = p.class_id), '[]'::jsonb);
end
$$;
revoke all on function public.launch_email_plan(integer) from public, anon;
grant execute on function public.launch_email_plan(integer) to authenticated, service_role;
