import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAfterFirstCommit } from './use-after-first-commit';

function Probe({ seen }: { seen: boolean[] }) {
  const after = useAfterFirstCommit();
  seen.push(after);
  return <p>{after ? 'depois' : 'primeiro'}</p>;
}

describe('useAfterFirstCommit', () => {
  it('is false in the first render and true in the render after its commit', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(screen.getByText('depois')).toBeTruthy();
  });

  it('is false in the server render (the pre-rendered markup leaves the content out)', () => {
    expect(renderToString(<Probe seen={[]} />)).toContain('primeiro');
  });
});
