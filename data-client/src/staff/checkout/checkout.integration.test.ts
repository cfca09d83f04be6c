// The checkout services (src/staff/checkout/checkout.ts) against the local stack: an event recorded the way the edge does
// (public.record_checkout_event with the database secret), listed unmatched, linked by staff, revenue per source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { DataError } from '../../errors';
import { fetchCurrentLaunch } from '../../public/launches';
import { savePurchaseIntent } from '../../public/purchase-intent';
import { signIn, signOut } from '../auth/auth';
import { fetchRevenueByUtm, fetchUnmatchedCheckoutEvents, linkCheckoutEvent } from './checkout';
import { fetchPurchaseLeads } from '../purchase-leads/purchase-leads';
import {
  anonClient,
  config,
  expectRejection,
  NONSTAFF,
  STAFF,
  uniqueEmail,
  useLocalSupabase,
} from '../../integration-setup.test-helper';

const SECRET = `segredo-itest-${crypto.randomUUID()}`;
const run = String(Date.now()).slice(-7);
const source = `itest-checkout-${run}`;
const leadEmail = uniqueEmail('checkout');
const buyerEmail = uniqueEmail('comprador-pessoal');
let lancamento = 0;

beforeAll(async () => {
  useLocalSupabase();
  const service = createClient(config.supabaseUrl, process.env.SUPABASE_SERVICE_ROLE_KEY ?? '', {
    auth: { persistSession: false },
  });
  const { error } = await service.rpc('set_checkout_webhook_secret', { p_secret: SECRET });
  if (error) throw new Error(error.message);
  lancamento = (await fetchCurrentLaunch()).lancamento;
  await savePurchaseIntent({
    name: 'Compradora Itest',
    email: leadEmail,
    whatsapp: '5511955551234',
    lancamento,
    utm: { utm_source: source, utm_campaign: `camp-${run}` },
  });
  // Bought with another e-mail and an offer of no launch: nothing to match it by.
  const { error: recordError } = await anonClient().rpc('record_checkout_event', {
    p_secret: SECRET,
    p_event: {
      eventId: `itest-${run}`,
      event: 'PURCHASE_APPROVED',
      eventAt: new Date().toISOString(),
      transaction: `HP-itest-${run}`,
      buyerEmail,
      buyerName: 'Compradora Itest',
      productId: '1',
      offerCode: 'sem-lancamento',
      price: 1497.5,
      currency: 'BRL',
      installments: 1,
      payload: {},
    },
  });
  if (recordError) throw new Error(recordError.message);
});

afterAll(async () => {
  await signOut().catch(() => undefined);
});

describe('checkout services', () => {
  it('are refused to a signed-in non-staff user', async () => {
    await signIn(NONSTAFF.email, NONSTAFF.password);
    await expect(fetchUnmatchedCheckoutEvents()).rejects.toBeInstanceOf(DataError);
    await expect(fetchRevenueByUtm('source', { lancamento })).rejects.toBeInstanceOf(DataError);
    await signOut();
  });

  it('list the unmatched event, link it to the purchase lead (VENDIDO), and count its revenue under its source', async () => {
    await signIn(STAFF.email, STAFF.password);
    const unmatched = (await fetchUnmatchedCheckoutEvents(lancamento)).find((e) => e.buyer_email === buyerEmail);
    expect(unmatched).toMatchObject({
      event: 'PURCHASE_APPROVED',
      price: 1497.5,
      lancamento: null,
      transaction: `HP-itest-${run}`,
    });

    await expectRejection(
      linkCheckoutEvent(unmatched!.id, buyerEmail, lancamento),
      'Nenhum lead de compra com este e-mail neste lançamento.',
    );
    expect(await linkCheckoutEvent(unmatched!.id, leadEmail, lancamento)).toEqual({ linked: 1, status: 'VENDIDO' });
    await expectRejection(
      linkCheckoutEvent(unmatched!.id, leadEmail, lancamento),
      'Este evento já está vinculado a um lead.',
    );
    expect((await fetchUnmatchedCheckoutEvents()).some((e) => e.buyer_email === buyerEmail)).toBe(false);

    const lead = (await fetchPurchaseLeads({ lancamento, status: 'VENDIDO' })).find((l) => l.email === leadEmail);
    expect(lead?.status).toBe('VENDIDO');

    const bySource = await fetchRevenueByUtm('source', { lancamento });
    expect(bySource.rows.find((r) => r.value === source)).toEqual({
      value: source,
      leads: 0,
      sales: 1,
      revenue: 1497.5,
      conversion: null,
    });
    const byCampaign = await fetchRevenueByUtm('campaign', { lancamento });
    expect(byCampaign.rows.find((r) => r.value === `camp-${run}`)).toMatchObject({ sales: 1, revenue: 1497.5 });
    expect(bySource.totals.revenue).toBeGreaterThanOrEqual(1497.5);
  });
});
