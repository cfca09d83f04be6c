import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './spinner.stories';

const { Medium, Large } = composeStories(stories);

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Medium />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando leads');
  });
  it('has sizes', () => {
    render(<Large />);
    expect(screen.getByRole('status')).toHaveAttribute('data-size', 'lg');
  });
});
