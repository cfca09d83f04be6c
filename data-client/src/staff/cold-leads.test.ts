import { beforeEach, describe, expect, it, vi } from 'vitest';

// The import's batching and failure reporting, with the RPC answered in-process (the SQL itself is covered by
// supabase/tests/dashboards-staff-functions.test.sql and src/staff/dashboards-staff.integration.test.ts).
const rpc = vi.fn();
vi.mock('./supabase', () => ({ getSupabase: async () => ({ rpc }) }));

const { importColdLeads, isColdImportCategory, convertColdLeads } = await import('./cold-leads');

const rows = Array.from({ length: 120 }, (_, i) => ({
  line: i + 2,
  country_code: '55',
  phone_number: `1199999${String(i).padStart(4, '0')}`,
  formatted_phone: 'x',
}));

beforeEach(() => {
  rpc.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('importColdLeads', () => {
  it('sends batches of 50 in sequence with the category group, reporting progress', async () => {
    rpc.mockImplementation(async (_name: string, args: { p_rows: unknown[] }) => ({
      data: { inserted: args.p_rows.length, skipped: 0, failed: [] },
      error: null,
      status: 200,
    }));
    const progress: number[] = [];
    const result = await importColdLeads(rows, 'avancado', 2, { onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ inserted: 120, skipped: 0, failed: [] });
    expect(progress).toEqual([42, 83, 100]);
    expect(rpc.mock.calls.map((call) => (call[1] as { p_rows: unknown[] }).p_rows.length)).toEqual([50, 50, 20]);
    expect(rpc.mock.calls[0]?.[1]).toMatchObject({
      p_group_name: 'Java Developers Avançados',
      p_group_id: 'java_dev_avancados_001',
      p_lancamento: 2,
    });
  });

  it('a failed batch reports its lines and the import goes on, keeping what was saved', async () => {
    rpc
      .mockResolvedValueOnce({
        data: { inserted: 48, skipped: 1, failed: [{ line: 7, message: 'inválido' }] },
        error: null,
        status: 200,
      })
      .mockResolvedValueOnce({ data: null, error: { message: 'boom', code: 'XX000' }, status: 500 })
      .mockResolvedValueOnce({ data: { inserted: 20, skipped: 0, failed: [] }, error: null, status: 200 });
    const result = await importColdLeads(rows, 'iniciante', 2);
    expect(result.inserted).toBe(68);
    expect(result.skipped).toBe(1);
    expect(result.failed[0]).toEqual({ line: 7, message: 'inválido' });
    expect(result.failed.slice(1).map((f) => f.line)).toEqual(rows.slice(50, 100).map((r) => r.line));
    // A batch refused as a whole with no validation message: the lines carry '' (the dialog words the failure).
    expect(result.failed[1]?.message).toBe('');
  });

  it('stops when access is refused and refuses unknown categories', async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'Acesso restrito à equipe.', code: '42501' }, status: 403 });
    await expect(importColdLeads(rows, 'iniciante', 2)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(rpc).toHaveBeenCalledTimes(1);
    await expect(importColdLeads(rows, 'intermediario', 2)).rejects.toMatchObject({ kind: 'unknown' });
    expect(isColdImportCategory('toString')).toBe(false);
  });
});

describe('convertColdLeads', () => {
  it('converts one by one, collecting successes and failures', async () => {
    rpc
      .mockResolvedValueOnce({
        data: { already_converted: false, id: 10, name: 'A', email: 'a@x.com' },
        error: null,
        status: 200,
      })
      .mockResolvedValueOnce({
        data: null,
        error: { message: 'Lead frio não encontrado', code: '22023' },
        status: 400,
      });
    const outcome = await convertColdLeads([1, 2]);
    expect(outcome.converted).toEqual([
      { coldId: 1, result: { alreadyConverted: false, id: 10, name: 'A', email: 'a@x.com' } },
    ]);
    expect(outcome.failed).toEqual([
      { coldId: 2, error: expect.objectContaining({ kind: 'invalid', validation: 'Lead frio não encontrado' }) },
    ]);
  });
});
