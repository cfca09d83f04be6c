// The auth.users row and the user object GoTrue returns for it.

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  role: string;
  aud: string;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** The user object GoTrue returns. */
export function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}
