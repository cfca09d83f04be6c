import { afterEach, describe, expect, it, vi } from 'vitest';
import { YIELDING_HOOKS, yieldingRuntimePlugin, yieldToMain } from './yielding-plugin';

type Hook = (args?: unknown) => Promise<unknown>;

/** Settles what the microtask queue alone can settle: a hook still pending after this has waited for a new task. */
async function drainMicrotasks() {
  for (let index = 0; index < 50; index += 1) await Promise.resolve();
}

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

describe('the runtime plugin that yields between the runtime steps', () => {
  it.each(YIELDING_HOOKS)('%s resolves in a new task, not in the same microtask checkpoint', async (name) => {
    const hook = (yieldingRuntimePlugin() as unknown as Record<string, Hook>)[name]!;
    let settled = false;
    const done = hook({ id: 'mfe_funnel/Landing' }).then(() => (settled = true));
    await drainMicrotasks();
    expect(settled).toBe(false);
    await done;
    expect(settled).toBe(true);
  });

  it("passes the waterfall hooks' arguments on unchanged and returns nothing from the others (onLoad's value would replace the module)", async () => {
    const plugin = yieldingRuntimePlugin() as unknown as Record<string, Hook>;
    const args = { id: 'mfe_funnel/Landing', options: {} };
    for (const name of ['beforeRequest', 'afterResolve', 'beforeInitContainer', 'initContainer', 'beforeLoadShare'])
      expect(await plugin[name]!(args)).toBe(args);
    for (const name of ['onLoad', 'beforeGetExpose', 'beforeExecuteFactory'])
      expect(await plugin[name]!(args)).toBeUndefined();
  });

  it('uses scheduler.yield where the browser has it (its continuation runs before other queued tasks)', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
