import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerLead } from './register-lead';
import { cancelSubscription, getUnsubscribeContext, type UnsubscribeReason } from './unsubscribe';
import {
  expectRejection,
  signedInClient,
  STAFF,
  uniqueEmail,
  unsubscribeTokenOf,
  useLocalSupabase,
} from '../integration-setup.test-helper';

let staff: SupabaseClient;
beforeAll(async () => {
  useLocalSupabase();
  staff = await signedInClient(STAFF);
});

async function newLead() {
  const email = uniqueEmail('descadastro');
  const registration = await registerLead({
    name: 'Luiza Fernandes',
    email,
    whatsapp: '5511934567890',
    programmingExperience: 'want_to_learn',
  });
  // The unsubscribe link's token reaches people only through the mailing (staff read it); the registration's is not it.
  const token = await unsubscribeTokenOf(staff, email);
  expect(token).not.toBe(registration.token);
  return { email, token, registrationToken: registration.token };
}

describe('unsubscribe (get_unsubscribe_context, cancel_subscription)', () => {
  it('a registration token neither reads nor cancels the subscription', async () => {
    const { registrationToken } = await newLead();
    expect(await getUnsubscribeContext(registrationToken)).toBeNull();
    await expectRejection(
      cancelSubscription(registrationToken, 'not_interested'),
      'Link inválido ou expirado. Não foi possível encontrar sua inscrição.',
    );
  });

  it('greets by first name, cancels once, then reports already cancelled', async () => {
    const { email, token } = await newLead();
    expect(await getUnsubscribeContext(token)).toEqual({ firstName: 'Luiza', active: true });
    expect(await cancelSubscription(token, 'other', '  Recebo e-mails demais  ')).toBe('cancelled');
    const { data } = await staff
      .from('leads_lancamento')
      .select('active, cancellation_reason, cancellation_other_reason, cancelled_by, last_updated_by')
      .eq('email', email);
    expect(data).toEqual([
      {
        active: false,
        cancellation_reason: 'other',
        cancellation_other_reason: 'Recebo e-mails demais',
        cancelled_by: 'unsubscribe_form',
        last_updated_by: 'unsubscribe_form',
      },
    ]);
    expect(await getUnsubscribeContext(token)).toEqual({ firstName: 'Luiza', active: false });
    expect(await cancelSubscription(token, 'too_many_emails')).toBe('already_cancelled');
  });

  it('concurrent cancels: one cancels, the rest see it already cancelled', async () => {
    const { token } = await newLead();
    const results = await Promise.all(Array.from({ length: 4 }, () => cancelSubscription(token, 'found_solution')));
    expect(results.filter((result) => result === 'cancelled')).toHaveLength(1);
    expect(results.filter((result) => result === 'already_cancelled')).toHaveLength(3);
  });

  it('missing and unknown tokens', async () => {
    // No token: refused before any request, kind not_found (the page words it).
    await expectRejection(getUnsubscribeContext(''), null, 'not_found');
    await expectRejection(getUnsubscribeContext(undefined), null, 'not_found');
    expect(await getUnsubscribeContext('D'.repeat(32))).toBeNull();
    await expectRejection(
      cancelSubscription('D'.repeat(32), 'not_interested'),
      'Link inválido ou expirado. Não foi possível encontrar sua inscrição.',
    );
    await expectRejection(
      cancelSubscription('', 'not_interested'),
      'Link inválido. Parâmetro de identificação não encontrado.',
    );
  });

  it('requires a reason, and text for other', async () => {
    const { email, token } = await newLead();
    await expectRejection(
      cancelSubscription(token, '' as UnsubscribeReason),
      'Por favor, selecione um motivo para o cancelamento.',
    );
    await expectRejection(
      cancelSubscription(token, 'bogus' as UnsubscribeReason),
      'Por favor, selecione um motivo para o cancelamento.',
    );
    await expectRejection(cancelSubscription(token, 'other', '   '), 'Por favor, descreva o motivo do cancelamento.');
    const { data } = await staff.from('leads_lancamento').select('active').eq('email', email);
    expect(data).toEqual([{ active: true }]);
  });
});
