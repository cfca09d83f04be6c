// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);
import BioPage from './bio-page';

describe('BioPage', () => {
  it('shows the avatar, the handle and the six link cards with their targets', () => {
    render(
      <MemoryRouter>
        <BioPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: 'Avatar de Semana Java' })).toBeTruthy();
    expect(screen.getByText('@semanajava')).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://escola.semanajava.com.br/',
      'https://chat.whatsapp.com/semanajava-aulas-gratuitas',
      'https://www.youtube.com/@semanajava',
      'https://mentoria.semanajava.com.br/',
      '/lista-espera',
      'mailto:contato@semanajava.com.br',
    ]);
    const external = links.filter((a) => a.getAttribute('href')!.startsWith('https://'));
    for (const a of external) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.textContent).toContain('(abre em uma nova aba)');
    }
  });
});
