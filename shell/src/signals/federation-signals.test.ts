import { afterEach, describe, expect, it, vi } from 'vitest';
import { signalsRuntimePlugin } from './federation-signals';
import { federationErrorCode } from './page-signals';

type Hooks = Required<Pick<ReturnType<typeof signalsRuntimePlugin>, 'errorLoadRemote' | 'loadRemoteSnapshot'>>;

function withCatcher() {
  const catcher = { add: vi.fn(), setRemote: vi.fn(), setBuild: vi.fn() };
  (window as unknown as { __funilSignals?: unknown }).__funilSignals = catcher;
  return catcher;
}

afterEach(() => {
  delete (window as unknown as { __funilSignals?: unknown }).__funilSignals;
});

describe('the Module Federation signals plugin', () => {
  it("reports a remote that fails to load with its name, exposed module and the runtime's code, and lets it throw", async () => {
    const catcher = withCatcher();
    const plugin = signalsRuntimePlugin() as Hooks;
    const error = new Error(
      '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 http://x/remoteEntry.js',
    );
    const result = await (plugin.errorLoadRemote as (args: unknown) => unknown)({
      id: 'mfe_lessons/Lessons',
      error,
      from: 'runtime',
      lifecycle: 'afterResolve',
      origin: {},
    });
    expect(result).toBeUndefined();
    expect(catcher.add).toHaveBeenCalledWith({
      kind: 'remote',
      remote: 'mfe_lessons',
      expose: 'Lessons',
      code: 'RUNTIME-008',
      message: error.message,
    });
  });

  it('reports a manifest that does not load (the id is its URL) without inventing a module or a code', async () => {
    const catcher = withCatcher();
    const plugin = signalsRuntimePlugin() as Hooks;
    await (plugin.errorLoadRemote as (args: unknown) => unknown)({
      id: 'http://127.0.0.1:4176/mf-manifest.json',
      error: new TypeError('Failed to fetch'),
      remote: { name: 'mfe_lessons' },
      lifecycle: 'afterResolve',
      origin: {},
    });
    expect(catcher.add).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'mfe_lessons', expose: '', code: 'unknown' }),
    );
  });

  it("takes a remote's build id from its manifest", async () => {
    const catcher = withCatcher();
    const plugin = signalsRuntimePlugin() as Hooks;
    const args = {
      moduleInfo: { name: 'mfe_funnel', entry: 'http://x/mf-manifest.json' },
      manifestJson: { metaData: { buildInfo: { buildVersion: 'abc123def456' } } },
      remoteSnapshot: {},
      from: 'manifest',
      options: {},
    };
    expect(await (plugin.loadRemoteSnapshot as (a: unknown) => unknown)(args)).toBe(args);
    expect(catcher.setBuild).toHaveBeenCalledWith('mfe_funnel', 'abc123def456');
  });

  it('does nothing without the page catcher (vite dev, standalone remotes)', async () => {
    const plugin = signalsRuntimePlugin() as Hooks;
    expect(
      await (plugin.errorLoadRemote as (args: unknown) => unknown)({
        id: 'mfe_funnel/Landing',
        error: new Error('x'),
        origin: {},
      }),
    ).toBeUndefined();
  });

  it('reads the error code out of a runtime message', () => {
    expect(federationErrorCode(new Error('boom #RUNTIME-003'))).toBe('RUNTIME-003');
    expect(federationErrorCode('plain')).toBe('unknown');
  });
});
