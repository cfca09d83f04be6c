// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import LevelSelectionPage from './level-selection-page';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/aulas/escolher-nivel" element={<LevelSelectionPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LevelSelectionPage', () => {
  it.each(['', '?ads=false', '?ads=TRUE', '?ads=', '?utm_source=x'])(
    'without ads=true (%s) goes to /inscricao',
    (query) => {
      renderAt(`/aulas/escolher-nivel${query}`);
      expect(screen.getByTestId('where').textContent).toBe('/inscricao');
    },
  );

  it('with ads=true shows both levels, linking with the present utm fields only', () => {
    renderAt('/aulas/escolher-nivel?ads=true&utm_medium=cpc&fbclid=1&utm_term=java');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Escolha o seu nível');
    expect(screen.getByRole('link', { name: /Iniciante/ }).getAttribute('href')).toBe(
      '/aulas/iniciantes?utm_medium=cpc&utm_term=java',
    );
    expect(screen.getByRole('link', { name: /Intermediário/ }).getAttribute('href')).toBe(
      '/aulas/intermediario?utm_medium=cpc&utm_term=java',
    );
  });
});
