import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, createTokenIssuer, newRefreshToken } from './tokens.ts';
import { userRow } from './fakes.test-helper.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('access tokens', () => {
  it("signs GoTrue's claims for the user's session and verifies them back", async () => {
    const issuer = createTokenIssuer('http://127.0.0.1:54321/auth/v1', SECRET);
    const { token, expiresAt } = await issuer.sign(userRow(), 'session-1');
    const claims = await issuer.verify(token);
    expect(claims).toMatchObject({
      sub: userRow().id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'equipe@example.com',
      iss: 'http://127.0.0.1:54321/auth/v1',
      session_id: 'session-1',
      aal: 'aal1',
    });
    expect(claims.exp).toBe(expiresAt);
    expect(expiresAt - claims.iat!).toBe(ACCESS_TOKEN_SECONDS);
  });

  it('refuses a token signed with another secret, or a garbled one, with 403 bad_jwt', async () => {
    const other = await createTokenIssuer('x', 'another-secret-of-at-least-thirty-two-chars').sign(userRow(), 's');
    const issuer = createTokenIssuer('x', SECRET);
    await expect(issuer.verify(other.token)).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
    await expect(issuer.verify('not.a.jwt')).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(decodeJwt(other.token).session_id).toBe('s');
  });
});

describe('refresh tokens', () => {
  it('are 24 random bytes in base64url, never repeated', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newRefreshToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
