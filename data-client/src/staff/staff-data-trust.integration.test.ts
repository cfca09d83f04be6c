// The staff data's trust against the local stack: exports read every row of a filter page by page (hot, cold, survey), the funnel
// as nested sets with its outside lines, and data-subject requests closed over every table.
// Test rows are written with the service role (not through staff grants) in launches no other test uses.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signOut } from './auth/auth';
import { fetchColdLeads } from './cold-leads/cold-leads';
import { findSubjectRecords } from './data-requests/data-requests';
import { exportAllPages, fetchSurveyAnswersPage, type CsvColumn, type ExportProgress } from './exports';
import { fetchLaunchFunnel } from './insights/insights';
import { fetchPurchaseLeadsPage, type PurchaseLead } from './purchase-leads/purchase-leads';
import { config, STAFF, useLocalSupabase } from '../integration-setup.test-helper';

const admin = createClient(config.supabaseUrl, process.env.SUPABASE_SERVICE_ROLE_KEY ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});
const launch = 6000 + Math.floor(Math.random() * 900);
const run = Date.now().toString(36);
const email = (n: number | string) => `t${n}.${run}@trust.example.com`;

async function insert(table: string, rows: Record<string, unknown>[]): Promise<void> {
  const { error } = await admin.from(table).insert(rows);
  if (error) throw new Error(`${table}: ${error.message}`);
}

beforeAll(async () => {
  useLocalSupabase();
  expect(process.env.SUPABASE_SERVICE_ROLE_KEY, 'SUPABASE_SERVICE_ROLE_KEY').toBeTruthy();
  // 23 hot leads (7 VENDIDO), 23 registrations (the first 10 answered the survey), 23 cold leads.
  await insert(
    'leads_lancamento',
    Array.from({ length: 23 }, (_, i) => ({
      name: `Pessoa ${i}`,
      email: email(i),
      programming_experience: 'want_to_learn',
      track: 'iniciante',
      lancamento: launch,
    })),
  );
  await insert(
    'respostas_pesquisa',
    Array.from({ length: 10 }, (_, i) => ({
      email: email(i),
      lancamento: launch,
      experiencia_programacao: 'nunca_tive_contato',
      maior_dificuldade: 'falta_pratica',
      atracao_carreira: 'trabalho_remoto',
      fator_bloqueio: 'falta_tempo',
      sonho_realizado: `Sonho ${i}`,
      consumo_conteudo: 'youtube',
      faixa_salarial: 'ate_3000',
    })),
  );
  // Hot leads: 0..19 registered (0..9 answered), 20..22 never registered; 0..6 sold (0..2 without the redirect flag).
  await insert(
    'purchase_leads',
    Array.from({ length: 23 }, (_, i) => ({
      name: `Pessoa ${i}`,
      email: i < 20 ? email(i) : email(`x${i}`),
      whatsapp: `+55 (11) 97${String(i).padStart(3, '0')}-0000`,
      lancamento: launch,
      status: i < 7 ? 'VENDIDO' : 'NOVO',
      redirected_to_payment: i >= 3 && i < 12,
    })),
  );
  await insert(
    'cold_leads',
    Array.from({ length: 23 }, (_, i) => ({
      country_code: '55',
      phone_number: `2197${String(i).padStart(3, '0')}${run.slice(-4).replace(/\D/g, '0')}`,
      group_name: `G-${run}`,
      lancamento: launch,
    })),
  );
  await signIn(STAFF.email, STAFF.password);
});

afterAll(async () => {
  await signOut().catch(() => undefined);
  for (const table of ['purchase_leads', 'respostas_pesquisa', 'leads_lancamento', 'cold_leads']) {
    await admin.from(table).delete().eq('lancamento', launch);
  }
});

const ID_COLUMN: CsvColumn<{ id: number }>[] = [{ header: 'ID', value: (r) => r.id }];

describe('exports read the whole filter, page by page', () => {
  it('hot: every lead of the launch and of a status, more rows than one page, with progress', async () => {
    const progress: ExportProgress[] = [];
    const all = await exportAllPages(
      ID_COLUMN,
      (page, perPage) => fetchPurchaseLeadsPage({ lancamento: launch }, page, perPage),
      {
        pageSize: 5,
        onProgress: (p) => progress.push(p),
      },
    );
    expect(all.rows).toBe(23);
    expect(new Set(all.parts.join('').split('\r\n').slice(1, -1)).size).toBe(23);
    expect(progress.map((p) => p.done)).toEqual([5, 10, 15, 20, 23]);
    expect(progress.every((p) => p.total === 23)).toBe(true);
    const sold = await exportAllPages<PurchaseLead>(
      ID_COLUMN,
      (page, perPage) => fetchPurchaseLeadsPage({ lancamento: launch, status: 'VENDIDO' }, page, perPage),
      { pageSize: 5 },
    );
    expect(sold.rows).toBe(7);
  });

  it('cold: every contact of the filters', async () => {
    const all = await exportAllPages(
      ID_COLUMN,
      async (page, perPage) => {
        const result = await fetchColdLeads({ lancamento: launch, groupName: `G-${run}` }, undefined, page, perPage);
        return { rows: result.data, total: result.total };
      },
      { pageSize: 4 },
    );
    expect(all.rows).toBe(23);
    // The RPC takes export-sized pages (up to 1000).
    expect((await fetchColdLeads({ lancamento: launch }, undefined, 1, 1000)).perPage).toBe(1000);
  });

  it('survey: every answer of the launch', async () => {
    const all = await exportAllPages(
      ID_COLUMN,
      (page, perPage) => fetchSurveyAnswersPage(launch, null, page, perPage),
      { pageSize: 3 },
    );
    expect(all.rows).toBe(10);
    const searched = await exportAllPages(
      ID_COLUMN,
      (page, perPage) => fetchSurveyAnswersPage(launch, 'Sonho 1', page, perPage),
      { pageSize: 3 },
    );
    expect(searched.rows).toBe(1);
  });
});

describe('funnel', () => {
  it('is nested: intents of people who skipped the survey or never registered are outside lines', async () => {
    const funnel = await fetchLaunchFunnel({ lancamento: launch });
    expect(funnel.steps.map((s) => [s.key, s.count])).toEqual([
      ['registered', 23],
      ['answered_survey', 10],
      ['purchase_intent', 10],
      ['redirected', 10],
      ['sold', 7],
    ]);
    expect(funnel.steps.map((s) => s.of_first)).toEqual([100, 43.48, 43.48, 43.48, 30.43]);
    expect(funnel.steps.map((s) => s.conversion)).toEqual([null, 43.48, 100, 100, 70]);
    expect(funnel.outside).toEqual([
      { key: 'registered_without_survey', count: 10, redirected: 2, sold: 0 },
      { key: 'without_registration', count: 3, redirected: 0, sold: 0 },
      { key: 'cold_conversions', count: 0, redirected: 0, sold: 0 },
    ]);
  });
});

describe('data-subject requests', () => {
  it('close the identifiers: a phone reaches the e-mail, the e-mail its survey answer', async () => {
    const found = await findSubjectRecords({ phone: '(11) 97001-0000' });
    expect(found.identifiers.emails).toEqual([email(1)]);
    expect(found.identifiers.phones).toContain('5511970010000');
    expect(found.records.purchase_leads).toHaveLength(1);
    expect(found.records.leads_lancamento).toHaveLength(1);
    expect(found.records.respostas_pesquisa).toHaveLength(1);
  });
});
