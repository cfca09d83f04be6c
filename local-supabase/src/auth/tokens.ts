// Tokens: the HS256 access-token JWT (signed with the secret PostgREST verifies, GoTrue's claims) and the opaque
// refresh tokens (random, rotated by grants.ts).
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { jwtKey } from '../keys.ts';
import { AuthHttpError } from './http.ts';
import type { UserRow } from './users.ts';

export const ACCESS_TOKEN_SECONDS = 3600;

export type AccessClaims = JWTPayload & { session_id?: string };

export interface TokenIssuer {
  /** A signed access token for the user's session, and when it expires (epoch seconds). */
  sign(user: UserRow, sessionId: string): Promise<{ token: string; expiresAt: number }>;
  /** The claims of a token this stack signed; GoTrue's 403 bad_jwt for anything else. */
  verify(token: string): Promise<AccessClaims>;
}

/** `issuer` is `${url}/auth/v1`, as GoTrue's; `jwtSecret` the stack's secret (keys.ts). */
export function createTokenIssuer(issuer: string, jwtSecret: string): TokenIssuer {
  const key = jwtKey(jwtSecret);
  return {
    async sign(user, sessionId) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + ACCESS_TOKEN_SECONDS;
      const token = await new SignJWT({
        email: user.email,
        phone: '',
        app_metadata: user.raw_app_meta_data,
        user_metadata: user.raw_user_meta_data,
        role: user.role,
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: now }],
        session_id: sessionId,
        is_anonymous: false,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setAudience(user.aud)
        .setIssuer(issuer)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      let claims: AccessClaims;
      try {
        ({ payload: claims } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
      } catch (error) {
        throw new AuthHttpError(
          403,
          'bad_jwt',
          `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`,
        );
      }
      if (!claims.sub) throw new AuthHttpError(403, 'bad_jwt', 'invalid claim: missing sub claim');
      return claims;
    },
  };
}

/** A new opaque refresh token (24 random bytes, base64url). */
export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}
