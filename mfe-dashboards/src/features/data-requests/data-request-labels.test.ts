import { describe, expect, it } from 'vitest';
import { identifiersText, subjectExportFile } from './data-request-labels';

describe('identifiersText', () => {
  it('shows each phone once: Brazilian with 55, international without a 55 in front', () => {
    expect(
      identifiersText({
        emails: ['a@x.com', 'b@y.com'],
        phones: ['11922220001', '351912345678', '5511922220001', '55351912345678'],
      }),
    ).toBe('e-mails: a@x.com, b@y.com; telefones: 351912345678, 5511922220001');
    expect(identifiersText({ emails: [], phones: ['11922220001', '5511922220001'] })).toBe('telefones: 5511922220001');
  });
});

describe('subjectExportFile', () => {
  it('carries the identifiers and the records', () => {
    const records = {
      leads_lancamento: [],
      respostas_pesquisa: [],
      lista_espera: [],
      purchase_leads: [{ id: 1 }],
      cold_leads: [],
      further_contacts: [{ id: 2 }],
      registration_attempts: [],
      purchase_attempts: [],
      checkout_events: [],
      email_outbox: [],
      email_suppressions: [],
      class_attendance: [],
      checkout_buyers: [],
    };
    const file = subjectExportFile(
      { records, identifiers: { emails: ['a@x.com'], phones: [] } },
      new Date('2026-11-23T12:00:00Z'),
    );
    expect(file.name).toBe('dados-titular-2026-11-23.json');
    expect(JSON.parse(file.content)).toMatchObject({
      identifiers: { emails: ['a@x.com'] },
      records: { purchase_leads: [{ id: 1 }], further_contacts: [{ id: 2 }] },
    });
  });
});
