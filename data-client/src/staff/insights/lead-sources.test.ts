import { beforeEach, describe, expect, it, vi } from 'vitest';

// Argument checks of the lead-source calls, with the RPC answered in-process (the SQL is covered by supabase/tests).
const rpc = vi.fn();
vi.mock('../supabase', () => ({ getSupabase: async () => ({ rpc }) }));

const { fetchLeadSourceMetrics } = await import('./lead-sources');
const { DataError } = await import('../../errors');

beforeEach(() => rpc.mockReset());

describe('fetchLeadSourceMetrics', () => {
  it('sends yyyy-mm-dd dates and the launch, null when open', async () => {
    rpc.mockResolvedValue({ data: { total_leads: 0 }, error: null, status: 200 });
    await fetchLeadSourceMetrics({ lancamento: 2, startDate: '2025-03-11', endDate: '' });
    expect(rpc).toHaveBeenCalledWith('lead_source_metrics', { p_lancamento: 2, p_start: '2025-03-11', p_end: null });
  });

  it('refuses a date in another format as a programming error, without a text to show or a call to the server', async () => {
    const call = fetchLeadSourceMetrics({ startDate: '11/03/2025' });
    await expect(call).rejects.toBeInstanceOf(DataError);
    await expect(call).rejects.toMatchObject({ kind: 'invalid', reason: 'bad_argument', validation: null });
    expect(rpc).not.toHaveBeenCalled();
  });
});
