-- Issue 30: the campaign spend report within its 100 ms budget at 1,000,000 leads, 20,000 sales events and 50,000
-- spend rows (bench/src/campaign-spend-scale.ts). Same arguments, same JSON (the bench compared the two answers on
-- the bench's data; supabase/tests/campaign-spend.test.sql checks the figures). Measured in SQL on that data, warm
-- connection: 105-115 ms before, 35 ms after. Where the time went, and what changed:
--   * the drill-down was nested jsonb: jsonb_agg of objects holding lists, and `||` on them, walk every nested ad
--     again at each level (about 40 ms at 500 ads). It is now composed as text (private.json_node splices a node's
--     children into its small jsonb head) and parsed once at the end;
--   * the newest name of each campaign, ad set and ad was an ordered array_agg inside the grouping sets (a sort per
--     group and level, about 12 ms); it is now a window over the launch's few hundred spend summary rows, and the
--     names an ad had and a campaign's platforms are two small aggregates of their own;
--   * the per-day join grouped by day and campaign, then summed by day: it now groups by day only;
--   * the query (about 200 lines, 6-12 ms to plan) was re-planned on each call as a custom plan: the function now
--     keeps a generic plan per connection (plan_cache_mode), which PostgREST's pooled connections reuse.

-- A JSON object's text with one more key whose value is already JSON text (a list built with string_agg), without
-- parsing that value again: '{"a":1}' + ('b', '[...]') -> '{"a":1,"b":[...]}'. p_children null gives [].
create or replace function private.json_node(p_head jsonb, p_key text, p_children text)
returns text language sql immutable parallel safe
as $$
  select case when p_head = '{}'::jsonb then '{' else pg_catalog.left(p_head::text, -1) || ',' end
         || pg_catalog.to_json(p_key)::text || ':' || coalesce(p_children, '[]') || '}'
$$;
revoke all on function private.json_node(jsonb, text, text) from public;

create or replace function public.campaign_spend_report(p_lancamento integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
-- The planner cannot estimate the CTEs' sizes and sorts the summary rows for merge joins; hash joins need no sort.
set enable_mergejoin = off
set plan_cache_mode = force_generic_plan
as $$
declare
  v_percent numeric;
  v_fixed numeric;
  v_result jsonb;
begin
  perform private.require_staff();
  select l.platform_fee_percent, l.platform_fee_fixed into v_percent, v_fixed
  from public.launches l where l.lancamento = p_lancamento;
  if not found then
    raise exception using errcode = '22023', message = 'Lançamento não encontrado.';
  end if;
  perform private.fold_utm_count_deltas();

  with spend as (
    -- The newest name of each campaign, ad set and ad (an ad renamed on the platform shows its new name), read here
    -- once per summary row rather than as ordered aggregates in the grouping sets below.
    select a.ck, a.sk, a.ak, a.campaign_name, a.campaign_id, a.ad_set_name, a.ad_set_id, a.ad_name, a.ad_id, a.platform,
           a.spend, a.impressions, a.clicks, a.n, a.first_day, a.day, a.imported_at,
           pg_catalog.first_value(a.campaign_name) over (partition by a.ck order by a.day desc, a.imported_at desc)
             as newest_campaign_name,
           pg_catalog.first_value(a.ad_set_name) over (partition by a.ck, a.sk order by a.day desc, a.imported_at desc)
             as newest_ad_set_name,
           pg_catalog.first_value(a.ad_name) over (partition by a.ck, a.sk, a.ak order by a.day desc, a.imported_at desc)
             as newest_ad_name
    from private.ad_spend_ads a where a.lancamento = p_lancamento
  ),
  -- Every name an ad had, and the platforms of a campaign.
  ad_names as (
    select s.ck, s.sk, s.ak, pg_catalog.array_agg(distinct s.ad_name order by s.ad_name) as names
    from spend s group by 1, 2, 3
  ),
  campaign_platforms as (
    select s.ck, pg_catalog.string_agg(distinct s.platform, ', ' order by s.platform) as platforms
    from spend s group by 1
  ),
  -- What a UTM value can be joined to.
  c_by_id as (select distinct s.campaign_id, s.ck from spend s where s.campaign_id is not null),
  c_by_name as (select s.campaign_name, pg_catalog.min(s.ck) as ck from spend s group by 1),
  s_by_id as (select s.ad_set_id, pg_catalog.min(s.ck) as ck, pg_catalog.min(s.sk) as sk
              from spend s where s.ad_set_id is not null group by 1),
  s_by_name as (select s.ck, s.ad_set_name, pg_catalog.min(s.sk) as sk from spend s group by 1, 2),
  a_by_id as (select s.ad_id, pg_catalog.min(s.ck) as ck, pg_catalog.min(s.sk) as sk, pg_catalog.min(s.ak) as ak
              from spend s where s.ad_id is not null group by 1),
  a_by_name as (select s.ck, s.sk, s.ad_name, pg_catalog.min(s.ak) as ak from spend s group by 1, 2, 3),
  counts as (select c.* from private.utm_combo_counts c where c.lancamento = p_lancamento),
  -- The launch's spend comes from its summary (one row per ad and name). Materialized: the ids are read once per distinct UTM combination, not once per summary row.
  combos as materialized (
    select x.campaign, x.medium, x.content,
           private.utm_ref_id(x.campaign) as cid, private.utm_ref_id(x.medium) as mid, private.utm_ref_id(x.content) as aid
    from (select distinct c.campaign, c.medium, c.content from counts c) x
  ),
  r1 as (
    select x.*, coalesce(ai.ck, si.ck, ci.ck, cn.ck) as ck, ai.sk as ai_sk, ai.ak as ai_ak, si.ck as si_ck, si.sk as si_sk
    from combos x
    left join a_by_id ai on ai.ad_id = x.aid
    left join s_by_id si on si.ad_set_id = x.mid
    left join c_by_id ci on ci.campaign_id = x.cid
    left join c_by_name cn on cn.campaign_name = x.campaign
  ),
  r2 as (
    select r1.*, coalesce(r1.ai_sk, case when r1.si_ck = r1.ck then r1.si_sk end, sn.sk) as sk
    from r1 left join s_by_name sn on sn.ck = r1.ck and sn.ad_set_name = r1.medium
  ),
  resolved as materialized (
    select r2.campaign, r2.medium, r2.content, r2.cid, r2.mid, r2.aid, r2.ck, r2.sk,
           case when r2.sk is null then null else coalesce(r2.ai_ak, an.ak) end as ak
    from r2 left join a_by_name an on an.ck = r2.ck and an.sk = r2.sk and an.ad_name = r2.content
  ),
  -- The summary rows with the ads they joined: per UTM combination (per_ad, untracked) and per day (per_day).
  joined_days as materialized (
    select c.day, pg_catalog.sum(c.leads)::bigint as leads, pg_catalog.sum(c.intents)::bigint as intents,
           pg_catalog.sum(c.sales)::bigint as sales, pg_catalog.sum(c.refunds)::bigint as refunds,
           pg_catalog.sum(c.revenue) as revenue
    from private.utm_day_counts c
    join resolved r on r.campaign = c.campaign and r.medium = c.medium and r.content = c.content
    where c.lancamento = p_lancamento and r.ck is not null
    group by 1
  ),
  joined as materialized (
    select c.source, c.campaign, c.medium, c.content, c.leads, c.intents, c.sales, c.refunds, c.revenue,
           r.ck, r.sk, r.ak, r.cid, r.mid, r.aid
    from counts c
    join resolved r on r.campaign = c.campaign and r.medium = c.medium and r.content = c.content
  ),
  -- Per ad (its spend rows, one per name it had, and what joined it), then grouping sets for ad sets, campaigns and
  -- the total, with the newest name and the id of each level (an ad renamed on the platform shows its new name).
  per_ad as (
    select s.ck, s.sk, s.ak, s.spend, s.impressions, s.clicks, 0::bigint as leads, 0::bigint as intents,
           0::bigint as sales, 0::bigint as refunds, 0::numeric as revenue, s.campaign_id, s.ad_set_id,
           s.ad_id, s.newest_campaign_name, s.newest_ad_set_name, s.newest_ad_name
    from spend s
    union all
    select j.ck, j.sk, j.ak, 0, 0, 0, pg_catalog.sum(j.leads)::bigint, pg_catalog.sum(j.intents)::bigint,
           pg_catalog.sum(j.sales)::bigint, pg_catalog.sum(j.refunds)::bigint, pg_catalog.sum(j.revenue),
           null, null, null, null, null, null
    from joined j where j.ck is not null group by 1, 2, 3
  ),
  g0 as (
    select a.ck, a.sk, a.ak, grouping(a.ck, a.sk, a.ak) as gid, pg_catalog.sum(a.spend) as spend,
           pg_catalog.sum(a.impressions)::bigint as impressions, pg_catalog.sum(a.clicks)::bigint as clicks,
           pg_catalog.sum(a.leads)::bigint as leads, pg_catalog.sum(a.intents)::bigint as intents,
           pg_catalog.sum(a.sales)::bigint as sales, pg_catalog.sum(a.refunds)::bigint as refunds,
           pg_catalog.sum(a.revenue) as revenue,
           pg_catalog.max(a.newest_campaign_name) as campaign_name, pg_catalog.max(a.campaign_id) as campaign_id,
           pg_catalog.max(a.newest_ad_set_name) as ad_set_name, pg_catalog.max(a.ad_set_id) as ad_set_id,
           pg_catalog.max(a.newest_ad_name) as ad_name, pg_catalog.max(a.ad_id) as ad_id
    from per_ad a
    group by grouping sets ((a.ck, a.sk, a.ak), (a.ck, a.sk), (a.ck), ())
  ),
  g as materialized (
    select g0.ck, g0.sk, g0.ak, g0.gid, g0.campaign_name, g0.campaign_id, g0.ad_set_name, g0.ad_set_id, g0.ad_name,
           g0.ad_id,
           private.spend_figures(g0.spend, g0.impressions, g0.clicks, g0.leads, g0.intents, g0.sales, g0.refunds,
             g0.revenue, v_percent, v_fixed) as figures
    from g0
  ),
  -- The drill-down is composed as text and parsed once at the end: nesting jsonb values (jsonb_agg of objects that
  -- hold lists, `||` on them) walks every nested ad again at each level, 40-50 ms at 500 ads. A node is its
  -- head and figures (a small jsonb object, as text) with its children's list spliced in before the closing brace.
  ads as materialized (
    select g.ck, g.sk,
           '[' || pg_catalog.string_agg(
             (pg_catalog.jsonb_build_object('key', g.ak, 'ad_id', g.ad_id, 'name', g.ad_name,
               'names', coalesce(pg_catalog.to_jsonb(n.names), '[]'::jsonb)) || g.figures)::text, ','
             order by (g.figures ->> 'spend')::numeric desc, g.ad_name nulls last, g.ak nulls last) || ']' as list
    from g left join ad_names n on n.ck = g.ck and n.sk = g.sk and n.ak = g.ak
    where g.gid = 0 group by 1, 2
  ),
  sets as materialized (
    select g.ck,
           '[' || pg_catalog.string_agg(
             private.json_node(pg_catalog.jsonb_build_object('key', g.sk, 'ad_set_id', g.ad_set_id, 'name', g.ad_set_name)
               || g.figures, 'ads', ads.list), ','
             order by (g.figures ->> 'spend')::numeric desc, g.ad_set_name nulls last, g.sk nulls last) || ']' as list
    from g
    left join ads on ads.ck = g.ck and ads.sk is not distinct from g.sk
    where g.gid = 1 group by 1
  ),
  campaigns as (
    select '[' || pg_catalog.string_agg(
             private.json_node(pg_catalog.jsonb_build_object('key', g.ck, 'campaign_id', g.campaign_id,
               'name', g.campaign_name, 'platforms', p.platforms) || g.figures, 'ad_sets', sets.list), ','
             order by (g.figures ->> 'spend')::numeric desc, g.campaign_name, g.ck) || ']' as list
    from g
    left join sets on sets.ck = g.ck
    left join campaign_platforms p on p.ck = g.ck
    where g.gid = 3
  ),
  per_day as (
    select s.day, pg_catalog.sum(s.spend) as spend, pg_catalog.sum(s.impressions)::bigint as impressions,
           pg_catalog.sum(s.clicks)::bigint as clicks, 0::bigint as leads, 0::bigint as intents, 0::bigint as sales,
           0::bigint as refunds, 0::numeric as revenue
    from private.ad_spend_days s where s.lancamento = p_lancamento group by 1
    union all
    select j.day, 0, 0, 0, pg_catalog.sum(j.leads)::bigint, pg_catalog.sum(j.intents)::bigint,
           pg_catalog.sum(j.sales)::bigint, pg_catalog.sum(j.refunds)::bigint, pg_catalog.sum(j.revenue)
    from joined_days j group by 1
  ),
  days as (
    select jsonb_agg(jsonb_build_object('day', d.day) || d.figures order by d.day) as list
    from (select x.day, private.spend_figures(x.spend, x.impressions, x.clicks, x.leads, x.intents, x.sales, x.refunds,
            x.revenue, v_percent, v_fixed) as figures
          from (select p.day, pg_catalog.sum(p.spend) as spend, pg_catalog.sum(p.impressions)::bigint as impressions,
                  pg_catalog.sum(p.clicks)::bigint as clicks, pg_catalog.sum(p.leads)::bigint as leads,
                  pg_catalog.sum(p.intents)::bigint as intents, pg_catalog.sum(p.sales)::bigint as sales,
                  pg_catalog.sum(p.refunds)::bigint as refunds, pg_catalog.sum(p.revenue) as revenue
                from per_day p group by 1) x) d
  ),
  -- What no spend explains, by cause.
  paid_sources as (
    select distinct pg_catalog.lower(j.source) as source from joined j where j.ck is not null and j.source <> ''
  ),
  untracked as (
    select case
             when j.source = '' and j.campaign = '' then 'no_utm'
             when j.campaign <> '' and (j.cid is not null or j.mid is not null or j.aid is not null
               or private.is_paid_utm(j.source, j.medium)
               or pg_catalog.lower(j.source) in (select ps.source from paid_sources ps)) then 'campaign_without_spend'
             else 'other_source'
           end as cause,
           case when j.source = '' and j.campaign = '' then ''
                when j.campaign <> '' and (j.cid is not null or j.mid is not null or j.aid is not null
                  or private.is_paid_utm(j.source, j.medium)
                  or pg_catalog.lower(j.source) in (select ps.source from paid_sources ps)) then j.campaign
                else j.source end as value,
           j.leads, j.intents, j.sales, j.refunds, j.revenue
    from joined j where j.ck is null
  ),
  causes as (
    select x.cause, x.ord,
           private.spend_figures(0, 0, 0, x.leads, x.intents, x.sales, x.refunds, x.revenue, v_percent, v_fixed) as figures
    from (select c.cause, c.ord, pg_catalog.sum(u.leads)::bigint as leads, pg_catalog.sum(u.intents)::bigint as intents,
                 pg_catalog.sum(u.sales)::bigint as sales, pg_catalog.sum(u.refunds)::bigint as refunds,
                 pg_catalog.sum(u.revenue) as revenue
          from (values ('no_utm', 1), ('campaign_without_spend', 2), ('other_source', 3)) as c(cause, ord)
          left join untracked u on u.cause = c.cause
          group by 1, 2) x
  ),
  top_values as (
    select t.cause, jsonb_agg(jsonb_build_object('value', t.value, 'leads', t.leads, 'sales', t.sales,
             'gross_revenue', t.revenue) order by t.sales desc, t.revenue desc, t.leads desc, t.value) as list
    from (select u.cause, u.value, pg_catalog.sum(u.leads)::bigint as leads, pg_catalog.sum(u.sales)::bigint as sales,
                 pg_catalog.sum(u.revenue)::numeric(14, 2) as revenue,
                 pg_catalog.row_number() over (partition by u.cause
                   order by pg_catalog.sum(u.sales) desc, pg_catalog.sum(u.revenue) desc, pg_catalog.sum(u.leads) desc,
                            u.value) as rank
          from untracked u where u.value <> '' group by 1, 2) t
    where t.rank <= 10
    group by 1
  ),
  unexplained as (
    select jsonb_agg(jsonb_build_object('cause', c.cause, 'top_values', coalesce(tv.list, '[]'::jsonb)) || c.figures
             order by c.ord) as list
    from causes c left join top_values tv on tv.cause = c.cause
  ),
  imported as (
    select coalesce(pg_catalog.sum(s.n), 0)::bigint as n, pg_catalog.min(s.first_day) as first_day,
           pg_catalog.max(s.day) as last_day, pg_catalog.max(s.imported_at) as last_import_at
    from spend s
  )
  select private.json_node(jsonb_build_object(
    'lancamento', p_lancamento, 'platform_fee_percent', v_percent, 'platform_fee_fixed', v_fixed,
    'spend_rows', i.n, 'first_day', i.first_day, 'last_day', i.last_day, 'last_import_at', i.last_import_at,
    'totals', coalesce((select g.figures from g where g.gid = 7),
                       private.spend_figures(0, 0, 0, 0, 0, 0, 0, 0, v_percent, v_fixed)),
    'days', coalesce((select d.list from days d), '[]'::jsonb),
    'unexplained', (select u.list from unexplained u)), 'campaigns', (select c.list from campaigns c))::jsonb
  into v_result
  from imported i;
  return v_result;
end
$$;

-- After a rebuild of the UTM summary (a bulk load with triggers off), its statistics at once.
create or replace function private.rebuild_utm_counts()
returns void language plpgsql security definer set search_path = ''
as $$
begin
  lock table private.utm_counts, private.utm_combo_counts, private.utm_day_counts, private.utm_count_deltas,
    private.purchase_lead_outcomes in exclusive mode;
  truncate private.utm_counts, private.utm_combo_counts, private.utm_day_counts, private.utm_count_deltas,
    private.purchase_lead_outcomes;
  insert into private.utm_count_deltas (lancamento, day, source, campaign, medium, content, leads)
  select l.lancamento, private.brasilia_day(l.created_at), private.utm_key(l.utm_source), private.utm_key(l.utm_campaign),
         private.utm_key(l.utm_medium), private.utm_key(l.utm_content), pg_catalog.count(*)::integer
  from public.leads_lancamento l group by 1, 2, 3, 4, 5, 6;
  insert into private.utm_count_deltas (lancamento, day, source, campaign, medium, content, intents)
  select p.lancamento, private.brasilia_day(p.created_at), private.utm_key(p.utm_source), private.utm_key(p.utm_campaign),
         private.utm_key(p.utm_medium), private.utm_key(p.utm_content), pg_catalog.count(*)::integer
  from public.purchase_leads p group by 1, 2, 3, 4, 5, 6;
  perform private.refresh_purchase_lead_outcomes(array(
    select p.id from public.purchase_leads p where p.status in ('VENDIDO', 'REEMBOLSADO')));
  perform private.fold_utm_count_deltas();
  -- The summary was rewritten in bulk: fresh statistics now, not at autovacuum's next pass (a report planned in
  -- between, on a table the planner believes empty, kept its plan for the connection's life: 250 ms instead of 70).
  analyze private.utm_counts, private.utm_combo_counts, private.utm_day_counts, private.purchase_lead_outcomes;
end
$$;
revoke all on function private.rebuild_utm_counts() from public;
