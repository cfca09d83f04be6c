import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './country-phone-input.stories';

const { Default, Prefilled, OtherCountry, Required, WithError, Disabled } = composeStories(stories);

const trigger = () => screen.getByRole('button', { name: /^País:/ });
const search = () => screen.getByRole('combobox', { name: 'Buscar país' });

/** Opens the picker and waits for the country list, which is loaded on demand. */
async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger());
  await screen.findByRole('option', { name: /Brasil/ });
}

describe('CountryPhoneInput', () => {
  it('defaults to Brasil +55 with placeholder 11999999999', () => {
    render(<Default />);
    expect(trigger()).toHaveAccessibleName('País: Brasil (+55)');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    const input = screen.getByLabelText('WhatsApp');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('placeholder', '11999999999');
  });

  it('formats the number as typed and ignores extra digits and letters', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const input = screen.getByLabelText('WhatsApp');
    await user.type(input, '11a98765');
    expect(input).toHaveValue('(11) 98765');
    await user.type(input, '43219999');
    expect(input).toHaveValue('(11) 98765-4321');
    expect(Default.args.onNumberChange).toHaveBeenLastCalledWith('(11) 98765-4321');
    // Each Backspace removes one digit: a trailing literal is never left behind to get stuck on.
    await user.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('(11) 98765');
    await user.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('(11');
  });

  it('opens a searchable list with the box "Buscar país..." and filters by name or code', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await openPicker(user);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(search()).toHaveFocus();
    expect(search()).toHaveAttribute('placeholder', 'Buscar país...');
    const list = screen.getByRole('listbox', { name: 'Países' });
    expect(within(list).getByRole('option', { name: /Brasil/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(200);

    await user.type(search(), 'portu');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['🇵🇹Portugal+351']);

    await user.clear(search());
    await user.type(search(), '+1');
    const names = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(names.some((n) => n.includes('Estados Unidos'))).toBe(true);
    expect(names.some((n) => n.includes('Canadá'))).toBe(true);
    expect(names.every((n) => n.includes('+1'))).toBe(true);

    await user.clear(search());
    await user.type(search(), 'xyz');
    expect(screen.getByText('Nenhum país encontrado')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('clears the search when closing and when opening again', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await openPicker(user);
    await user.type(search(), 'xyz');
    await user.click(trigger());
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(trigger());
    expect(search()).toHaveValue('');
    expect(screen.queryByText('Nenhum país encontrado')).toBeNull();
  });

  it('choosing a country clears the number, changes the mask and focuses the number', async () => {
    const user = userEvent.setup();
    render(<Prefilled />);
    const input = screen.getByLabelText('WhatsApp');
    expect(input).toHaveValue('(11) 98765-4321');
    await openPicker(user);
    await user.type(search(), 'estados unidos');
    await user.click(screen.getByRole('option', { name: /Estados Unidos/ }));
    expect(Prefilled.args.onCountryChange).toHaveBeenCalledWith(expect.objectContaining({ iso: 'US', dial: '+1' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', '2015550123');
    expect(trigger()).toHaveAccessibleName('País: Estados Unidos (+1)');
    await user.type(input, '2015550123');
    expect(input).toHaveValue('(201) 555-0123');
  });

  it('is usable with the keyboard: arrows, Enter, Escape', async () => {
    const user = userEvent.setup();
    render(<Default />);
    trigger().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: /Brasil/ });
    await user.type(search(), 'ang');
    const first = screen.getAllByRole('option')[0]!;
    const second = screen.getAllByRole('option')[1]!;
    expect(search()).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}');
    expect(search()).toHaveAttribute('aria-activedescendant', second.id);
    const [, name, dial] = Array.from(second.children).map((child) => child.textContent);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger()).toHaveAccessibleName(`País: ${name} (${dial})`);
    expect(trigger()).not.toHaveAccessibleName('País: Brasil (+55)');

    trigger().focus();
    await user.keyboard('{Enter}');
    expect(search()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('closes when clicking outside', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await openPicker(user);
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('starts with another country', () => {
    render(<OtherCountry />);
    expect(trigger()).toHaveAccessibleName('País: Portugal (+351)');
    expect(screen.getByLabelText('WhatsApp')).toHaveAttribute('placeholder', '912345678');
  });

  it('marks the field required', () => {
    render(<Required />);
    expect(screen.getByRole('textbox', { name: /WhatsApp/ })).toBeRequired();
  });

  it('shows the error and links it to the input', () => {
    render(<WithError />);
    const input = screen.getByLabelText('WhatsApp');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Por favor, digite um número de WhatsApp válido.');
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, digite um número de WhatsApp válido.');
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByLabelText('WhatsApp')).toBeDisabled();
    expect(trigger()).toBeDisabled();
  });
});
