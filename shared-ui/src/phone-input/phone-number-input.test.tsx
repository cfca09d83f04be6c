import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_COUNTRY } from './phone-mask';
import { PhoneNumberInput } from './phone-number-input';

function Controlled({ onNumberChange, errorId }: { onNumberChange: (masked: string) => void; errorId?: string }) {
  const [number, setNumber] = useState('');
  return (
    <PhoneNumberInput
      id="tel"
      country={DEFAULT_COUNTRY}
      number={number}
      onNumberChange={(masked) => {
        setNumber(masked);
        onNumberChange(masked);
      }}
      disabled={false}
      required
      errorId={errorId}
    />
  );
}

describe('PhoneNumberInput', () => {
  it("masks as typed with the country's mask, which also caps its length", async () => {
    const user = userEvent.setup();
    const onNumberChange = vi.fn();
    render(<Controlled onNumberChange={onNumberChange} />);
    const input = screen.getByRole('textbox');
    await user.type(input, '11x987654321999');
    expect(input).toHaveValue('(11) 98765-4321');
    expect(onNumberChange).toHaveBeenLastCalledWith('(11) 98765-4321');
    expect(input).toHaveAttribute('maxlength', String(DEFAULT_COUNTRY.mask.length));
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('placeholder', DEFAULT_COUNTRY.placeholder);
    expect(input).toBeRequired();
  });

  it('is invalid and described by the error only when there is one', () => {
    const { unmount } = render(<Controlled onNumberChange={vi.fn()} errorId="erro" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-describedby', 'erro');
    unmount();
    render(<Controlled onNumberChange={vi.fn()} />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });
});
