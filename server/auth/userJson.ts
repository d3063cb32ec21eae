/**
 * A user as GoTrue serialises it, which is what supabase-js hands to the browser as `User`.
 * The email identity is derived from the user row, since this backend knows one provider only.
 */
import type { UserRow } from './usersStore.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

export function appMetadataOf(user: UserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...user.raw_app_meta_data };
}

export function userJson(user: UserRow) {
  const identity = {
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: { email: user.email, email_verified: user.email_confirmed_at !== null, phone_verified: false, sub: user.id },
    provider: 'email',
    last_sign_in_at: iso(user.last_sign_in_at) ?? iso(user.created_at),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    email: user.email,
  };
  return {
    id: user.id,
    aud: 'authenticated',
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadataOf(user),
    user_metadata: user.raw_user_meta_data,
    identities: [identity],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}
