import { beforeAll, describe, expect, it } from 'vitest';
import { registerLead } from './register-lead';
import { getSurveyContext } from './survey';
import { signIn, signOut } from '../staff/auth/auth';
import { fetchFurtherContacts } from '../staff/purchase-leads/further-contacts';
import {
  expectRejection,
  serviceClient,
  signedInClient,
  STAFF,
  TOKEN_PATTERN,
  uniqueEmail,
  unsubscribeTokenOf,
  useLocalSupabase,
} from '../integration-setup.test-helper';
import type { SupabaseClient } from '@supabase/supabase-js';

let staff: SupabaseClient;
beforeAll(async () => {
  useLocalSupabase();
  staff = await signedInClient(STAFF);
});

const base = { name: 'Maria Souza', whatsapp: '+55 (11) 98765-4321', programmingExperience: 'want_to_learn' as const };

describe('registerLead (register_lead)', () => {
  it('registers a lead with consent and returns a URL-safe token and the track', async () => {
    const email = uniqueEmail();
    const result = await registerLead({
      ...base,
      email: `  ${email.toUpperCase()} `,
      utm: { utm_source: 'instagram', utm_medium: 'bio', utm_campaign: 'lanc2' },
      language: 'pt-BR',
    });
    expect(result.track).toBe('iniciante');
    expect(result.token).toMatch(TOKEN_PATTERN);
    const { data, error } = await serviceClient().from('leads_lancamento').select('*').eq('email', email);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({
      name: 'Maria Souza',
      email,
      whatsapp: '5511987654321',
      programming_experience: 'want_to_learn',
      track: 'iniciante',
      utm_source: 'instagram',
      utm_medium: 'bio',
      utm_campaign: 'lanc2',
      consent_given: true,
      privacy_policy_version: '1.0',
      data_usage_purposes: ['marketing', 'analytics'],
      last_updated_by: 'web_form',
      lancamento: 2,
      active: true,
      consent_language: 'pt-BR',
      consent_ip: '127.0.0.1',
    });
    // The registration token is for this attempt only; the unsubscribe token is another value.
    expect(data![0].pesquisa_hash).not.toBe(result.token);
    expect(await unsubscribeTokenOf(staff, email)).toBe(data![0].pesquisa_hash);
  });

  it('a repeat keeps the stored lead, records other contact data as a further contact, and never rotates a link', async () => {
    const email = uniqueEmail();
    const first = await registerLead({ ...base, email });
    const unsubscribe = await unsubscribeTokenOf(staff, email);
    const second = await registerLead({
      ...base,
      email,
      name: 'Outra Pessoa',
      whatsapp: '+55 21 91234-5678',
      programmingExperience: 'already_programmed',
    });
    expect(second.track).toBe('intermediaria');
    expect(second.token).not.toBe(first.token);
    const { data } = await staff
      .from('leads_lancamento')
      .select('id, name, whatsapp, programming_experience, track')
      .eq('email', email);
    expect(data).toEqual([
      {
        id: expect.any(Number),
        name: 'Maria Souza',
        whatsapp: '5511987654321',
        programming_experience: 'want_to_learn',
        track: 'iniciante',
      },
    ]);
    // Each attempt's link shows what that attempt typed; the first link still works; the unsubscribe link is the same.
    expect(await getSurveyContext(first.token)).toMatchObject({ firstName: 'Maria', track: 'iniciante' });
    expect(await getSurveyContext(second.token)).toMatchObject({ firstName: 'Outra', track: 'intermediaria' });
    expect(await unsubscribeTokenOf(staff, email)).toBe(unsubscribe);
    // Staff see the further contact on the lead, with its consent record.
    await signIn(STAFF.email, STAFF.password);
    try {
      const contacts = await fetchFurtherContacts('registration', [data![0]!.id]);
      expect(contacts.get(data![0]!.id)).toEqual([
        expect.objectContaining({
          name: 'Outra Pessoa',
          email,
          whatsapp: '5521912345678',
          programming_experience: 'already_programmed',
          consent_ip: '127.0.0.1',
        }),
      ]);
    } finally {
      await signOut();
    }
  });

  it('answers a sixth registration of one e-mail within ten minutes with 429 and the Portuguese message', async () => {
    const email = uniqueEmail('limite');
    for (let i = 0; i < 5; i += 1) await registerLead({ ...base, email });
    await expectRejection(registerLead({ ...base, email }), null, 'rate_limited');
    // Another e-mail from the same address still registers (the per-address limit is generous).
    expect((await registerLead({ ...base, email: uniqueEmail('limite') })).token).toMatch(TOKEN_PATTERN);
  });

  it('concurrent repeats all succeed: no unique violation reaches the visitor', async () => {
    const email = uniqueEmail();
    // Five: the per-e-mail limit (a sixth in ten minutes is answered 429).
    const results = await Promise.all(Array.from({ length: 5 }, () => registerLead({ ...base, email })));
    expect(results.every((result) => TOKEN_PATTERN.test(result.token))).toBe(true);
    const { data } = await staff.from('leads_lancamento').select('id').eq('email', email);
    expect(data).toHaveLength(1);
  });

  it('keeps one lead per launch', async () => {
    const email = uniqueEmail();
    await registerLead({ ...base, email, lancamento: 1 });
    await registerLead({ ...base, email, lancamento: 2 });
    const { data } = await staff.from('leads_lancamento').select('lancamento').eq('email', email).order('lancamento');
    expect(data).toEqual([{ lancamento: 1 }, { lancamento: 2 }]);
  });

  it('rejects bad input with the spec messages, in order', async () => {
    const email = uniqueEmail();
    await expectRejection(registerLead({ ...base, email, name: '   ' }), 'Por favor, preencha seu nome completo.');
    await expectRejection(registerLead({ ...base, email: '  ' }), 'Por favor, preencha seu e-mail.');
    await expectRejection(registerLead({ ...base, email: 'sem-arroba' }), 'Por favor, informe um e-mail válido.');
    await expectRejection(
      registerLead({ ...base, email, programmingExperience: 'expert' as unknown as 'want_to_learn' }),
      'Por favor, selecione sua experiência em programação.',
    );
    await expectRejection(
      registerLead({ ...base, email, whatsapp: '1234567' }),
      'Por favor, digite um número de WhatsApp válido.',
    );
    await expectRejection(registerLead({ ...base, email, lancamento: 9999 }), 'Lançamento inválido.');
    const { data } = await staff.from('leads_lancamento').select('id').eq('email', email);
    expect(data).toEqual([]);
  });
});
