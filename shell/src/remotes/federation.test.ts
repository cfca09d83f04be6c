import { describe, expect, it } from 'vitest';
import { edgeHintsRuntimePlugin, markHintedByEdge } from './federation';

type PreloadOp = { nameOrAlias: string; exposes?: string[] };

function beforePreloadRemote(preloadOps: PreloadOp[]) {
  const hook = edgeHintsRuntimePlugin().beforePreloadRemote as unknown as (args: { preloadOps: PreloadOp[] }) => void;
  hook({ preloadOps });
  return preloadOps;
}

describe("the runtime's preload of a module the edge has hinted", () => {
  it('is left out for the pre-rendered page, kept for every other module', () => {
    markHintedByEdge({ remote: 'mfe_funnel', expose: 'Landing' });
    const ops = beforePreloadRemote([
      { nameOrAlias: 'mfe_funnel', exposes: ['./Landing'] },
      { nameOrAlias: 'mfe_funnel', exposes: ['./Survey'] },
      { nameOrAlias: 'mfe_sales', exposes: ['./Landing'] },
      { nameOrAlias: 'mfe_funnel' },
    ]);
    expect(ops).toEqual([
      { nameOrAlias: 'mfe_funnel', exposes: ['./Survey'] },
      { nameOrAlias: 'mfe_sales', exposes: ['./Landing'] },
      { nameOrAlias: 'mfe_funnel' },
    ]);
  });
});
