import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './use-page-meta';

let go: (path: string) => void = () => undefined;

function Probe() {
  usePageMeta();
  const navigate = useNavigate();
  useEffect(() => {
    go = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

describe('usePageMeta', () => {
  it("leaves the first page's meta to the HTML the edge served, and applies each navigation's", async () => {
    document.title = 'Título servido pela borda';
    render(
      <MemoryRouter initialEntries={['/privacy-policy']}>
        <Probe />
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Título servido pela borda');
    act(() => go('/compras'));
    await waitFor(() => expect(document.title).toBe('Leads de compra — Semana Java'));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    // Back to the first path: applied too (the HTML's meta is the first page's only until the first navigation).
    act(() => go('/privacy-policy'));
    await waitFor(() => expect(document.title).toBe('Política de Privacidade — Semana Java'));
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });
});
