// @vitest-environment jsdom
// Counts on the dashboards are written as pt-BR writes them ('36.383'), through shared-ui's format/numbers.ts.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaginationNav } from './pagination-nav';
import { CountList } from './stat-card';

afterEach(cleanup);

describe('counts on screen', () => {
  it('CountList writes each count with thousands separators', () => {
    render(<CountList title="Por status" counts={{ NOVO: 36383, VENDIDO: 1234567, CONTATADO: 7 }} />);
    const values = screen.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent);
    expect(values).toEqual(['1.234.567', '36.383', '7']);
  });

  it("PaginationNav writes 'Mostrando a–b de n' with thousands separators", () => {
    render(
      <PaginationNav page={2} totalPages={1820} perPage={20} total={36383} onPage={() => {}} onPerPage={() => {}} />,
    );
    expect(screen.getByText(/^Mostrando/).textContent).toBe('Mostrando 21–40 de 36.383');
  });
});
