import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataError } from './errors';
import { savePurchaseIntent } from './public/purchase-intent';
import { registerLead } from './public/register-lead';
import { saveSurveyAnswers } from './public/survey';
import { joinWaitlist } from './public/waitlist';
import { getSession, isCurrentUserStaff, onAuthChange, signIn, signOut } from './staff/auth/auth';
import {
  anonClient,
  NONSTAFF,
  signedInClient,
  STAFF,
  uniqueEmail,
  useLocalSupabase,
} from './integration-setup.test-helper';

const PERSONAL_TABLES = [
  'leads_lancamento',
  'lista_espera',
  'respostas_pesquisa',
  'purchase_leads',
  'cold_leads',
] as const;

const SAMPLE_ROWS: Record<(typeof PERSONAL_TABLES)[number], Record<string, unknown>> = {
  leads_lancamento: {
    name: 'Intruso',
    email: 'intruso@exemplo.com',
    whatsapp: '5511999999999',
    programming_experience: 'want_to_learn',
    track: 'iniciante',
    lancamento: 2,
    pesquisa_hash: 'A'.repeat(32),
  },
  lista_espera: {
    name: 'Intruso',
    email: 'intruso@exemplo.com',
    programming_experience: 'want_to_learn',
    track: 'iniciante',
  },
  respostas_pesquisa: {
    email: 'intruso@exemplo.com',
    lancamento: 2,
    experiencia_programacao: 'estudei_logica',
    maior_dificuldade: 'falta_pratica',
    atracao_carreira: 'trabalho_remoto',
    fator_bloqueio: 'falta_tempo',
    sonho_realizado: 'x',
    consumo_conteudo: 'youtube',
    faixa_salarial: 'ate_3000',
  },
  purchase_leads: {
    name: 'Intruso',
    email: 'intruso@exemplo.com',
    whatsapp: '5511999999999',
    lancamento: 2,
    reference: 'B'.repeat(32),
  },
  cold_leads: { country_code: '55', phone_number: '11999999999', lancamento: 2 },
};

let staff: SupabaseClient;
let nonstaff: SupabaseClient;
let leadEmail: string;
let leadToken: string;

beforeAll(async () => {
  useLocalSupabase();
  staff = await signedInClient(STAFF);
  nonstaff = await signedInClient(NONSTAFF);
  // Something to find in every personal-data table, written through the public functions as anon.
  leadEmail = uniqueEmail('acesso');
  ({ token: leadToken } = await registerLead({
    name: 'Paula Reis',
    email: leadEmail,
    whatsapp: '5511955554444',
    programmingExperience: 'already_programmed',
  }));
  await saveSurveyAnswers(leadToken, {
    experiencia_programacao: 'pleno_senior',
    maior_dificuldade: 'medo_entrevistas',
    atracao_carreira: 'ser_especialista',
    fator_bloqueio: 'falta_clareza',
    sonho_realizado: 'Ser arquiteta',
    consumo_conteudo: 'linkedin',
    faixa_salarial: 'acima_12000',
  });
  await joinWaitlist({ name: 'Paula Reis', email: leadEmail, programmingExperience: 'already_programmed' });
  await savePurchaseIntent({ name: 'Paula Reis', email: leadEmail, whatsapp: '5511955554444', lancamento: 2 });
  const { error } = await staff
    .from('cold_leads')
    .insert({ country_code: '55', phone_number: '11955554444', saved_name: 'Paula', lancamento: 2 });
  if (error) throw new Error(`staff não conseguiu inserir lead frio: ${error.message}`);
});

afterAll(async () => {
  await staff.from('cold_leads').delete().eq('phone_number', '11955554444');
});

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of PERSONAL_TABLES) {
    const { count, error } = await staff.from(table).select('id', { count: 'exact', head: true });
    if (error) throw new Error(`${table}: ${error.message}`);
    counts[table] = count ?? -1;
  }
  return counts;
}

/** No rows come back and nothing changes, whatever the client tries on the table. */
async function expectNoAccess(client: SupabaseClient, table: (typeof PERSONAL_TABLES)[number]): Promise<void> {
  const read = await client.from(table).select('*').limit(5);
  expect(read.data ?? [], `${table}: select`).toEqual([]);
  const insert = await client.from(table).insert(SAMPLE_ROWS[table]).select();
  expect(insert.error, `${table}: insert`).not.toBeNull();
  expect(insert.data ?? []).toEqual([]);
  const update = await client.from(table).update({ updated_at: new Date().toISOString() }).gt('id', 0).select();
  expect(update.data ?? [], `${table}: update`).toEqual([]);
  const remove = await client.from(table).delete().gt('id', 0).select();
  expect(remove.data ?? [], `${table}: delete`).toEqual([]);
}

describe('personal data is closed to anon and to signed-in non-staff', () => {
  it('anon can neither read nor change any personal-data table', async () => {
    const before = await rowCounts();
    expect(Object.values(before).every((count) => count > 0)).toBe(true);
    const anon = anonClient();
    for (const table of PERSONAL_TABLES) await expectNoAccess(anon, table);
    expect(await rowCounts()).toEqual(before);
  });

  it('a signed-in user who is not staff reads nothing and changes nothing', async () => {
    const before = await rowCounts();
    for (const table of PERSONAL_TABLES) await expectNoAccess(nonstaff, table);
    expect(await rowCounts()).toEqual(before);
  });

  it('the staff functions refuse anon and non-staff', async () => {
    for (const client of [anonClient(), nonstaff]) {
      const calls = [
        client.rpc('lead_source_metrics', { p_lancamento: 2, p_start: null, p_end: null }),
        client.rpc('lead_launches'),
        client.rpc('purchase_lead_stats', { p_lancamento: 2 }),
        client.rpc('cold_lead_stats', { p_lancamento: 2, p_group_name: null }),
        client.rpc('import_cold_leads', {
          p_rows: [{ phone: '5511988887777' }],
          p_group_name: 'x',
          p_group_id: 'y',
          p_lancamento: 2,
        }),
        client.rpc('convert_cold_lead', { p_id: 1, p_email: null, p_name: null }),
      ];
      for (const { data, error } of await Promise.all(calls)) {
        expect(error).not.toBeNull();
        expect(data).toBeNull();
      }
    }
    expect((await anonClient().rpc('is_staff')).data).not.toBe(true);
    expect((await nonstaff.rpc('is_staff')).data).toBe(false);
  });

  it('anon cannot read the lead back through the public functions beyond the first name', async () => {
    const { data } = await anonClient().rpc('get_survey_context', { p_token: leadToken });
    // Besides the first name, only the lead's attendance token (the thank-you page's class links), whose one
    // purpose is the class page's progress reports; no e-mail, phone or other token.
    expect(data).toEqual([
      {
        first_name: 'Paula',
        lancamento: 2,
        track: 'intermediaria',
        has_answered: true,
        attendance_token: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/),
      },
    ]);
  });
});

describe('staff (src/staff/auth/auth.ts)', () => {
  it('wrong password gives the kind auth (the form words it)', async () => {
    await expect(signIn(STAFF.email, 'senha-errada')).rejects.toMatchObject({
      kind: 'auth',
    });
    await expect(signIn('ninguem@exemplo.com', 'x')).rejects.toBeInstanceOf(DataError);
    expect(await getSession()).toBeNull();
    expect(await isCurrentUserStaff()).toBe(false);
  });

  it('non-staff signs in but is not staff; staff is, and reads the lead registered by anon', async () => {
    const events: string[] = [];
    const unsubscribe = await onAuthChange((_session, event) => events.push(event));
    const session = await signIn(NONSTAFF.email, NONSTAFF.password);
    expect(session.email).toBe(NONSTAFF.email);
    expect(await isCurrentUserStaff()).toBe(false);
    await signOut();
    expect(await getSession()).toBeNull();

    await signIn(` ${STAFF.email.toUpperCase()} `, STAFF.password);
    expect((await getSession())?.email).toBe(STAFF.email);
    expect(await isCurrentUserStaff()).toBe(true);
    unsubscribe();
    expect(events).toContain('SIGNED_IN');
    expect(events).toContain('SIGNED_OUT');

    const tables = await Promise.all([
      staff.from('leads_lancamento').select('name, track').eq('email', leadEmail),
      staff.from('respostas_pesquisa').select('sonho_realizado').eq('email', leadEmail),
      staff.from('lista_espera').select('status').eq('email', leadEmail),
      staff.from('purchase_leads').select('status, redirected_to_payment').eq('email', leadEmail),
    ]);
    expect(tables.map(({ data }) => data)).toEqual([
      [{ name: 'Paula Reis', track: 'intermediaria' }],
      [{ sonho_realizado: 'Ser arquiteta' }],
      [{ status: 'active' }],
      [{ status: 'NOVO', redirected_to_payment: false }],
    ]);
    // Least privilege: tokens, references and consent fields are not selectable, so neither is a whole row.
    for (const [table, column] of [
      ['leads_lancamento', 'pesquisa_hash'],
      ['leads_lancamento', 'consent_ip'],
      ['leads_lancamento', '*'],
      ['purchase_leads', 'reference'],
      ['purchase_leads', '*'],
    ] as const) {
      const { data, error } = await staff.from(table).select(column).eq('email', leadEmail);
      expect(error?.code, `${table}.${column}`).toBe('42501');
      expect(data).toBeNull();
    }
    await signOut();
  });
});
