import { describe, expect, it, vi } from 'vitest';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { edgeHintsRuntimePlugin, loadRemoteComponent, markHintedByEdge } from './federation';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(() => Promise.resolve({ default: () => null })),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

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

describe("loading a remote's module", () => {
  it("starts the runtime's work in a task of its own, not in the caller's", async () => {
    document.body.innerHTML =
      '<script type="application/json" id="funil-remotes">{"mfe_funnel":"http://funnel.test/mf-manifest.json"}</script>';
    const loaded = loadRemoteComponent({ remote: 'mfe_funnel', expose: 'Landing' });
    for (let i = 0; i < 10; i += 1) await Promise.resolve(); // the caller's task's microtasks
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(typeof (await loaded).default).toBe('function');
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_funnel/Landing');
  });
});
