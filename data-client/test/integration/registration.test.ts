import { beforeAll, describe, expect, it } from 'vitest';
import { registerLead } from '../../src/public/register-lead';
import { expectRejection, signedInClient, STAFF, TOKEN_PATTERN, uniqueEmail, useLocalSupabase } from './setup';
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
      ...base, email: `  ${email.toUpperCase()} `, utm: { utm_source: 'instagram', utm_medium: 'bio', utm_campaign: 'lanc2' }, language: 'pt-BR',
    });
    expect(result.track).toBe('iniciante');
    expect(result.token).toMatch(TOKEN_PATTERN);
    const { data, error } = await staff.from('leads_lancamento').select('*').eq('email', email);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({
      name: 'Maria Souza', email, whatsapp: '5511987654321', programming_experience: 'want_to_learn', track: 'iniciante',
      utm_source: 'instagram', utm_medium: 'bio', utm_campaign: 'lanc2', consent_given: true, privacy_policy_version: '1.0',
      data_usage_purposes: ['marketing', 'analytics'], last_updated_by: 'web_form', lancamento: 2, pesquisa_hash: result.token,
      active: true, consent_language: 'pt-BR',
    });
  });

  it('is idempotent: a repeat updates the same lead (new token, experience and track)', async () => {
    const email = uniqueEmail();
    const first = await registerLead({ ...base, email });
    const second = await registerLead({ ...base, email, programmingExperience: 'already_programmed' });
    expect(second.track).toBe('intermediaria');
    expect(second.token).not.toBe(first.token);
    const { data } = await staff.from('leads_lancamento').select('programming_experience, track, pesquisa_hash').eq('email', email);
    expect(data).toEqual([{ programming_experience: 'already_programmed', track: 'intermediaria', pesquisa_hash: second.token }]);
  });

  it('concurrent repeats all succeed: no unique violation reaches the visitor', async () => {
    const email = uniqueEmail();
    const results = await Promise.all(Array.from({ length: 6 }, () => registerLead({ ...base, email })));
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
    await expectRejection(registerLead({ ...base, email, whatsapp: '1234567' }), 'Por favor, digite um número de WhatsApp válido.');
    await expectRejection(registerLead({ ...base, email, lancamento: 9999 }), 'Lançamento inválido.');
    const { data } = await staff.from('leads_lancamento').select('id').eq('email', email);
    expect(data).toEqual([]);
  });
});
