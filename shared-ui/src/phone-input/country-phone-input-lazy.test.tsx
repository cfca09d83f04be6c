// Own file: the country list is cached per module instance, so this runs with a fresh one.
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './country-phone-input.stories';

const { Default } = composeStories(stories);

describe('CountryPhoneInput country list', () => {
  it('is loaded on demand: the picker says it is loading, then lists the countries', async () => {
    render(<Default />);
    expect(screen.queryByRole('listbox')).toBeNull();
    // The dynamic import resolves asynchronously even when the chunk is already there.
    fireEvent.click(screen.getByRole('button', { name: 'País: Brasil (+55)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando países...');
    expect(await screen.findByRole('option', { name: /Brasil/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Carregando países...')).toBeNull();
  });
});
