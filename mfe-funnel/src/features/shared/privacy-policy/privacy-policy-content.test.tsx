// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);
import { PrivacyPolicyContent } from './privacy-policy-content';
import { PRIVACY_CONTACT_EMAIL } from './privacy-policy-config';

describe('PrivacyPolicyContent', () => {
  it('has the eight sections of the spec, in order', () => {
    render(<PrivacyPolicyContent />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Introdução',
      '2. Informações que coletamos',
      '3. Como usamos as informações',
      '4. Compartilhamento de dados',
      '5. Seus direitos',
      '6. Segurança',
      '7. Contato',
      '8. Atualizações desta política',
    ]);
  });

  it('states the last update, the collected data, no selling and the four rights', () => {
    const { container } = render(<PrivacyPolicyContent />);
    const text = container.textContent ?? '';
    expect(text).toContain('Última atualização: 19 de maio de 2025');
    for (const item of ['nome completo', 'e-mail', 'endereço IP', 'navegador', 'idioma', 'Dados de uso'])
      expect(text).toContain(item);
    expect(text).toContain('Não vendemos');
    // What the class page records.
    expect(text).toContain('Presença nas aulas ao vivo');
    expect(text).toContain('quantos minutos');
    // What the checkout tells us and the recovery e-mails on the checkout's consent.
    expect(text).toContain('se você aceitou receber comunicações no checkout');
    expect(text).toContain('código pessoal para o link de cancelamento dos lembretes');
    for (const right of ['acessar', 'corrigir', 'excluir', 'revogar o consentimento']) expect(text).toContain(right);
  });

  it('gives a real contact address (and how to ask for access or deletion) instead of a placeholder', () => {
    render(<PrivacyPolicyContent />);
    const rights = screen.getByRole('region', { name: '5. Seus direitos' });
    const link = within(rights).getByRole('link', { name: PRIVACY_CONTACT_EMAIL });
    expect(link.getAttribute('href')).toMatch(/^mailto:privacidade@semanajava\.com\.br\?subject=/);
    expect(rights.textContent).toContain('Como fazer o pedido (LGPD)');
    const contact = screen.getByRole('region', { name: '7. Contato' });
    expect(within(contact).getByRole('link').textContent).toBe('privacidade@semanajava.com.br');
    expect(document.body.textContent).not.toMatch(/\{email\}|exemplo\.com/);
  });

  it('uses h3 section titles inside a modal', () => {
    render(<PrivacyPolicyContent headingLevel={3} contactEmail="dpo@exemplo.org" />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(screen.getAllByRole('link', { name: 'dpo@exemplo.org' })).toHaveLength(2);
  });
});
