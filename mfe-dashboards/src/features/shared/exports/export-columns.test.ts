import { describe, expect, it } from 'vitest';
import { buildCsv } from '@funil/data-client/src/staff/exports';
import type { ColdLead } from '@funil/data-client/src/staff/cold-leads';
import type { PurchaseLead } from '@funil/data-client/src/staff/purchase-leads';
import { COLD_LEAD_COLUMNS, HOT_LEAD_COLUMNS } from './export-columns';
import { loadPhoneFormat, phoneCell } from './phone-cell';

const hot: PurchaseLead = {
  id: 7,
  name: 'Ana Souza',
  email: 'ana@example.com',
  whatsapp: '5511987654321',
  lancamento: 2,
  status: 'NOVO',
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  utm_id: null,
  payment_processor: 'hotmart',
  redirected_to_payment: false,
  payment_url: null,
  purchase_intent_timestamp: '2026-11-20T12:00:00Z',
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
};

const cold: ColdLead = {
  id: 9,
  country_code: '351',
  phone_number: '912345678',
  formatted_phone: null,
  saved_name: 'Rui',
  group_name: 'Grupo',
  group_id: null,
  source: 'whatsapp_group',
  lancamento: 2,
  is_active: true,
  notes: null,
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
  anonymised_at: null,
};

const cells = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));

describe('phones in the CSV exports', () => {
  it('are written in international format, which pt-BR Excel keeps as text, with no formula apostrophe', async () => {
    await loadPhoneFormat();
    const [header, row] = cells(buildCsv(HOT_LEAD_COLUMNS, [hot]));
    expect(row![header!.indexOf('WhatsApp')]).toBe('+55 11 98765 4321');
    const [coldHeader, coldRow] = cells(buildCsv(COLD_LEAD_COLUMNS, [cold]));
    expect(coldRow![coldHeader!.indexOf('Telefone com código do país')]).toBe('+351 912 345 678');
    expect(coldRow![coldHeader!.indexOf('Telefone')]).toBe('912 345 678');
  });

  it('keep a number no reading finds valid as its digits, and an empty one empty', async () => {
    await loadPhoneFormat();
    expect(phoneCell('12-34')).toBe('1234');
    expect(phoneCell(null)).toBe('');
    expect(phoneCell('(11) 98765-4321', 'national')).toBe('(11) 98765-4321');
  });
});
