import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinWaitlist } from './waitlist';
import {
  expectRejection,
  signedInClient,
  STAFF,
  uniqueEmail,
  useLocalSupabase,
} from '../integration-setup.test-helper';

let staff: SupabaseClient;
beforeAll(async () => {
  useLocalSupabase();
  staff = await signedInClient(STAFF);
});

describe('joinWaitlist (join_waitlist)', () => {
  it('adds an active entry; WhatsApp is digits only, or null when empty', async () => {
    const email = uniqueEmail('espera');
    await joinWaitlist({
      name: 'Ana Clara',
      email: ` ${email.toUpperCase()} `,
      whatsapp: '+55 (21) 99876-5432',
      programmingExperience: 'already_programmed',
    });
    const other = uniqueEmail('espera');
    await joinWaitlist({ name: 'Bruno', email: other, whatsapp: '', programmingExperience: 'want_to_learn' });
    const { data, error } = await staff
      .from('lista_espera')
      .select('name, email, whatsapp, programming_experience, track, consent_given, status')
      .in('email', [email, other])
      .order('name');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: 'Ana Clara',
        email,
        whatsapp: '5521998765432',
        programming_experience: 'already_programmed',
        track: 'intermediaria',
        consent_given: true,
        status: 'active',
      },
      {
        name: 'Bruno',
        email: other,
        whatsapp: null,
        programming_experience: 'want_to_learn',
        track: 'iniciante',
        consent_given: true,
        status: 'active',
      },
    ]);
  });

  it('a repeat e-mail (also concurrent) is success and nothing is duplicated', async () => {
    const email = uniqueEmail('espera');
    const input = { name: 'Carla', email, programmingExperience: 'want_to_learn' as const };
    await joinWaitlist(input);
    await joinWaitlist(input);
    await Promise.all([joinWaitlist(input), joinWaitlist(input), joinWaitlist(input)]);
    const { data } = await staff.from('lista_espera').select('id').eq('email', email);
    expect(data).toHaveLength(1);
  });

  it('rejects bad input in Portuguese', async () => {
    const email = uniqueEmail('espera');
    const base = { name: 'Davi', email, programmingExperience: 'want_to_learn' as const };
    await expectRejection(joinWaitlist({ ...base, name: ' ' }), 'Por favor, preencha seu nome completo.');
    await expectRejection(joinWaitlist({ ...base, email: '' }), 'Por favor, preencha seu e-mail.');
    await expectRejection(joinWaitlist({ ...base, email: 'davi@' }), 'Por favor, informe um e-mail válido.');
    await expectRejection(
      joinWaitlist({ ...base, whatsapp: '123' }),
      'Por favor, digite um número de WhatsApp válido.',
    );
    await expectRejection(
      joinWaitlist({ ...base, programmingExperience: 'talvez' as unknown as 'want_to_learn' }),
      'Por favor, selecione sua experiência em programação.',
    );
    const { data } = await staff.from('lista_espera').select('id').eq('email', email);
    expect(data).toEqual([]);
  });
});
