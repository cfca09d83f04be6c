// A spend import is all or nothing (src/staff/campaign-spend/campaign-spend.ts importAdSpend; public.stage_ad_spend +
// public.commit_ad_spend_import), against the local stack. A launch of this run's own holds the rows; a file failing at
// its last line (impressions over 15 digits, which the page's rule refuses too) leaves every row of the launch exactly
// as it was, at 2,001 and at 50,000 lines; the page's rule (adSpendRowProblems) and the database agree on each limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, signedInClient, STAFF, useLocalSupabase } from '../../integration-setup.test-helper';
import { signIn, signOut } from '../auth/auth';
import { adSpendRowProblems, importAdSpend, type AdSpendRow } from './campaign-spend';

const service = serviceClient();
const lancamento = 800_000 + Math.floor(Math.random() * 100_000);

function spendRows(count: number, spend: string, badLast = false): AdSpendRow[] {
  return Array.from({ length: count }, (_, i) => ({
    platform: 'meta',
    day: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
    campaign_name: `Campanha ${i % 7}`,
    campaign_id: `12021400000${String(i % 7).padStart(4, '0')}`,
    ad_set_name: `Conjunto ${i % 31}`,
    ad_set_id: `1202140000${String(i % 31).padStart(5, '0')}`,
    ad_name: `Anúncio ${i}`,
    ad_id: `1202149${String(i).padStart(12, '0')}`,
    spend,
    impressions: badLast && i === count - 1 ? '1234567890123456' : String(1000 + i),
    clicks: String(i % 50),
  }));
}

/** Every spend row of the launch, as stored (all columns, in id order). */
async function storedRows(): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await service
      .from('ad_spend')
      .select('*')
      .eq('lancamento', lancamento)
      .order('id')
      .range(from, from + 999);
    if (error) throw new Error(error.message);
    rows.push(...data);
    if (data.length < 1000) return rows;
  }
}

beforeAll(async () => {
  useLocalSupabase();
  const at = new Date().toISOString();
  const end = new Date(Date.now() + 3_600_000).toISOString();
  const { error } = await service.from('launches').insert({
    lancamento,
    name: `Lançamento de teste ${lancamento}`,
    event_date_text: 'x',
    event_time_text: 'x',
    event_starts_at: at,
    event_ends_at: end,
    registration_deadline: at,
    cart_opens_at: at,
    cart_opens_text: 'x',
    lessons_countdown_at: at,
    level_lessons_countdown_at: at,
    group_link_intermediaria: 'https://g.example/1',
    group_link_iniciante: 'https://g.example/2',
    vip_group_link_beginner: 'https://g.example/3',
    vip_group_link_intermediate: 'https://g.example/4',
    lessons_group_chat_link: 'https://g.example/5',
    checkout_url_beginners: 'https://pay.example/1',
    checkout_url_advanced: 'https://pay.example/2',
    is_current: false,
  });
  if (error) throw new Error(error.message);
  await signIn(STAFF.email, STAFF.password);
});

afterAll(async () => {
  await signOut().catch(() => undefined);
  await service.from('launches').delete().eq('lancamento', lancamento);
});

describe('a spend import is all or nothing', () => {
  for (const size of [2_001, 50_000]) {
    it(`a ${size.toLocaleString('en')}-line file failing at its last line leaves the launch's spend exactly as it was`, async () => {
      // What the launch has: the file's lines but the last, imported before.
      await importAdSpend(lancamento, spendRows(size - 1, '10.00'));
      const before = await storedRows();
      expect(before).toHaveLength(size - 1);
      // The file again with every figure changed and a last line the database refuses (the page's rule too).
      const file = spendRows(size, '20.00', true);
      expect(adSpendRowProblems(file.at(-1)!)).toEqual([{ column: 'impressions', message: expect.any(String) }]);
      expect(file.slice(0, -1).flatMap(adSpendRowProblems)).toEqual([]);
      await expect(importAdSpend(lancamento, file)).rejects.toThrow(`Linha ${size}: impressões inválidas.`);
      expect(await storedRows()).toEqual(before);
      // Corrected, the whole file lands at once.
      file[size - 1]!.impressions = '1';
      expect(await importAdSpend(lancamento, file)).toMatchObject({ received: size, inserted: 1, updated: size - 1 });
      await service.from('ad_spend').delete().eq('lancamento', lancamento);
    }, 300_000);
  }
});

describe("the page's rule is the database's", () => {
  const base = spendRows(1, '1.00')[0]!;
  const cases: [string, Partial<AdSpendRow>][] = [
    ['impressions 15 digits', { impressions: '9'.repeat(15) }],
    ['impressions 16 digits', { impressions: '1'.repeat(16) }],
    ['clicks 16 digits', { clicks: '1'.repeat(16) }],
    ['spend 12 digits', { spend: '999999999999.99' }],
    ['spend 13 digits', { spend: '1000000000000.00' }],
    ['spend 3 decimals', { spend: '1.234' }],
    ['id 30 digits', { ad_id: '1'.repeat(30) }],
    ['id 31 digits', { ad_id: '1'.repeat(31) }],
    ['name 400 characters', { ad_name: 'ã'.repeat(400) }],
    ['name 401 characters', { ad_name: 'ã'.repeat(401) }],
    ['empty campaign', { campaign_name: '' }],
    ['a day that does not exist', { day: '2026-02-30' }],
    ['platform', { platform: 'google ads' }],
  ];
  for (const [name, change] of cases) {
    it(name, async () => {
      const row = { ...base, ...change };
      const staff = await signedInClient(STAFF);
      const importId = crypto.randomUUID();
      const { error } = await staff.rpc('stage_ad_spend', {
        p_import: importId,
        p_lancamento: lancamento,
        p_offset: 0,
        p_rows: [row],
      });
      await staff.rpc('discard_ad_spend_import', { p_import: importId });
      expect(adSpendRowProblems(row).length === 0, `${name}: the page's rule`).toBe(error === null);
    });
  }
});
