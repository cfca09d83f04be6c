// The dashboards' staff services (src/staff/insights/lead-sources.ts, purchase-leads.ts, cold-leads.ts) against the local
// stack: real SQL, real RLS, signed in through src/staff/auth/auth.ts like the dashboards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataError } from '../errors';
import { savePurchaseIntent } from '../public/purchase-intent';
import { registerLead } from '../public/register-lead';
import { signIn, signOut } from './auth/auth';
import {
  convertColdLead,
  convertColdLeads,
  fetchColdLeadGroups,
  fetchColdLeads,
  fetchColdLeadStats,
  importColdLeads,
  setColdLeadsActive,
} from './cold-leads/cold-leads';
import { fetchLeadLaunches, fetchLeadSourceMetrics } from './insights/lead-sources';
import {
  deleteMultiplePurchaseLeads,
  fetchPurchaseLeads,
  fetchPurchaseLeadStats,
  updateLeadStatus,
  updateMultipleLeadsStatus,
} from './purchase-leads/purchase-leads';
import { NONSTAFF, signedInClient, STAFF, uniqueEmail, useLocalSupabase } from '../integration-setup.test-helper';

// Phones unique to this run, launch 3 for cold leads (the import itself uses launch 2).
const run = String(Date.now()).slice(-7);
const phone = (n: number) => `119${run}${n}`;
const source = `itest-${run}`;

beforeAll(async () => {
  useLocalSupabase();
  await registerLead({
    name: 'Fonte Teste',
    email: uniqueEmail('fonte'),
    whatsapp: '5511955550000',
    programmingExperience: 'want_to_learn',
    utm: { utm_source: source, utm_medium: 'itest-medium' },
  });
});

afterAll(async () => {
  const staff = await signedInClient(STAFF);
  await staff.from('cold_leads').delete().like('phone_number', `119${run}%`);
  await staff.from('purchase_leads').delete().like('email', '%.itest-dash.%');
  await signOut().catch(() => undefined);
});

describe('refused to anyone but staff', () => {
  it('a signed-in non-staff user gets an error, never figures', async () => {
    await signIn(NONSTAFF.email, NONSTAFF.password);
    await expect(fetchLeadSourceMetrics({})).rejects.toBeInstanceOf(DataError);
    await expect(fetchPurchaseLeadStats(2)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(fetchColdLeads({ lancamento: 3 })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(fetchPurchaseLeads({ lancamento: 2 })).resolves.toEqual([]);
    await signOut();
  });
});

describe('staff', () => {
  beforeAll(async () => {
    await signIn(STAFF.email, STAFF.password);
  });

  it('reads lead-source metrics computed in SQL and the launch list', async () => {
    const metrics = await fetchLeadSourceMetrics({ lancamento: null });
    const row = metrics.sources.find((s) => s.source === source);
    expect(row).toMatchObject({ medium: 'itest-medium', count: 1 });
    expect(metrics.date_range).toEqual({ from: 'Início', to: 'Agora' });
    expect(metrics.sources.reduce((sum, s) => sum + s.count, 0)).toBe(metrics.total_leads);
    const launches = await fetchLeadLaunches();
    expect(launches.length).toBeGreaterThan(0);
    expect([...launches].sort((a, b) => b - a)).toEqual(launches);
  });

  it('lists hot leads, changes status one and many, deletes', async () => {
    const emails = [uniqueEmail('a.itest-dash'), uniqueEmail('b.itest-dash')];
    for (const email of emails)
      await savePurchaseIntent({ name: 'Hot Teste', email, whatsapp: '5511944443333', lancamento: 2 });
    const before = await fetchPurchaseLeadStats(2);
    const leads = (await fetchPurchaseLeads({ lancamento: 2 })).filter((l) => emails.includes(l.email));
    expect(leads).toHaveLength(2);
    const [first, second] = leads as [(typeof leads)[0], (typeof leads)[0]];
    await updateLeadStatus(first.id, 'CONTATADO');
    expect((await fetchPurchaseLeads({ lancamento: 2, status: 'CONTATADO' })).map((l) => l.id)).toContain(first.id);
    expect(await updateMultipleLeadsStatus([first.id, second.id], 'VENDIDO')).toBe(2);
    const after = await fetchPurchaseLeadStats(2);
    expect(after.by_status.VENDIDO).toBe((before.by_status.VENDIDO ?? 0) + 2);
    expect(await deleteMultiplePurchaseLeads([first.id, second.id])).toBe(2);
    expect((await fetchPurchaseLeadStats(2)).total_leads).toBe(before.total_leads - 2);
    await expect(updateLeadStatus(first.id, 'NOVO')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('imports cold leads idempotently in batches, all or nothing: a refused line imports nothing and is named', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      line: i + 2,
      country_code: '55',
      phone_number: phone(i),
      formatted_phone: `+55 ${phone(i)}`,
      ...(i % 2 === 0 ? { saved_name: `Contato ${i}` } : {}),
    }));
    const progress: number[] = [];
    const first = await importColdLeads(rows, 'iniciante', 2, { onProgress: (p) => progress.push(p) });
    expect(first).toEqual({ inserted: 60, skipped: 0, failed: [] });
    expect(progress).toEqual([83, 100]);
    expect(await importColdLeads(rows, 'iniciante', 2)).toEqual({ inserted: 0, skipped: 60, failed: [] });
    // 60 new contacts and, at the last line, a phone the table refuses: nothing of the file goes in.
    const fresh = rows.map((row, i) => ({ ...row, phone_number: phone(200 + i) }));
    const staff = await signedInClient(STAFF);
    const stored = async () =>
      (
        await staff
          .from('cold_leads')
          .select('id')
          .eq('lancamento', 2)
          .in(
            'phone_number',
            fresh.map((r) => r.phone_number),
          )
      ).data;
    const refused = await importColdLeads(
      [...fresh, { line: 62, country_code: '55', phone_number: '12', formatted_phone: 'x' }],
      'iniciante',
      2,
    );
    expect(refused).toEqual({
      inserted: 0,
      skipped: 0,
      failed: [{ line: 62, message: 'código do país ou telefone inválido' }],
    });
    expect(await stored()).toEqual([]);
    await expect(importColdLeads(rows, 'intermediario', 2)).rejects.toMatchObject({ kind: 'unknown' });
    expect(await fetchColdLeadGroups()).toContain('Java Developers Iniciantes');
  });

  it('pages, searches, sorts, counts and converts cold leads', async () => {
    const staff = await signedInClient(STAFF);
    const insert = await staff
      .from('cold_leads')
      .insert([
        {
          country_code: '55',
          phone_number: phone(91),
          formatted_phone: `+55 ${phone(91)}`,
          saved_name: `Zélia ${run}`,
          lancamento: 3,
          group_name: `G${run}`,
        },
        {
          country_code: '351',
          phone_number: phone(92),
          formatted_phone: null,
          saved_name: null,
          lancamento: 3,
          group_name: `G${run}`,
        },
      ])
      .select('id');
    expect(insert.error).toBeNull();
    const found = await fetchColdLeads({ lancamento: 3, search: `zélia ${run}` });
    expect(found.total).toBe(1);
    const page = await fetchColdLeads(
      { lancamento: 3, groupName: `G${run}` },
      { field: 'phone_number', ascending: true },
      2,
      1,
    );
    expect(page).toMatchObject({ total: 2, totalPages: 2, page: 2, perPage: 1 });
    expect(page.data[0]?.phone_number).toBe(phone(92));
    const stats = await fetchColdLeadStats({ lancamento: 3, groupName: `G${run}` });
    expect(stats).toMatchObject({
      total_contacts: 2,
      with_saved_name: 1,
      brazil_contacts: 1,
      other_countries: 1,
      active_contacts: 2,
    });

    const ids = (insert.data ?? []).map((r) => Number(r.id));
    expect(await setColdLeadsActive(ids, false)).toBe(2);
    expect((await fetchColdLeadStats({ lancamento: 3, groupName: `G${run}` })).inactive_contacts).toBe(2);

    const email = uniqueEmail('conv.itest-dash');
    const converted = await convertColdLead(ids[0] as number, { email });
    expect(converted).toMatchObject({ alreadyConverted: false, name: `Zélia ${run}`, email });
    const again = await convertColdLead(ids[0] as number);
    expect(again).toEqual({ ...converted, alreadyConverted: true });
    const bulk = await convertColdLeads([ids[0] as number, ids[1] as number, -1]);
    expect(bulk.converted.map((c) => c.result.alreadyConverted)).toEqual([true, false]);
    expect(bulk.failed).toEqual([
      { coldId: -1, error: expect.objectContaining({ kind: 'invalid', validation: 'Lead frio não encontrado' }) },
    ]);
    const hot = await fetchPurchaseLeads({ lancamento: 3 });
    const generated = hot.find((l) => l.utm_id === `cold_${ids[1]}`);
    expect(generated).toMatchObject({
      utm_source: 'cold_lead_conversion',
      utm_term: '351',
      name: `Contato +351 ${phone(92)}`,
    });
    await expect(convertColdLead(ids[1] as number, { email: 'sem-arroba' })).rejects.toMatchObject({
      message: 'Por favor, insira um email válido ou deixe em branco para gerar automaticamente.',
    });
    await staff
      .from('purchase_leads')
      .delete()
      .in(
        'utm_id',
        ids.map((id) => `cold_${id}`),
      );
  });
});
