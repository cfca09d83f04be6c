import { describe, expect, it } from 'vitest';
import type { PurchaseLead } from '@funil/data-client/staff/purchase-leads';
import { HOT_MESSAGES, nextHotSort, sortHotLeads, utmSourceLabel } from './hot-table';

const lead = (id: number, status: string, name: string, created: string): PurchaseLead => ({
  id,
  name,
  email: `${id}@x.com`,
  whatsapp: null,
  lancamento: 2,
  status,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  utm_id: null,
  payment_processor: 'hotmart',
  redirected_to_payment: false,
  payment_url: null,
  purchase_intent_timestamp: created,
  created_at: created,
  updated_at: created,
});

const rows = [
  lead(1, 'VENDIDO', 'Bia', '2025-01-03T00:00:00Z'),
  lead(2, 'NOVO', 'Ana', '2025-01-01T00:00:00Z'),
  lead(3, 'AGUARDANDO PAGAMENTO', 'Caio', '2025-01-02T00:00:00Z'),
  lead(4, 'contatado', 'Davi', '2025-01-04T00:00:00Z'),
];

describe('hot table sorting', () => {
  it('sorts status in the spec order novo..vendido, then toggles', () => {
    let sort = nextHotSort(null, 'status');
    expect(sortHotLeads(rows, sort).map((r) => r.id)).toEqual([2, 4, 3, 1]);
    sort = nextHotSort(sort, 'status');
    expect(sortHotLeads(rows, sort).map((r) => r.id)).toEqual([1, 3, 4, 2]);
  });
  it('sorts dates newest first on the first click, names ascending', () => {
    expect(sortHotLeads(rows, nextHotSort(null, 'created_at')).map((r) => r.id)).toEqual([4, 1, 3, 2]);
    expect(sortHotLeads(rows, nextHotSort(null, 'name')).map((r) => r.name)).toEqual(['Ana', 'Bia', 'Caio', 'Davi']);
  });
  it("sorts the origin by the label shown, a missing source being 'direct' (Acesso direto)", () => {
    const withSources = [
      { ...lead(1, 'NOVO', 'A', '2025-01-01T00:00:00Z'), utm_source: 'instagram' },
      { ...lead(2, 'NOVO', 'B', '2025-01-01T00:00:00Z'), utm_source: null },
      { ...lead(3, 'NOVO', 'C', '2025-01-01T00:00:00Z'), utm_source: 'google' },
      { ...lead(4, 'NOVO', 'D', '2025-01-01T00:00:00Z'), utm_source: ' ' },
    ];
    expect(sortHotLeads(withSources, nextHotSort(null, 'utm_source')).map(utmSourceLabel)).toEqual([
      'Acesso direto (sem UTM)',
      'Acesso direto (sem UTM)',
      'google',
      'instagram',
    ]);
  });
  it('words the bulk messages', () => {
    expect(HOT_MESSAGES.deleteConfirm(3)).toBe(
      'Tem certeza que deseja excluir 3 leads? Esta ação não pode ser desfeita.',
    );
    expect(HOT_MESSAGES.whatsappConfirm(2)).toBe('Abrir 2 conversas no WhatsApp?');
    expect(HOT_MESSAGES.bulkStatusDone(2)).toBe('Status alterado para 2 leads!');
    expect(HOT_MESSAGES.deleteDone(2)).toBe('2 leads excluídos com sucesso!');
    expect(HOT_MESSAGES.deleteConfirm(1500)).toBe(
      'Tem certeza que deseja excluir 1.500 leads? Esta ação não pode ser desfeita.',
    );
  });
});
