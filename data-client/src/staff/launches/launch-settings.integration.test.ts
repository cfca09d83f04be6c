// Launch settings and the selectors' options (src/staff/launches/launch-settings.ts) against the local stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchLaunch } from '../../public/launches';
import { signIn, signOut } from '../auth/auth';
import {
  createLaunchSettings,
  defaultLaunchOption,
  fetchLaunchOptions,
  fetchLaunchSettings,
  saveLaunchSettings,
} from './launch-settings';
import { NONSTAFF, signedInClient, STAFF, useLocalSupabase } from '../../integration-setup.test-helper';

// A launch number of this run only.
const number = 700 + (Date.now() % 200);

beforeAll(() => useLocalSupabase());

afterAll(async () => {
  const staff = await signedInClient(STAFF);
  await staff.from('launches').delete().eq('lancamento', number);
  await signOut().catch(() => undefined);
});

describe('launch options and creation', () => {
  it('refuses the options to a non-staff user', async () => {
    await signIn(NONSTAFF.email, NONSTAFF.password);
    await expect(fetchLaunchOptions()).rejects.toMatchObject({ kind: 'forbidden' });
    await signOut();
  });

  it('creates a new number, refuses an existing one, and lists every launch newest first with the current default', async () => {
    await signIn(STAFF.email, STAFF.password);
    // The draft is the current launch's settings (the seed's, valid), not the newest row: another file's launch of
    // its own, left behind by a failed run, must not decide whether this one passes.
    const launches = await fetchLaunchSettings();
    const base = launches.find((l) => l.is_current) ?? launches[0];
    const { is_current: _current, ...draft } = base!;
    await expect(
      createLaunchSettings({ ...draft, lancamento: base!.lancamento, name: 'Por cima' }),
    ).rejects.toMatchObject({
      message: `Já existe o lançamento ${base!.lancamento}.`,
      kind: 'invalid',
    });
    expect((await fetchLaunch(base!.lancamento)).name).toBe(base!.name);

    expect(await createLaunchSettings({ ...draft, lancamento: number, name: `Semana ${number}` })).toBe(number);
    // Editing keeps going through save_launch.
    expect(await saveLaunchSettings({ ...draft, lancamento: number, name: `Semana ${number} editada` })).toBe(number);

    const options = await fetchLaunchOptions();
    expect(options.map((o) => o.lancamento)).toEqual([...options.map((o) => o.lancamento)].sort((a, b) => b - a));
    expect(options.find((o) => o.lancamento === number)).toEqual({
      lancamento: number,
      name: `Semana ${number} editada`,
      isCurrent: false,
    });
    const current = options.filter((o) => o.isCurrent);
    expect(current).toHaveLength(1);
    expect(defaultLaunchOption(options)).toEqual(current[0]);
    await signOut();
  });
});

describe('defaultLaunchOption', () => {
  it('falls back to the newest launch without a current one, and to null without launches', () => {
    expect(
      defaultLaunchOption([
        { lancamento: 5, name: 'C', isCurrent: false },
        { lancamento: 4, name: 'B', isCurrent: false },
      ])?.lancamento,
    ).toBe(5);
    expect(defaultLaunchOption([])).toBeNull();
  });
});
