-- Issue 30: the campaign spend report within its budget (100 ms through data-client at 1,000,000 leads, 20,000 sales
-- events and 50,000 spend rows, bench/src/campaign-spend-scale.ts). Same arguments, same figures, same join rule
-- (docs/campaign-spend.md, "The join"); supabase/tests/campaign-spend.test.sql checks them after every kind of write.
--
-- 1. private.utm_ad_matches: one row per launch and UTM combination (campaign, medium, content) ever counted, with the
--    ids its values carry (the digits after the last `|`, parsed once) and the campaign, ad set and ad keys of the
--    launch's spend it joins (null: none). Written
--      - at fold time (private.fold_utm_count_deltas): a combination seen for the first time gets its row and match;
--      - at import time (private.refresh_ad_spend_summary, the statement triggers on ad_spend: import, re-import,
--        corrections, renames, deletions): every combination of the launch is matched again;
--      - by private.rebuild_utm_counts.
--    A match is computed under the launch's spend lock (the advisory lock refresh_ad_spend_summary takes), so it is
--    never computed against spend another transaction is rewriting. UTM values only: nothing personal. A row stays when
--    its combination's counts fall to zero (removing it could race a fold adding to them); a rebuild keeps only the
--    counted ones.
-- 2. utm_combo_counts (per launch, combination and source) and utm_day_counts (per launch, day and combination) are
--    keyed by the combination's row (match_id) instead of its three text values: the report joins them to their match
--    by an integer.
-- 3. The spend summary (private.ad_spend_ads) also keeps, per row, what the report read by aggregating every name an
--    ad had: the newest names of its campaign, ad set and ad, the ad's names and its campaign's platforms.
-- 4. public.campaign_spend_report reads the counts with their matches (the join and the id parsing leave the read),
--    writes each node's figures as JSON text (private.spend_figures_json, instead of jsonb objects turned into text),
--    and returns json, the text it composed: parsing its 230-250 KB back into jsonb took 17-20 ms.

-- ---------------------------------------------------------------------------------------------------------------
-- 1. Each UTM combination's match to an ad
-- ---------------------------------------------------------------------------------------------------------------
create table private.utm_ad_matches (
  id bigint generated always as identity primary key,
  lancamento integer not null,
  campaign text collate "C" not null,
  medium text collate "C" not null,
  content text collate "C" not null,
  -- The ids the values carry (private.utm_ref_id), null when a value carries none.
  campaign_ref text collate "C",
  medium_ref text collate "C",
  content_ref text collate "C",
  -- The keys of private.ad_spend_ads this combination joins: campaign, ad set (null: not identified), ad (null: not
  -- identified); ck null: it joins no spend of its launch.
  ck text collate "C",
  sk text collate "C",
  ak text collate "C",
  constraint utm_ad_matches_combination unique (lancamento, campaign, medium, content)
);
comment on table private.utm_ad_matches is
  'Each UTM combination (campaign, medium, content) of a launch and the ad of the launch''s spend it joins; '
  'written at fold time and at spend import time. UTM values only, no personal data.';
alter table private.utm_ad_matches enable row level security;
revoke all on private.utm_ad_matches from public, anon, authenticated;

-- Matches again the given combinations (p_ids; null: every combination of the launches) against the launches'
-- spend summary. The join rule: by ids, the most specific first (the ad id of the content gives campaign, ad set and
-- ad; else the ad set id of the medium; else the campaign id of the campaign); otherwise by the exact value as a name,
-- the campaign first, then the ad set within it, then the ad within that (any name the ad ever had). The caller holds
-- the launches' spend lock (refresh_ad_spend_summary's advisory lock).
create or replace function private.match_utm_ads(p_launches integer[], p_ids bigint[] default null)
returns void language plpgsql security definer set search_path = ''
as $$
begin
  if p_launches is null or pg_catalog.cardinality(p_launches) = 0
     or (p_ids is not null and pg_catalog.cardinality(p_ids) = 0) then
    return;
  end if;
  with spend as (
    select a.lancamento, a.ck, a.sk, a.ak, a.campaign_name, a.campaign_id, a.ad_set_name, a.ad_set_id, a.ad_name,
           a.ad_id
    from private.ad_spend_ads a where a.lancamento = any (p_launches)
  ),
  c_by_id as (select s.lancamento, s.campaign_id, pg_catalog.min(s.ck) as ck
              from spend s where s.campaign_id is not null group by 1, 2),
  c_by_name as (select s.lancamento, s.campaign_name, pg_catalog.min(s.ck) as ck from spend s group by 1, 2),
  s_by_id as (select s.lancamento, s.ad_set_id, pg_catalog.min(s.ck) as ck, pg_catalog.min(s.sk) as sk
              from spend s where s.ad_set_id is not null group by 1, 2),
  s_by_name as (select s.lancamento, s.ck, s.ad_set_name, pg_catalog.min(s.sk) as sk from spend s group by 1, 2, 3),
  a_by_id as (select s.lancamento, s.ad_id, pg_catalog.min(s.ck) as ck, pg_catalog.min(s.sk) as sk,
                     pg_catalog.min(s.ak) as ak
              from spend s where s.ad_id is not null group by 1, 2),
  a_by_name as (select s.lancamento, s.ck, s.sk, s.ad_name, pg_catalog.min(s.ak) as ak
                from spend s group by 1, 2, 3, 4),
  targets as (
    select m.id, m.lancamento, m.campaign, m.medium, m.content, m.campaign_ref, m.medium_ref, m.content_ref
    from private.utm_ad_matches m
    where m.lancamento = any (p_launches) and (p_ids is null or m.id in (select pg_catalog.unnest(p_ids)))
  ),
  r1 as (
    select t.id, t.lancamento, t.medium, t.content, coalesce(ai.ck, si.ck, ci.ck, cn.ck) as ck, ai.sk as ai_sk,
           ai.ak as ai_ak, si.ck as si_ck, si.sk as si_sk
    from targets t
    left join a_by_id ai on ai.lancamento = t.lancamento and ai.ad_id = t.content_ref
    left join s_by_id si on si.lancamento = t.lancamento and si.ad_set_id = t.medium_ref
    left join c_by_id ci on ci.lancamento = t.lancamento and ci.campaign_id = t.campaign_ref
    left join c_by_name cn on cn.lancamento = t.lancamento and cn.campaign_name = t.campaign
  ),
  r2 as (
    select r1.*, coalesce(r1.ai_sk, case when r1.si_ck = r1.ck then r1.si_sk end, sn.sk) as sk
    from r1 left join s_by_name sn on sn.lancamento = r1.lancamento and sn.ck = r1.ck and sn.ad_set_name = r1.medium
  ),
  resolved as (
    select r2.id, r2.ck, r2.sk, case when r2.sk is null then null else coalesce(r2.ai_ak, an.ak) end as ak
    from r2
    left join a_by_name an on an.lancamento = r2.lancamento and an.ck = r2.ck and an.sk = r2.sk
      and an.ad_name = r2.content
  )
  update private.utm_ad_matches m set ck = r.ck, sk = r.sk, ak = r.ak
  from resolved r
  where m.id = r.id and (m.ck, m.sk, m.ak) is distinct from (r.ck, r.sk, r.ak);
end
$$;
revoke all on function private.match_utm_ads(integer[], bigint[]) from public;

-- What the report showed of each ad by reading every name it had, kept in the spend summary at import time instead:
-- the newest name of its campaign, ad set and ad (an ad renamed on the platform shows its new name), every name the
-- ad had, and the platforms of its campaign (the same on every row of that campaign, ad set or ad).
alter table private.ad_spend_ads
  add column newest_campaign_name text collate "C",
  add column newest_ad_set_name text collate "C",
  add column newest_ad_name text collate "C",
  add column ad_names text[] collate "C",
  add column campaign_platforms text collate "C";

-- The spend summary of the given launches from ad_spend, then every UTM combination of those launches matched again
-- (an import, a re-import, a correction, a rename or a deletion can change what a combination joins).
create or replace function private.refresh_ad_spend_summary(p_launches integer[])
returns void language plpgsql security definer set search_path = ''
as $$
begin
  if p_launches is null or pg_catalog.cardinality(p_launches) = 0 then
    return;
  end if;
  -- One writer per launch at a time (two imports of one launch at once; a fold matching new combinations).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('private.refresh_ad_spend_summary'), l)
  from pg_catalog.unnest(p_launches) as l order by l;
  delete from private.ad_spend_ads a where a.lancamento = any (p_launches);
  delete from private.ad_spend_days d where d.lancamento = any (p_launches);
  with summary as (
    select s.lancamento,
           coalesce('id:' || s.campaign_id, 'name:' || s.campaign_name) as ck,
           coalesce('id:' || s.ad_set_id, 'name:' || s.ad_set_name) as sk,
           coalesce('id:' || s.ad_id, 'name:' || s.ad_name) as ak,
           s.campaign_name, s.campaign_id, s.ad_set_name, s.ad_set_id, s.ad_name, s.ad_id, s.platform,
           pg_catalog.sum(s.spend) as spend, pg_catalog.sum(s.impressions) as impressions,
           pg_catalog.sum(s.clicks) as clicks, pg_catalog.count(*) as n, pg_catalog.min(s.day) as first_day,
           pg_catalog.max(s.day) as day, pg_catalog.max(s.imported_at) as imported_at
    from public.ad_spend s where s.lancamento = any (p_launches)
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
  ),
  ad_names as (
    select x.lancamento, x.ck, x.sk, x.ak, pg_catalog.array_agg(distinct x.ad_name order by x.ad_name) as names
    from summary x group by 1, 2, 3, 4
  ),
  campaign_platforms as (
    select x.lancamento, x.ck, pg_catalog.string_agg(distinct x.platform, ', ' order by x.platform) as platforms
    from summary x group by 1, 2
  )
  insert into private.ad_spend_ads (lancamento, ck, sk, ak, campaign_name, campaign_id, ad_set_name, ad_set_id, ad_name,
    ad_id, platform, spend, impressions, clicks, n, first_day, day, imported_at, newest_campaign_name,
    newest_ad_set_name, newest_ad_name, ad_names, campaign_platforms)
  select x.lancamento, x.ck, x.sk, x.ak, x.campaign_name, x.campaign_id, x.ad_set_name, x.ad_set_id, x.ad_name,
         x.ad_id, x.platform, x.spend, x.impressions, x.clicks, x.n, x.first_day, x.day, x.imported_at,
         pg_catalog.first_value(x.campaign_name)
           over (partition by x.lancamento, x.ck order by x.day desc, x.imported_at desc),
         pg_catalog.first_value(x.ad_set_name)
           over (partition by x.lancamento, x.ck, x.sk order by x.day desc, x.imported_at desc),
         pg_catalog.first_value(x.ad_name)
           over (partition by x.lancamento, x.ck, x.sk, x.ak order by x.day desc, x.imported_at desc),
         n.names, p.platforms
  from summary x
  join ad_names n on n.lancamento = x.lancamento and n.ck = x.ck and n.sk = x.sk and n.ak = x.ak
  join campaign_platforms p on p.lancamento = x.lancamento and p.ck = x.ck;
  insert into private.ad_spend_days
  select s.lancamento, s.day, pg_catalog.sum(s.spend), pg_catalog.sum(s.impressions), pg_catalog.sum(s.clicks)
  from public.ad_spend s where s.lancamento = any (p_launches)
  group by 1, 2;
  perform private.match_utm_ads(p_launches);
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- 2. The report's counts keyed by the combination's row
-- ---------------------------------------------------------------------------------------------------------------
-- Rebuilt below (private.rebuild_utm_counts): summaries of the tables, nothing lost by dropping them.
drop table private.utm_combo_counts;
drop table private.utm_day_counts;
create table private.utm_combo_counts (
  lancamento integer not null,
  match_id bigint not null,
  source text collate "C" not null,
  leads bigint not null default 0,
  intents bigint not null default 0,
  sales bigint not null default 0,
  refunds bigint not null default 0,
  revenue numeric(14, 2) not null default 0,
  primary key (lancamento, match_id, source)
);
create index utm_combo_counts_empty_idx on private.utm_combo_counts (lancamento)
  where leads = 0 and intents = 0 and sales = 0 and refunds = 0 and revenue = 0;
create table private.utm_day_counts (
  lancamento integer not null,
  day date not null,
  match_id bigint not null,
  leads bigint not null default 0,
  intents bigint not null default 0,
  sales bigint not null default 0,
  refunds bigint not null default 0,
  revenue numeric(14, 2) not null default 0,
  primary key (lancamento, day, match_id)
);
create index utm_day_counts_empty_idx on private.utm_day_counts (lancamento)
  where leads = 0 and intents = 0 and sales = 0 and refunds = 0 and revenue = 0;
comment on table private.utm_combo_counts is
  'Leads, intents, sales, refunds and revenue per launch, UTM combination (utm_ad_matches) and source; '
  'folded from utm_count_deltas.';
comment on table private.utm_day_counts is
  'Leads, intents, sales, refunds and revenue per launch, Brasília day and UTM combination (utm_ad_matches); '
  'folded from utm_count_deltas.';
alter table private.utm_combo_counts enable row level security;
alter table private.utm_day_counts enable row level security;
revoke all on private.utm_combo_counts, private.utm_day_counts from public, anon, authenticated;

-- Moves the pending deltas into the summaries (each delta once, also with concurrent callers). A UTM combination seen
-- for the first time first gets its row in utm_ad_matches and its match, under its launch's spend lock: a match is
-- computed against committed spend, and an import holding the lock matches the row again once it sees it.
create or replace function private.fold_utm_count_deltas()
returns void language plpgsql security definer set search_path = ''
as $$
declare
  v_launches integer[];
  v_fresh bigint[];
  v_ignored bigint;
begin
  if not exists (select 1 from private.utm_count_deltas) then
    return;
  end if;
  select pg_catalog.array_agg(distinct d.lancamento order by d.lancamento) into v_launches
  from private.utm_count_deltas d
  where not exists (select 1 from private.utm_ad_matches m
                    where m.lancamento = d.lancamento and m.campaign = d.campaign and m.medium = d.medium
                      and m.content = d.content);
  if v_launches is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('private.refresh_ad_spend_summary'), l)
    from pg_catalog.unnest(v_launches) as l order by l;
    with fresh as (
      insert into private.utm_ad_matches (lancamento, campaign, medium, content, campaign_ref, medium_ref, content_ref)
      select x.lancamento, x.campaign, x.medium, x.content, private.utm_ref_id(x.campaign),
             private.utm_ref_id(x.medium), private.utm_ref_id(x.content)
      from (select distinct d.lancamento, d.campaign, d.medium, d.content
            from private.utm_count_deltas d where d.lancamento = any (v_launches)) x
      on conflict on constraint utm_ad_matches_combination do nothing
      returning id
    )
    select coalesce(pg_catalog.array_agg(f.id), '{}') into v_fresh from fresh f;
    perform private.match_utm_ads(v_launches, v_fresh);
  end if;

  -- Only deltas whose combination has its row: one that arrived after the lines above waits for the next fold.
  with moved as (
    delete from private.utm_count_deltas d
    using private.utm_ad_matches m
    where m.lancamento = d.lancamento and m.campaign = d.campaign and m.medium = d.medium and m.content = d.content
    returning d.lancamento, d.day, d.source, d.campaign, d.medium, d.content, m.id as match_id, d.leads, d.intents,
              d.sales, d.refunds, d.revenue
  ), summed as (
    select m.lancamento, m.day, m.source, m.campaign, m.medium, m.content, m.match_id,
           pg_catalog.sum(m.leads) as leads, pg_catalog.sum(m.intents) as intents, pg_catalog.sum(m.sales) as sales,
           pg_catalog.sum(m.refunds) as refunds, pg_catalog.sum(m.revenue) as revenue
    from moved m group by 1, 2, 3, 4, 5, 6, 7
  ), by_day as (
    insert into private.utm_counts as c (lancamento, day, source, campaign, medium, content, leads, intents, sales,
      refunds, revenue)
    select s.lancamento, s.day, s.source, s.campaign, s.medium, s.content, s.leads, s.intents, s.sales, s.refunds, s.revenue
    from summed s
    where s.leads <> 0 or s.intents <> 0 or s.sales <> 0 or s.refunds <> 0 or s.revenue <> 0
    on conflict (lancamento, day, source, campaign, medium, content) do update
      set leads = c.leads + excluded.leads, intents = c.intents + excluded.intents, sales = c.sales + excluded.sales,
          refunds = c.refunds + excluded.refunds, revenue = c.revenue + excluded.revenue
    returning 1
  ), by_combo as (
    insert into private.utm_combo_counts as c (lancamento, match_id, source, leads, intents, sales, refunds, revenue)
    select x.* from (
      select s.lancamento, s.match_id, s.source, pg_catalog.sum(s.leads) as leads, pg_catalog.sum(s.intents) as intents,
             pg_catalog.sum(s.sales) as sales, pg_catalog.sum(s.refunds) as refunds, pg_catalog.sum(s.revenue) as revenue
      from summed s group by 1, 2, 3) x
    where x.leads <> 0 or x.intents <> 0 or x.sales <> 0 or x.refunds <> 0 or x.revenue <> 0
    on conflict (lancamento, match_id, source) do update
      set leads = c.leads + excluded.leads, intents = c.intents + excluded.intents, sales = c.sales + excluded.sales,
          refunds = c.refunds + excluded.refunds, revenue = c.revenue + excluded.revenue
    returning 1
  ), by_day_combo as (
    insert into private.utm_day_counts as c (lancamento, day, match_id, leads, intents, sales, refunds, revenue)
    select x.* from (
      select s.lancamento, s.day, s.match_id, pg_catalog.sum(s.leads) as leads, pg_catalog.sum(s.intents) as intents,
             pg_catalog.sum(s.sales) as sales, pg_catalog.sum(s.refunds) as refunds, pg_catalog.sum(s.revenue) as revenue
      from summed s group by 1, 2, 3) x
    where x.leads <> 0 or x.intents <> 0 or x.sales <> 0 or x.refunds <> 0 or x.revenue <> 0
    on conflict (lancamento, day, match_id) do update
      set leads = c.leads + excluded.leads, intents = c.intents + excluded.intents, sales = c.sales + excluded.sales,
          refunds = c.refunds + excluded.refunds, revenue = c.revenue + excluded.revenue
    returning 1
  )
  select (select pg_catalog.count(*) from by_day) + (select pg_catalog.count(*) from by_combo)
         + (select pg_catalog.count(*) from by_day_combo) into strict v_ignored;
  delete from private.utm_counts c
  where c.leads = 0 and c.intents = 0 and c.sales = 0 and c.refunds = 0 and c.revenue = 0;
  delete from private.utm_combo_counts c
  where c.leads = 0 and c.intents = 0 and c.sales = 0 and c.refunds = 0 and c.revenue = 0;
  delete from private.utm_day_counts c
  where c.leads = 0 and c.intents = 0 and c.sales = 0 and c.refunds = 0 and c.revenue = 0;
end
$$;
revoke all on function private.fold_utm_count_deltas() from public;

-- Rebuilds the summaries and the matches from the tables (this migration; and after a bulk load made with triggers
-- off). Superuser / service only.
create or replace function private.rebuild_utm_counts()
returns void language plpgsql security definer set search_path = ''
as $$
begin
  -- Every launch's spend lock first (the fold below takes them, and an import holds one while it writes the matches),
  -- then the tables: an import running now finishes first, none starts until the rebuild commits.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('private.refresh_ad_spend_summary'), l.lancamento)
  from public.launches l order by l.lancamento;
  lock table private.utm_counts, private.utm_combo_counts, private.utm_day_counts, private.utm_count_deltas,
    private.purchase_lead_outcomes, private.utm_ad_matches in exclusive mode;
  truncate private.utm_counts, private.utm_combo_counts, private.utm_day_counts, private.utm_count_deltas,
    private.purchase_lead_outcomes, private.utm_ad_matches;
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
  -- The summaries were rewritten in bulk: fresh statistics now, not at autovacuum's next pass (a report planned in
  -- between, on tables the planner believes empty, keeps its plan for the connection's life).
  analyze private.utm_counts, private.utm_combo_counts, private.utm_day_counts, private.purchase_lead_outcomes,
    private.utm_ad_matches;
end
$$;
revoke all on function private.rebuild_utm_counts() from public;

-- ---------------------------------------------------------------------------------------------------------------
-- 3. The report
-- ---------------------------------------------------------------------------------------------------------------
-- The figures of a node as the text of a JSON object, written directly: building them as jsonb converted every number
-- to jsonb's numeric and back to text (6-7 ms for the 670 nodes at the bench's scale, half of it saved). Rules as in
-- 20261125300000_campaign_spend.sql: fee = gross * percent / 100 + fixed per sale; net = gross - fee; CPL = spend /
-- leads; CPA = spend / sales; ROAS = net / spend; profit = net - spend; conversion = sales * 100 / leads; a division by
-- zero gives null. No SET clause and every name qualified: inlined into the report's query.
create function private.spend_figures_json(p_spend numeric, p_impressions bigint, p_clicks bigint, p_leads bigint,
  p_intents bigint, p_sales bigint, p_refunds bigint, p_revenue numeric, p_percent numeric, p_fixed numeric)
returns text language sql stable parallel safe
as $$
  select '{"spend":' || coalesce(p_spend, 0)::numeric(14, 2)
    || ',"impressions":' || coalesce(p_impressions, 0) || ',"clicks":' || coalesce(p_clicks, 0)
    || ',"leads":' || coalesce(p_leads, 0) || ',"intents":' || coalesce(p_intents, 0)
    || ',"sales":' || coalesce(p_sales, 0) || ',"refunds":' || coalesce(p_refunds, 0)
    || ',"gross_revenue":' || coalesce(p_revenue, 0)::numeric(14, 2)
    || ',"platform_fee":'
    || pg_catalog.round(coalesce(p_revenue, 0) * p_percent / 100 + coalesce(p_sales, 0) * p_fixed, 2)
    || ',"net_revenue":'
    || (coalesce(p_revenue, 0)::numeric(14, 2)
        - pg_catalog.round(coalesce(p_revenue, 0) * p_percent / 100 + coalesce(p_sales, 0) * p_fixed, 2))
    || ',"cpl":'
    || case when coalesce(p_leads, 0) = 0 then 'null'
            else pg_catalog.round(coalesce(p_spend, 0)::numeric(14, 2) / p_leads, 2)::text end
    || ',"cpa":'
    || case when coalesce(p_sales, 0) = 0 then 'null'
            else pg_catalog.round(coalesce(p_spend, 0)::numeric(14, 2) / p_sales, 2)::text end
    || ',"roas":'
    || case when coalesce(p_spend, 0) = 0 then 'null'
            else pg_catalog.round((coalesce(p_revenue, 0)::numeric(14, 2)
                   - pg_catalog.round(coalesce(p_revenue, 0) * p_percent / 100 + coalesce(p_sales, 0) * p_fixed, 2))
                   / coalesce(p_spend, 0)::numeric(14, 2), 2)::text end
    || ',"profit":'
    || (coalesce(p_revenue, 0)::numeric(14, 2)
        - pg_catalog.round(coalesce(p_revenue, 0) * p_percent / 100 + coalesce(p_sales, 0) * p_fixed, 2)
        - coalesce(p_spend, 0)::numeric(14, 2))
    || ',"conversion":'
    || case when coalesce(p_leads, 0) = 0 then 'null'
            else pg_catalog.round(coalesce(p_sales, 0) * 100.0 / p_leads, 2)::text end
    || '}'
$$;
revoke all on function private.spend_figures_json(numeric, bigint, bigint, bigint, bigint, bigint, bigint, numeric,
  numeric, numeric) from public;

-- A node of the report as JSON text: its head (names and ids, a small jsonb object), its figures (spend_figures_json)
-- and, when p_list_key is given, its children's list (JSON text) under that key; nothing is parsed again:
-- ('{"key": "x"}', '{"spend":1}', 'ads', '[...]') -> '{"key": "x","spend":1,"ads":[...]}'.
-- Inlined into the report's query: stable as to_json is (an immutable function calling a stable one is not inlined,
-- and ran as a statement of its own for each of the 670 nodes: 3-5 ms), each argument used once (an argument used
-- twice that is an expression, as a day's figures are, is not inlined either).
drop function private.json_node(jsonb, text, text);
create function private.json_node(p_head jsonb, p_figures text, p_list_key text default null, p_list text default null)
returns text language sql stable parallel safe
as $$
  select pg_catalog.left(p_head::text, -1) || ',' || pg_catalog.left(pg_catalog.substr(p_figures, 2), -1)
         || case when p_list_key is null then ''
                 else ',' || pg_catalog.to_json(p_list_key)::text || ':' || coalesce(p_list, '[]') end
         || '}'
$$;
revoke all on function private.json_node(jsonb, text, text, text) from public;

-- Paid traffic by its UTM (20261125300000_campaign_spend.sql, same lists): without its SET clause, every name
-- qualified, so that the report's query inlines it instead of running it as a statement of its own per combination.
create or replace function private.is_paid_utm(p_source text, p_medium text)
returns boolean language sql immutable parallel safe
as $$
  select pg_catalog.lower(p_source) in ('fb', 'fb_ads', 'facebook_ads', 'meta', 'meta_ads', 'ig_ads', 'instagram_ads',
           'google_ads', 'googleads', 'adwords', 'gads', 'youtube_ads', 'tiktok_ads', 'kwai_ads', 'linkedin_ads',
           'pinterest_ads', 'bing_ads', 'microsoft_ads', 'taboola', 'outbrain')
      or pg_catalog.lower(p_medium) in ('cpc', 'cpm', 'cpv', 'ppc', 'paid', 'paid_social', 'paidsocial', 'paid-social',
           'ads', 'display')
$$;

-- It returns json, the text it composed, instead of jsonb: parsing its 250 KB back into jsonb took 17-20 ms at the
-- bench's scale (PostgREST sends text either way; the answer's keys and values are the same, in the order written).
drop function public.campaign_spend_report(integer);
create function public.campaign_spend_report(p_lancamento integer)
returns json
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
  v_result json;
begin
  perform private.require_staff();
  select l.platform_fee_percent, l.platform_fee_fixed into v_percent, v_fixed
  from public.launches l where l.lancamento = p_lancamento;
  if not found then
    raise exception using errcode = '22023', message = 'Lançamento não encontrado.';
  end if;
  perform private.fold_utm_count_deltas();

  with spend as (
    -- The launch's spend summary: one row per ad and name it had, with the newest names, every name of the ad and the
    -- platforms of its campaign written at import time (private.refresh_ad_spend_summary).
    select a.ck, a.sk, a.ak, a.campaign_id, a.ad_set_id, a.ad_id, a.spend, a.impressions, a.clicks, a.n, a.first_day,
           a.day, a.imported_at, a.newest_campaign_name, a.newest_ad_set_name, a.newest_ad_name, a.ad_names,
           a.campaign_platforms
    from private.ad_spend_ads a where a.lancamento = p_lancamento
  ),
  -- The launch's counts with each UTM combination's match to an ad (private.utm_ad_matches, kept at fold and import
  -- time): per combination and source (per_ad, untracked) and per day (per_day).
  joined as materialized (
    select c.source, m.campaign, m.medium, c.leads, c.intents, c.sales, c.refunds, c.revenue, m.ck, m.sk, m.ak,
           (m.campaign_ref is not null or m.medium_ref is not null or m.content_ref is not null) as carries_id
    from private.utm_combo_counts c
    join private.utm_ad_matches m on m.id = c.match_id
    where c.lancamento = p_lancamento
  ),
  joined_days as (
    select c.day, pg_catalog.sum(c.leads)::bigint as leads, pg_catalog.sum(c.intents)::bigint as intents,
           pg_catalog.sum(c.sales)::bigint as sales, pg_catalog.sum(c.refunds)::bigint as refunds,
           pg_catalog.sum(c.revenue) as revenue
    from private.utm_day_counts c
    join private.utm_ad_matches m on m.id = c.match_id
    where c.lancamento = p_lancamento and m.ck is not null
    group by 1
  ),
  -- Per ad (its spend rows, one per name it had, and what joined it), then grouping sets for ad sets, campaigns and
  -- the total, with the newest name and the id of each level (an ad renamed on the platform shows its new name).
  per_ad as (
    select s.ck, s.sk, s.ak, s.spend, s.impressions, s.clicks, 0::bigint as leads, 0::bigint as intents,
           0::bigint as sales, 0::bigint as refunds, 0::numeric as revenue, s.campaign_id, s.ad_set_id,
           s.ad_id, s.newest_campaign_name, s.newest_ad_set_name, s.newest_ad_name, s.ad_names, s.campaign_platforms
    from spend s
    union all
    select j.ck, j.sk, j.ak, 0, 0, 0, pg_catalog.sum(j.leads)::bigint, pg_catalog.sum(j.intents)::bigint,
           pg_catalog.sum(j.sales)::bigint, pg_catalog.sum(j.refunds)::bigint, pg_catalog.sum(j.revenue),
           null, null, null, null, null, null, null, null
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
           pg_catalog.max(a.newest_ad_name) as ad_name, pg_catalog.max(a.ad_id) as ad_id,
           pg_catalog.max(a.ad_names) as ad_names, pg_catalog.max(a.campaign_platforms) as platforms
    from per_ad a
    group by grouping sets ((a.ck, a.sk, a.ak), (a.ck, a.sk), (a.ck), ())
  ),
  g as materialized (
    select g0.ck, g0.sk, g0.ak, g0.gid, g0.campaign_name, g0.campaign_id, g0.ad_set_name, g0.ad_set_id, g0.ad_name,
           g0.ad_id, g0.ad_names, g0.platforms, coalesce(g0.spend, 0) as spend,
           private.spend_figures_json(g0.spend, g0.impressions, g0.clicks, g0.leads, g0.intents, g0.sales, g0.refunds,
             g0.revenue, v_percent, v_fixed) as figures
    from g0
  ),
  -- The drill-down is composed as text (private.json_node): nesting jsonb values (jsonb_agg of objects that hold
  -- lists, `||` on them) walks every nested ad again at each level, 40-50 ms at 500 ads. Each list is ordered by spend,
  -- then name.
  ads as materialized (
    select g.ck, g.sk,
           '[' || pg_catalog.string_agg(
             private.json_node(pg_catalog.jsonb_build_object('key', g.ak, 'ad_id', g.ad_id, 'name', g.ad_name,
               'names', coalesce(pg_catalog.to_jsonb(g.ad_names), '[]'::jsonb)), g.figures), ','
             order by g.spend desc, g.ad_name nulls last, g.ak nulls last) || ']' as list
    from g
    where g.gid = 0 group by 1, 2
  ),
  sets as materialized (
    select g.ck,
           '[' || pg_catalog.string_agg(
             private.json_node(pg_catalog.jsonb_build_object('key', g.sk, 'ad_set_id', g.ad_set_id, 'name', g.ad_set_name),
               g.figures, 'ads', ads.list), ','
             order by g.spend desc, g.ad_set_name nulls last, g.sk nulls last) || ']' as list
    from g
    left join ads on ads.ck = g.ck and ads.sk is not distinct from g.sk
    where g.gid = 1 group by 1
  ),
  campaigns as (
    select '[' || pg_catalog.string_agg(
             private.json_node(pg_catalog.jsonb_build_object('key', g.ck, 'campaign_id', g.campaign_id,
               'name', g.campaign_name, 'platforms', g.platforms), g.figures, 'ad_sets', sets.list), ','
             order by g.spend desc, g.campaign_name, g.ck) || ']' as list
    from g
    left join sets on sets.ck = g.ck
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
    select '[' || pg_catalog.string_agg(private.json_node(pg_catalog.jsonb_build_object('day', d.day), d.figures), ','
             order by d.day) || ']' as list
    from (select x.day, private.spend_figures_json(x.spend, x.impressions, x.clicks, x.leads, x.intents, x.sales, x.refunds,
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
    select case when u.no_utm then 'no_utm' when u.paid then 'campaign_without_spend' else 'other_source' end as cause,
           case when u.no_utm then '' when u.paid then u.campaign else u.source end as value,
           u.leads, u.intents, u.sales, u.refunds, u.revenue
    from (select j.source, j.campaign, j.leads, j.intents, j.sales, j.refunds, j.revenue,
                 j.source = '' and j.campaign = '' as no_utm,
                 j.campaign <> '' and (j.carries_id or private.is_paid_utm(j.source, j.medium)
                   or pg_catalog.lower(j.source) in (select ps.source from paid_sources ps)) as paid
          from joined j where j.ck is null) u
  ),
  causes as (
    select x.cause, x.ord,
           private.spend_figures_json(0, 0, 0, x.leads, x.intents, x.sales, x.refunds, x.revenue, v_percent, v_fixed)
             as figures
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
    select '[' || pg_catalog.string_agg(private.json_node(pg_catalog.jsonb_build_object('cause', c.cause,
             'top_values', coalesce(tv.list, '[]'::jsonb)), c.figures), ',' order by c.ord) || ']' as list
    from causes c left join top_values tv on tv.cause = c.cause
  ),
  imported as (
    select coalesce(pg_catalog.sum(s.n), 0)::bigint as n, pg_catalog.min(s.first_day) as first_day,
           pg_catalog.max(s.day) as last_day, pg_catalog.max(s.imported_at) as last_import_at
    from spend s
  )
  select (pg_catalog.left(pg_catalog.jsonb_build_object(
             'lancamento', p_lancamento, 'platform_fee_percent', v_percent, 'platform_fee_fixed', v_fixed,
             'spend_rows', i.n, 'first_day', i.first_day, 'last_day', i.last_day, 'last_import_at', i.last_import_at
           )::text, -1)
          || ',"totals":' || coalesce((select g.figures from g where g.gid = 7),
                                      private.spend_figures_json(0, 0, 0, 0, 0, 0, 0, 0, v_percent, v_fixed))
          || ',"campaigns":' || coalesce((select c.list from campaigns c), '[]')
          || ',"days":' || coalesce((select d.list from days d), '[]')
          || ',"unexplained":' || (select u.list from unexplained u)
          || '}')::json
  into v_result
  from imported i;
  return v_result;
end
$$;
revoke all on function public.campaign_spend_report(integer) from public, anon;
grant execute on function public.campaign_spend_report(integer) to authenticated;
-- The figures as jsonb: nothing calls them any more (spend_figures_json above).
drop function private.spend_figures(numeric, bigint, bigint, bigint, bigint, bigint, bigint, numeric, numeric, numeric);

-- The spend summaries with their new columns, then the counts and every match (rebuild_utm_counts folds them all).
select private.refresh_ad_spend_summary(array(select distinct s.lancamento from public.ad_spend s order by 1));
select private.rebuild_utm_counts();
