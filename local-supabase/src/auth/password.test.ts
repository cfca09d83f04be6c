import bcrypt from 'bcryptjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPasswordCheck, FailureLog } from './password.ts';
import { fakePool, userRow } from './fakes.test-helper.ts';

describe('FailureLog', () => {
  it('counts failures inside the sliding window only, and forgets cleared keys', () => {
    const log = new FailureLog(1000);
    log.add('a', 0);
    log.add('a', 500);
    expect(log.count('a', 900)).toBe(2);
    expect(log.count('a', 1200)).toBe(1);
    expect(log.count('a', 1600)).toBe(0);
    expect(log.size).toBe(0);
    log.add('b', 0);
    log.clear('b');
    expect(log.count('b', 1)).toBe(0);
  });
});

describe('password check', () => {
  let hash = '';
  beforeAll(async () => {
    hash = await bcrypt.hash('senha-certa', 4);
  });
  const limits = { failuresPerEmail: 2, failuresPerAddress: 3, windowMs: 60_000 };
  const poolWith = (users: Record<string, ReturnType<typeof userRow>>) =>
    fakePool((_sql, params) => ({ rows: users[String(params[0])] ? [users[String(params[0])]] : [] }));

  it('returns the user for the right password and refuses a wrong one or an unknown e-mail alike', async () => {
    const { pool } = poolWith({ 'equipe@example.com': userRow({ encrypted_password: hash }) });
    const check = createPasswordCheck(pool, limits);
    await expect(check('equipe@example.com', 'senha-certa', '10.0.0.1')).resolves.toMatchObject({
      email: 'equipe@example.com',
    });
    await expect(check('equipe@example.com', 'errada', '10.0.0.2')).rejects.toMatchObject({
      status: 400,
      code: 'invalid_credentials',
    });
    await expect(check('ninguem@example.com', 'senha-certa', '10.0.0.3')).rejects.toMatchObject({
      status: 400,
      code: 'invalid_credentials',
    });
  });

  it('throttles an e-mail after its failures, even for the right password, and a success clears it', async () => {
    const { pool } = poolWith({ 'equipe@example.com': userRow({ encrypted_password: hash }) });
    const check = createPasswordCheck(pool, limits);
    await expect(check('equipe@example.com', 'errada', '10.0.0.1')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    await expect(check('equipe@example.com', 'senha-certa', '10.0.0.2')).resolves.toBeTruthy();
    await expect(check('equipe@example.com', 'errada', '10.0.0.3')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    await expect(check('equipe@example.com', 'errada', '10.0.0.4')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    await expect(check('equipe@example.com', 'senha-certa', '10.0.0.5')).rejects.toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
    });
  });

  it('throttles an address that tries many e-mails', async () => {
    const { pool } = poolWith({});
    const check = createPasswordCheck(pool, limits);
    for (const n of [1, 2, 3])
      await expect(check(`x${n}@example.com`, 'p', '10.9.9.9')).rejects.toMatchObject({ code: 'invalid_credentials' });
    await expect(check('x4@example.com', 'p', '10.9.9.9')).rejects.toMatchObject({ status: 429 });
    await expect(check('x4@example.com', 'p', '10.9.9.8')).rejects.toMatchObject({ code: 'invalid_credentials' });
  });

  it('refuses a user whose e-mail is not confirmed, after the password matched', async () => {
    const { pool } = poolWith({
      'novo@example.com': userRow({ email: 'novo@example.com', encrypted_password: hash, email_confirmed_at: null }),
    });
    await expect(
      createPasswordCheck(pool, limits)('novo@example.com', 'senha-certa', '10.0.0.1'),
    ).rejects.toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
    });
  });
});
