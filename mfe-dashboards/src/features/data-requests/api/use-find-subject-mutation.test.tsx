// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const findSubjectRecords = vi.fn();
vi.mock('@funil/data-client/staff/data-requests', () => ({
  findSubjectRecords: (...args: unknown[]) => findSubjectRecords(...args),
}));

const { useFindSubjectMutation } = await import('./use-find-subject-mutation');
const { dataRequestKeys } = await import('./keys');

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { invalidate, wrapper };
}

describe('useFindSubjectMutation', () => {
  it('reloads the audit list after a search, also a failed one (every search is logged)', async () => {
    findSubjectRecords.mockRejectedValueOnce(new Error('falhou'));
    const { invalidate, wrapper } = setup();
    const onError = vi.fn();
    const { result } = renderHook(() => useFindSubjectMutation({ onError }), { wrapper });
    act(() => result.current.mutate({ email: 'ana@x.com', phone: '' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(findSubjectRecords).toHaveBeenCalledWith({ email: 'ana@x.com', phone: '' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: dataRequestKeys.audit() });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
