// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoad } from './use-load';

/** A load whose answer the test gives when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

afterEach(() => vi.restoreAllMocks());

describe('useLoad', () => {
  it('is loading, then has the data', async () => {
    const answer = deferred<string>();
    const load = () => answer.promise;
    const { result } = renderHook(() => useLoad(load));
    expect(result.current.status).toBe('loading');
    await act(async () => answer.resolve('pronto'));
    expect(result.current).toMatchObject({ status: 'success', data: 'pronto' });
  });

  it('keeps the error (logged when asked) and loads again on retry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('rede')).mockResolvedValueOnce(7);
    const { result } = renderHook(() => useLoad(load, { errorLog: 'Erro ao carregar' }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.status === 'error' && (result.current.error as Error).message).toBe('rede');
    expect(log).toHaveBeenCalledWith('Erro ao carregar', expect.any(Error));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 7 }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores a late answer of an earlier load once the load changed', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const loadFirst = () => first.promise;
    const loadSecond = () => second.promise;
    const { result, rerender } = renderHook(({ load }) => useLoad(load), { initialProps: { load: loadFirst } });
    rerender({ load: loadSecond });
    await act(async () => second.resolve('novo'));
    await act(async () => first.resolve('antigo'));
    expect(result.current).toMatchObject({ status: 'success', data: 'novo' });
  });

  it('ignores the late answer of the attempt a retry replaced', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const load = vi.fn<() => Promise<string>>().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useLoad(load));
    act(() => result.current.retry());
    await act(async () => first.resolve('antigo'));
    expect(result.current.status).toBe('loading');
    await act(async () => second.resolve('novo'));
    expect(result.current).toMatchObject({ status: 'success', data: 'novo' });
  });

  it('waits while there is nothing to load', () => {
    const { result } = renderHook(() => useLoad<string>(null));
    expect(result.current.status).toBe('loading');
  });
});
