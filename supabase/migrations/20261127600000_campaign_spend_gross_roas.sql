-- Issue 43: gross ROAS beside the net one in public.campaign_spend_report.
--
-- `roas` stays net revenue / spend (what each real spent returned after the platform's fee); `gross_roas` is gross
-- revenue / spend, the figure Meta's Ads Manager shows (ROAS on the purchase value), so a team comparing the two
-- screens reads it without converting by hand. Both rounded to 2 decimals, null without spend. The figures of every
-- node (campaign, ad set, ad, day, cause, totals) come from private.spend_figures_json, inlined into the report's
-- query: replacing it (same arguments) is the whole change, and the report keeps its plan and its json answer
-- (one more key per node, written right after `roas`).
create or replace function private.spend_figures_json(p_spend numeric, p_impressions bigint, p_clicks bigint,
  p_leads bigint, p_intents bigint, p_sales bigint, p_refunds bigint, p_revenue numeric, p_percent numeric,
  p_fixed numeric)
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
    || ',"gross_roas":'
    || case when coalesce(p_spend, 0) = 0 then 'null'
            else pg_catalog.round(coalesce(p_revenue, 0)::numeric(14, 2) / coalesce(p_spend, 0)::numeric(14, 2), 2)::text
       end
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
