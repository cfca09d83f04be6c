// The campaign-spend services (src/staff/campaign-spend/campaign-spend.ts) against the local stack: a lead registered through the
// public function with the ad's `name|id` UTM values, the spend imported by staff, the figures read back (ids digit for
// digit, beyond 2^53), a re-import that changes nothing, the launch's platform fee, and the staff-only gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataError } from '../../errors';
import { fetchCurrentLaunch } from '../../public/launches';
import { registerLead } from '../../public/register-lead';
import { signIn, signOut } from '../auth/auth';
import { fetchCampaignSpendReport, importAdSpend, type AdSpendRow } from './campaign-spend';
import { fetchLaunchPlatformFees, saveLaunchPlatformFee } from '../launches/launch-platform-fee';
import { expectRejection, NONSTAFF, STAFF, uniqueEmail, useLocalSupabase } from '../../integration-setup.test-helper';

const run = String(Date.now()).slice(-9);
// 19-digit ids: Number() of them would change the last digits.
const campaignId = `120214${run}0101`;
const adSetId = `120214${run}01101`;
const adId = `1202145${run}011101`;
let lancamento = 0;

const rows: AdSpendRow[] = [
  {
    platform: 'meta',
    day: '2026-11-18',
    campaign_name: `Itest ${run} | Frio`,
    campaign_id: campaignId,
    ad_set_name: 'Público 25-44',
    ad_set_id: adSetId,
    ad_name: 'Vídeo 30s',
    ad_id: adId,
    spend: '1234.56',
    impressions: '10000',
    clicks: '100',
  },
  {
    platform: 'meta',
    day: '2026-11-19',
    campaign_name: `Itest ${run} | Frio`,
    campaign_id: campaignId,
    ad_set_name: 'Público 25-44',
    ad_set_id: adSetId,
    ad_name: 'Vídeo 30s (novo nome)',
    ad_id: adId,
    spend: '65.44',
    impressions: null,
    clicks: null,
  },
];

beforeAll(async () => {
  useLocalSupabase();
  lancamento = (await fetchCurrentLaunch()).lancamento;
  await registerLead({
    name: 'Lead Investimento',
    email: uniqueEmail('investimento'),
    whatsapp: '5511955550000',
    programmingExperience: 'want_to_learn',
    lancamento,
    utm: {
      utm_source: 'FB',
      utm_campaign: `Nome antigo da campanha|${campaignId}`,
      utm_medium: `Público 25-44|${adSetId}`,
      utm_content: `Vídeo 30s|${adId}`,
    },
  });
});

afterAll(async () => {
  await signOut().catch(() => undefined);
});

describe('campaign spend services', () => {
  it('are refused to a signed-in non-staff user', async () => {
    await signIn(NONSTAFF.email, NONSTAFF.password);
    await expect(importAdSpend(lancamento, rows)).rejects.toBeInstanceOf(DataError);
    await expect(fetchCampaignSpendReport(lancamento)).rejects.toBeInstanceOf(DataError);
    await expect(
      saveLaunchPlatformFee({ lancamento, platform_fee_percent: 1, platform_fee_fixed: 0 }),
    ).rejects.toBeInstanceOf(DataError);
    await signOut();
  });

  it('import the spend, join the lead by its ids, and keep the ids as text', async () => {
    await signIn(STAFF.email, STAFF.password);
    const first = await importAdSpend(lancamento, rows, { batchSize: 1 });
    expect(first).toEqual({
      received: 2,
      rows: 2,
      inserted: 2,
      updated: 0,
      unchanged: 0,
      firstDay: '2026-11-18',
      lastDay: '2026-11-19',
    });

    const report = await fetchCampaignSpendReport(lancamento);
    const campaign = report.campaigns.find((c) => c.campaign_id === campaignId);
    expect(campaign).toBeDefined();
    expect(campaign!.name).toBe(`Itest ${run} | Frio`);
    expect(campaign!.spend).toBe(1300);
    expect(campaign!.leads).toBe(1);
    expect(campaign!.cpl).toBe(1300);
    expect(campaign!.sales).toBe(0);
    expect(campaign!.profit).toBe(-1300);
    const adSet = campaign!.ad_sets[0]!;
    expect(adSet.ad_set_id).toBe(adSetId);
    const ad = adSet.ads[0]!;
    expect(ad.ad_id).toBe(adId);
    expect(ad.name).toBe('Vídeo 30s (novo nome)');
    expect(ad.names).toEqual(['Vídeo 30s', 'Vídeo 30s (novo nome)']);
    expect(ad.leads).toBe(1);
    expect(report.days.find((d) => d.day === '2026-11-18')?.spend).toBeGreaterThanOrEqual(1234.56);
    expect(report.unexplained.map((u) => u.cause)).toEqual(['no_utm', 'campaign_without_spend', 'other_source']);
  });

  it('re-import changes nothing; a corrected row replaces the old one', async () => {
    await signIn(STAFF.email, STAFF.password);
    const before = await fetchCampaignSpendReport(lancamento);
    expect(await importAdSpend(lancamento, rows)).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    const after = await fetchCampaignSpendReport(lancamento);
    expect(after.campaigns).toEqual(before.campaigns);
    expect(after.totals).toEqual(before.totals);

    const corrected = [{ ...rows[1]!, spend: '165.44' }];
    expect(await importAdSpend(lancamento, corrected)).toMatchObject({ inserted: 0, updated: 1 });
    const campaign = (await fetchCampaignSpendReport(lancamento)).campaigns.find((c) => c.campaign_id === campaignId);
    expect(campaign!.spend).toBe(1400);
  });

  it('reports an invalid line with its number in the whole file', async () => {
    await signIn(STAFF.email, STAFF.password);
    const bad = [...rows, { ...rows[0]!, day: '18/11/2026' }];
    await expectRejection(importAdSpend(lancamento, bad, { batchSize: 2 }), 'Linha 3: dia inválido (use AAAA-MM-DD).');
  });

  it('save and read the launch platform fee', async () => {
    await signIn(STAFF.email, STAFF.password);
    const previous = (await fetchLaunchPlatformFees()).find((f) => f.lancamento === lancamento)!;
    expect(await saveLaunchPlatformFee({ lancamento, platform_fee_percent: 9.9, platform_fee_fixed: 1 })).toEqual({
      lancamento,
      platform_fee_percent: 9.9,
      platform_fee_fixed: 1,
    });
    expect((await fetchCampaignSpendReport(lancamento)).platform_fee_percent).toBe(9.9);
    await expectRejection(
      saveLaunchPlatformFee({ lancamento, platform_fee_percent: 120, platform_fee_fixed: 1 }),
      'Percentual da taxa inválido (de 0 a 99,99, até duas casas).',
    );
    await saveLaunchPlatformFee(previous);
  });
});
