// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LaunchLandingPage from './launch-landing-page';

afterEach(cleanup);

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <LaunchLandingPage />
    </MemoryRouter>,
  );
}

describe('LaunchLandingPage', () => {
  it('renders the sales sections with the price box and the salary figures as text', () => {
    renderAt('/launch');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Do Zero ao Dev Java Disputado(a) em 6 meses!');
    expect(screen.getByText('12x de R$ 103,11')).toBeTruthy();
    expect(screen.getByText('ou R$ 997 à vista')).toBeTruthy();
    expect(screen.getByText('R$ 7.997').tagName).toBe('S');
    for (const value of [
      'R$ 9.639,04',
      'R$ 9.093,60',
      'R$ 8.896,22',
      'R$ 8.779,64',
      'R$ 8.766,52',
      'R$ 8.021,90',
      'R$ 7.604,55',
      'R$ 14.301,81',
      'R$ 19.304,59',
    ]) {
      expect(screen.getAllByText(value).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('ol')).length).toBe(13);
  });

  it('the hero CTA scrolls to the price box and focuses it', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderAt('/launch');
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Quero começar agora' })[0]!);
    expect(scroll).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('preco-do-curso');
  });

  // The modal is a lazy chunk: its first import is transformed on demand, slow on a busy 2-core machine (a wait bound,
  // not a timing assertion).
  it('opens the purchase modal pre-filled from the URL', { timeout: 20_000 }, async () => {
    renderAt('/launch?offer=i&name=Ana%20Lima&email=ana@exemplo.com&phoneac=11&phonenumber=987654321');
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Garantir minha vaga' })[0]!);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(dialog).toBeTruthy();
    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('Ana Lima');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@exemplo.com');
    expect((screen.getByRole('textbox', { name: /WhatsApp/ }) as HTMLInputElement).value).toBe('(11) 98765-4321');
  });
});
