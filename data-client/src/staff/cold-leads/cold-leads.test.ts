import { beforeEach, describe, expect, it, vi } from 'vitest';

// The import's batching and failure reporting, with the RPC answered in-process (the SQL itself is covered by
// supabase/tests/dashboards-staff-functions.test.sql and src/staff/dashboards-staff.integration.test.ts).
const rpc = vi.fn();
vi.mock('../supabase', () => ({ getSupabase: async () => ({ rpc }) }));

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
  /** The rpc double: stage_cold_leads takes the rows, commit_cold_leads_import answers `commit`. */
  function staging(commit: unknown = null, stageError: { at: number; error: unknown; status: number } | null = null) {
    let stages = 0;
    rpc.mockImplementation(async (name: string, args: { p_rows?: unknown[] }) => {
      if (name === 'stage_cold_leads') {
        stages += 1;
        if (stageError && stages === stageError.at)
          return { data: null, error: stageError.error, status: stageError.status };
        return { data: stages * 50, error: null, status: 200 };
      }
      if (name === 'commit_cold_leads_import') return { data: commit, error: null, status: 200 };
      return { data: args.p_rows?.length ?? 0, error: null, status: 200 };
    });
  }
  const calls = (name: string) => rpc.mock.calls.filter((call) => call[0] === name).map((call) => call[1]);

  it('stages batches of 50 in sequence under one import, reporting progress, then commits once with the group', async () => {
    staging({ inserted: 120, skipped: 0, failed: [] });
    const progress: number[] = [];
    const result = await importColdLeads(rows, 'avancado', 2, { onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ inserted: 120, skipped: 0, failed: [] });
    expect(progress).toEqual([42, 83, 100]);
    const stages = calls('stage_cold_leads') as { p_import: string; p_rows: unknown[] }[];
    expect(stages.map((call) => call.p_rows.length)).toEqual([50, 50, 20]);
    expect(new Set(stages.map((call) => call.p_import)).size).toBe(1);
    expect(calls('commit_cold_leads_import')).toEqual([
      {
        p_import: stages[0]!.p_import,
        p_group_name: 'Java Developers Avançados',
        p_group_id: 'java_dev_avancados_001',
        p_lancamento: 2,
      },
    ]);
  });

  it('a failed batch imports nothing: the staged rows are discarded, every line reported, no commit', async () => {
    staging(null, { at: 2, error: { message: 'boom', code: 'XX000' }, status: 500 });
    const result = await importColdLeads(rows, 'iniciante', 2);
    expect(result.inserted).toBe(0);
    expect(result.skipped).toBe(0);
    expect(result.failed.map((f) => f.line)).toEqual(rows.map((r) => r.line));
    // A batch refused with no validation message: the lines carry '' (the dialog words the failure).
    expect(result.failed[0]?.message).toBe('');
    expect(calls('discard_cold_leads_import')).toHaveLength(1);
    expect(calls('commit_cold_leads_import')).toHaveLength(0);
  });

  it("passes the commit's answer on: a refused line, nothing imported", async () => {
    const answer = { inserted: 0, skipped: 0, failed: [{ line: 7, message: 'código do país ou telefone inválido' }] };
    staging(answer);
    expect(await importColdLeads(rows, 'iniciante', 2)).toEqual(answer);
  });

  it('stops when access is refused and refuses unknown categories', async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'Acesso restrito à equipe.', code: '42501' }, status: 403 });
    await expect(importColdLeads(rows, 'iniciante', 2)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(calls('stage_cold_leads')).toHaveLength(1);
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
