// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorGroup } from '@funil/data-client/staff/site-health';
import { ErrorGroups } from './error-groups';

const GROUP: ErrorGroup = {
  fingerprint: 'a'.repeat(32),
  kind: 'error',
  error_type: 'TypeError',
  message: '<img src=x onerror=alert(1)> at <n>',
  top_frame: 'submit /assets/landing-x.js:10:15',
  remote: 'mfe_funnel',
  build: 'f09c1f73bf9b',
  sample_message: '<script>alert("x")</script>',
  sample_stack: 'TypeError: x\n    at submit (https://cdn.example/assets/landing-x.js:10:15)',
  sample_route: '/inscricao',
  first_seen: '2026-11-25T10:00:00Z',
  last_seen: '2026-11-25T12:30:00Z',
  count: 1234,
  views: 321,
};

afterEach(cleanup);

describe('ErrorGroups', () => {
  it('shows the group with its count in pt-BR, remote and build, and what browsers sent as inert text', () => {
    const { container } = render(<ErrorGroups errors={[GROUP]} />);
    expect(screen.getByText('<script>alert("x")</script>')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('1.234')).toBeTruthy();
    expect(screen.getByText('mfe_funnel')).toBeTruthy();
    expect(screen.getByText('f09c1f73bf9b')).toBeTruthy();
    expect(container.querySelector('pre')?.textContent).toContain('at submit');
  });
});
