-- Issue 38, what staff see of the class attendance (private.class_attendance, private.class_audience):
--   launch_attendance: per class of a launch, registrants who watched live / the replay / in the offer window, their
--     minutes, and the audience now and so far (as the edge last wrote it, every minute during a class); per source /
--     campaign / ad, registrants, how many watched, purchase intents and sales (the attendance rate beside the spend
--     report's CPL on the same keys).
--   launch_attendance_rows: one row per registrant and class watched (the CSV export).
--   lead_attendance: per e-mail of the hot board, the classes watched.
-- Staff only (private.require_staff); answers JSON with snake_case keys.

create function public.launch_attendance(p_lancamento integer, p_utm_source text default null,
  p_utm_campaign text default null) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_source text := nullif(pg_catalog.btrim(coalesce(p_utm_source, '')), '');
  v_campaign text := nullif(pg_catalog.btrim(coalesce(p_utm_campaign, '')), '');
begin
  perform private.require_staff();
  if p_lancamento is null or not exists (select 1 from public.launches l where l.lancamento = p_lancamento) then
    raise exception using errcode = '22023', message = 'Lançamento inválido.';
  end if;
  return (
    with regs as (
      select l.id, l.email,
        coalesce(nullif(pg_catalog.btrim(l.utm_source), ''), 'Sem Fonte') as source,
        coalesce(nullif(pg_catalog.btrim(l.utm_campaign), ''), 'Sem Campanha') as campaign,
        coalesce(nullif(pg_catalog.btrim(l.utm_content), ''), 'Sem Anúncio') as ad
      from public.leads_lancamento l
      where l.lancamento = p_lancamento
    ), chosen as (
      select r.* from regs r
      where (v_source is null or r.source = v_source) and (v_campaign is null or r.campaign = v_campaign)
    ), watched as (
      select a.* from private.class_attendance a join chosen r on r.id = a.lead_id
    ), per_lead as (
      select r.id, r.source, r.campaign, r.ad,
        exists (select 1 from watched w where w.lead_id = r.id and w.live_seconds >= 60) as live,
        exists (select 1 from watched w where w.lead_id = r.id and w.replay_seconds >= 60) as replay,
        p.id is not null as intent, coalesce(p.status = 'VENDIDO', false) as sold
      from chosen r
      left join lateral (select p.id, p.status from public.purchase_leads p
        where p.email = r.email and p.lancamento = p_lancamento order by p.id limit 1) p on true
    )
    select jsonb_build_object(
      'lancamento', p_lancamento,
      'registered', (select count(*) from chosen),
      'classes', coalesce((select jsonb_agg(jsonb_build_object(
          'class_id', c.id, 'position', c.position, 'title', c.title, 'starts_at', c.starts_at,
          'duration_minutes', c.duration_minutes,
          'watched_live', (select count(*) from watched w where w.class_id = c.id and w.live_seconds >= 60),
          'watched_replay', (select count(*) from watched w where w.class_id = c.id and w.replay_seconds >= 60),
          'watched_only_replay', (select count(*) from watched w where w.class_id = c.id and w.replay_seconds >= 60
            and w.live_seconds < 60),
          'saw_offer', (select count(*) from watched w where w.class_id = c.id and w.offer_seconds >= 60),
          'live_minutes', (select coalesce(sum(w.live_seconds), 0) / 60 from watched w where w.class_id = c.id),
          'replay_minutes', (select coalesce(sum(w.replay_seconds), 0) / 60 from watched w where w.class_id = c.id),
          'viewers_now', case when au.updated_at > now() - interval '2 minutes' then au.viewers_now else 0 end,
          'viewers_total', coalesce(au.viewers_total, 0),
          'audience_updated_at', au.updated_at) order by c.position)
        from public.launch_classes c
        left join private.class_audience au on au.class_id = c.id
        where c.lancamento = p_lancamento), '[]'::jsonb),
      'campaigns', coalesce((select jsonb_agg(jsonb_build_object(
          'utm_source', x.source, 'utm_campaign', x.campaign, 'utm_content', x.ad, 'registered', x.registered,
          'watched_live', x.live, 'watched_replay', x.replay, 'purchase_intent', x.intent, 'sold', x.sold,
          'attendance_rate', round(100.0 * x.watched / nullif(x.registered, 0), 1))
          order by x.registered desc, x.source, x.campaign, x.ad)
        from (select l.source, l.campaign, l.ad, count(*) as registered, count(*) filter (where l.live) as live,
                count(*) filter (where l.replay) as replay, count(*) filter (where l.live or l.replay) as watched,
                count(*) filter (where l.intent) as intent, count(*) filter (where l.sold) as sold
              from per_lead l group by l.source, l.campaign, l.ad) x), '[]'::jsonb)));
end
$$;
revoke all on function public.launch_attendance(integer, text, text) from public;
grant execute on function public.launch_attendance(integer, text, text) to authenticated, service_role;

create function public.launch_attendance_rows(p_lancamento integer) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff();
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'lead_id', l.id, 'name', l.name, 'email', l.email,
      'utm_source', l.utm_source, 'utm_campaign', l.utm_campaign, 'utm_content', l.utm_content,
      'class_position', c.position, 'class_title', c.title,
      'live_minutes', round(a.live_seconds / 60.0, 1), 'replay_minutes', round(a.replay_seconds / 60.0, 1),
      'offer_minutes', round(a.offer_seconds / 60.0, 1), 'first_seen_at', a.first_seen_at,
      'last_seen_at', a.last_seen_at) order by l.id, c.position)
    from private.class_attendance a
    join public.launch_classes c on c.id = a.class_id
    join public.leads_lancamento l on l.id = a.lead_id
    where c.lancamento = p_lancamento), '[]'::jsonb);
end
$$;
revoke all on function public.launch_attendance_rows(integer) from public;
grant execute on function public.launch_attendance_rows(integer) to authenticated, service_role;

create function public.lead_attendance(p_lancamento integer, p_emails text[]) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff();
  return coalesce((
    select jsonb_agg(jsonb_build_object('email', x.email, 'classes', x.classes) order by x.email)
    from (
      select l.email, jsonb_agg(jsonb_build_object('position', c.position,
          'live_minutes', a.live_seconds / 60, 'replay_minutes', a.replay_seconds / 60,
          'saw_offer', a.offer_seconds >= 60) order by c.position) as classes
      from public.leads_lancamento l
      join private.class_attendance a on a.lead_id = l.id
      join public.launch_classes c on c.id = a.class_id and c.lancamento = l.lancamento
      where l.lancamento = p_lancamento and l.email = any ((coalesce(p_emails, '{}'::text[]))[1:500])
      group by l.email) x), '[]'::jsonb);
end
$$;
revoke all on function public.lead_attendance(integer, text[]) from public;
grant execute on function public.lead_attendance(integer, text[]) to authenticated, service_role;
