import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { markPurchaseRedirected, savePurchaseIntent } from './purchase-intent';
import { signIn, signOut } from '../staff/auth/auth';
import { fetchFurtherContacts } from '../staff/purchase-leads/further-contacts';
import {
  expectRejection,
  signedInClient,
  STAFF,
  TOKEN_PATTERN,
  uniqueEmail,
  useLocalSupabase,
} from '../integration-setup.test-helper';

let staff: SupabaseClient;
beforeAll(async () => {
  useLocalSupabase();
  staff = await signedInClient(STAFF);
});

const base = { name: 'Rafael Costa', whatsapp: '+55 (31) 97777-6666', lancamento: 2 };

describe('purchase intent (save_purchase_intent, mark_purchase_redirected)', () => {
  it('creates a NOVO, not redirected lead and returns an opaque reference; marking it redirected stores the URL', async () => {
    const email = uniqueEmail('compra');
    const { reference } = await savePurchaseIntent({
      ...base,
      email: ` ${email.toUpperCase()} `,
      utm: { utm_source: 'youtube', utm_id: 'abc123' },
    });
    expect(reference).toMatch(TOKEN_PATTERN);
    const select =
      'email, whatsapp, lancamento, status, redirected_to_payment, payment_processor, payment_url, utm_source, utm_id';
    const { data } = await staff.from('purchase_leads').select(select).eq('email', email);
    expect(data).toEqual([
      {
        email,
        whatsapp: '5531977776666',
        lancamento: 2,
        status: 'NOVO',
        redirected_to_payment: false,
        payment_processor: 'hotmart',
        payment_url: null,
        utm_source: 'youtube',
        utm_id: 'abc123',
      },
    ]);
    const url = 'https://pay.hotmart.com/X123?off=abc&src=youtube';
    await markPurchaseRedirected(reference, url);
    await markPurchaseRedirected(reference, url);
    const { data: after } = await staff
      .from('purchase_leads')
      .select('redirected_to_payment, payment_url')
      .eq('email', email);
    expect(after).toEqual([{ redirected_to_payment: true, payment_url: url }]);
  });

  it('a repeat (also concurrent) keeps the one lead; other data is a further contact; its reference marks only that', async () => {
    const email = uniqueEmail('compra');
    const { reference: own } = await savePurchaseIntent({ ...base, email });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        savePurchaseIntent({ ...base, email, name: 'Rafael C.', whatsapp: '5531900001111' }),
      ),
    );
    expect(results.every((result) => TOKEN_PATTERN.test(result.reference) && result.reference !== own)).toBe(true);
    const { data } = await staff.from('purchase_leads').select('id, name, whatsapp, status').eq('email', email);
    expect(data).toEqual([{ id: expect.any(Number), name: 'Rafael Costa', whatsapp: '5531977776666', status: 'NOVO' }]);
    await markPurchaseRedirected(results[0]!.reference, 'https://pay.hotmart.com/X123?off=abc');
    const { data: after } = await staff.from('purchase_leads').select('redirected_to_payment').eq('email', email);
    expect(after).toEqual([{ redirected_to_payment: false }]);
    await signIn(STAFF.email, STAFF.password);
    try {
      const contacts = (await fetchFurtherContacts('purchase_intent', [data![0]!.id])).get(data![0]!.id);
      expect(contacts).toEqual([
        expect.objectContaining({
          name: 'Rafael C.',
          whatsapp: '5531900001111',
          redirected_to_payment: true,
          payment_url: 'https://pay.hotmart.com/X123?off=abc',
        }),
      ]);
    } finally {
      await signOut();
    }
    // A sixth intent for the e-mail within ten minutes: 429.
    await expectRejection(savePurchaseIntent({ ...base, email }), null, 'rate_limited');
  });

  it('rejects bad input with the purchase modal messages', async () => {
    const email = uniqueEmail('compra');
    await expectRejection(savePurchaseIntent({ ...base, email, name: '' }), 'Nome é obrigatório');
    await expectRejection(savePurchaseIntent({ ...base, email, name: ' R ' }), 'Nome deve ter pelo menos 2 caracteres');
    await expectRejection(savePurchaseIntent({ ...base, email: '' }), 'Email é obrigatório');
    await expectRejection(savePurchaseIntent({ ...base, email: 'rafael@com' }), 'Email inválido');
    await expectRejection(savePurchaseIntent({ ...base, email, whatsapp: '' }), 'WhatsApp é obrigatório');
    await expectRejection(
      savePurchaseIntent({ ...base, email, whatsapp: '12345' }),
      'WhatsApp deve ter pelo menos 8 dígitos',
    );
    await expectRejection(savePurchaseIntent({ ...base, email, lancamento: 9999 }), 'Lançamento inválido.');
    await expectRejection(
      savePurchaseIntent({ ...base, email, paymentProcessor: 'paypal' as unknown as 'hotmart' }),
      'Processador de pagamento inválido.',
    );
    const { data } = await staff.from('purchase_leads').select('id').eq('email', email);
    expect(data).toEqual([]);
    await expectRejection(
      markPurchaseRedirected('C'.repeat(32), 'https://pay.hotmart.com/X'),
      'Referência de compra inválida.',
    );
    const { reference } = await savePurchaseIntent({ ...base, email });
    await expectRejection(markPurchaseRedirected(reference, 'javascript:alert(1)'), 'URL de pagamento inválida.');
  });
});
