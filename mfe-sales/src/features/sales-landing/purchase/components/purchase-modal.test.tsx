// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@funil/data-client/errors';
import { EMPTY_UTM } from '@funil/data-client/tracking/utm-store';
import type { PurchaseServices } from '../api/complete-purchase';
import PurchaseModal, { SAVING_LABEL, SUBMIT_LABEL } from './purchase-modal';

afterEach(cleanup);

const launch = {
  lancamento: 2,
  registrationDeadline: '2025-09-22T23:59:59-03:00',
  checkoutUrlBeginners: 'https://pay.hotmart.com/T1?off=beg',
  checkoutUrlAdvanced: 'https://pay.hotmart.com/T1?off=adv',
  checkoutUrlBeginnersAfterDeadline: null,
  checkoutUrlAdvancedAfterDeadline: null,
} as unknown as Awaited<ReturnType<PurchaseServices['fetchCurrentLaunch']>>;

function setup(
  options: {
    services?: Partial<PurchaseServices>;
    prefill?: { name: string; email: string; phone: null | { digits: string; areaCode: string; number: string } };
  } = {},
) {
  const services: PurchaseServices = {
    fetchCurrentLaunch: vi.fn(async () => launch),
    savePurchaseIntent: vi.fn(async () => ({ reference: 'ref_1' })),
    markPurchaseRedirected: vi.fn(async () => undefined),
    ...options.services,
  };
  const navigate = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <PurchaseModal
      open
      onClose={onClose}
      offer="a"
      utm={{ ...EMPTY_UTM, utm_source: 'ig' }}
      prefill={options.prefill ?? { name: '', email: '', phone: null }}
      navigate={navigate}
      services={async () => services}
      now={() => new Date('2025-09-20T12:00:00Z')}
    />,
  );
  return { services, navigate, onClose, user };
}

const nameInput = () => screen.getByLabelText('Nome completo') as HTMLInputElement;
const emailInput = () => screen.getByLabelText('E-mail') as HTMLInputElement;
const phoneInput = () => screen.getByRole('textbox', { name: /WhatsApp/ }) as HTMLInputElement;
const submit = () =>
  screen.getByRole('button', { name: new RegExp(`${SUBMIT_LABEL}|${SAVING_LABEL.replace('...', '\\.\\.\\.')}`) });

describe('PurchaseModal', () => {
  it('shows the required messages and saves nothing', async () => {
    const { user, services } = setup();
    await user.click(submit());
    expect(screen.getByText('Nome é obrigatório')).toBeTruthy();
    expect(screen.getByText('Email é obrigatório')).toBeTruthy();
    expect(screen.getByText('WhatsApp é obrigatório')).toBeTruthy();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameInput());
    expect(services.savePurchaseIntent).not.toHaveBeenCalled();
  });

  it('shows the format messages, and each clears when its field is edited', async () => {
    const { user } = setup();
    await user.type(nameInput(), 'M');
    await user.type(emailInput(), 'maria@');
    await user.type(phoneInput(), '1198');
    await user.click(submit());
    expect(screen.getByText('Nome deve ter pelo menos 2 caracteres')).toBeTruthy();
    expect(screen.getByText('Email inválido')).toBeTruthy();
    expect(screen.getByText('WhatsApp deve ter pelo menos 8 dígitos')).toBeTruthy();
    await user.type(nameInput(), 'a');
    expect(screen.queryByText('Nome deve ter pelo menos 2 caracteres')).toBeNull();
    expect(screen.getByText('Email inválido')).toBeTruthy();
    await user.type(emailInput(), 'x.com');
    expect(screen.queryByText('Email inválido')).toBeNull();
    await user.type(phoneInput(), '7');
    expect(screen.queryByText('WhatsApp deve ter pelo menos 8 dígitos')).toBeNull();
  });

  it('masks the number by the Brazilian mask and starts from the URL pre-fill', () => {
    setup({
      prefill: {
        name: 'Ana Lima',
        email: 'ana@exemplo.com',
        phone: { digits: '11987654321', areaCode: '11', number: '987654321' },
      },
    });
    expect(nameInput().value).toBe('Ana Lima');
    expect(emailInput().value).toBe('ana@exemplo.com');
    expect(phoneInput().value).toBe('(11) 98765-4321');
  });

  it('saves once with the e-mail trimmed and lower-cased, closes and goes to the checkout, even on a double click', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, services, navigate, onClose } = setup({
      services: {
        savePurchaseIntent: vi.fn(async () => {
          await gate;
          return { reference: 'ref_1' };
        }),
      },
    });
    await user.type(nameInput(), 'Maria Souza');
    await user.type(emailInput(), '  Maria@Exemplo.COM ');
    await user.type(phoneInput(), '11987654321');
    expect(phoneInput().value).toBe('(11) 98765-4321');
    await user.dblClick(submit());
    await waitFor(() => expect(submit().textContent).toBe(SAVING_LABEL));
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(services.savePurchaseIntent).toHaveBeenCalledTimes(1);
    expect(services.savePurchaseIntent).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Maria Souza',
        email: 'maria@exemplo.com',
        whatsapp: '5511987654321',
        lancamento: 2,
      }),
    );
    const url = navigate.mock.calls[0]![0] as string;
    expect(url.startsWith('https://pay.hotmart.com/T1?off=adv&')).toBe(true);
    expect(services.markPurchaseRedirected).toHaveBeenCalledWith('ref_1', url);
    expect(onClose).toHaveBeenCalled();
    expect(nameInput().value).toBe('');
    expect(emailInput().value).toBe('');
    expect(phoneInput().value).toBe('');
  });

  it('on failure shows the error, keeps what was typed and lets the visitor try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, navigate, onClose, services } = setup({
      services: { savePurchaseIntent: vi.fn(async () => Promise.reject(new Error('falhou'))) },
    });
    await user.type(nameInput(), 'Maria Souza');
    await user.type(emailInput(), 'maria@exemplo.com');
    await user.type(phoneInput(), '11987654321');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao salvar dados. Tente novamente.');
    expect(nameInput().value).toBe('Maria Souza');
    expect(phoneInput().value).toBe('(11) 98765-4321');
    expect(submit().textContent).toBe(SUBMIT_LABEL);
    expect(navigate).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(submit());
    await waitFor(() => expect(services.savePurchaseIntent).toHaveBeenCalledTimes(2));
    log.mockRestore();
  });

  it('says "Muitas tentativas" when the server answers 429, keeping what was typed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, navigate } = setup({
      services: {
        savePurchaseIntent: vi.fn(async () =>
          Promise.reject(new DataError('Muitas tentativas. Aguarde alguns minutos e tente novamente.', 'rate_limited')),
        ),
      },
    });
    await user.type(nameInput(), 'Maria Souza');
    await user.type(emailInput(), 'maria@exemplo.com');
    await user.type(phoneInput(), '11987654321');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    );
    expect(nameInput().value).toBe('Maria Souza');
    expect(emailInput().value).toBe('maria@exemplo.com');
    expect(phoneInput().value).toBe('(11) 98765-4321');
    expect(navigate).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
