// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failureNotice, NoticeText, successNotice } from './notice';

afterEach(cleanup);

describe('NoticeText', () => {
  it('announces a failure as an alert and a confirmation as a status', () => {
    const { rerender } = render(<NoticeText notice={failureNotice('Falhou')} />);
    expect(screen.getByRole('alert').textContent).toBe('Falhou');
    rerender(<NoticeText notice={successNotice('Feito')} />);
    expect(screen.getByRole('status').textContent).toBe('Feito');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders nothing without a notice', () => {
    const { container } = render(<NoticeText notice={null} />);
    expect(container.innerHTML).toBe('');
  });
});
