import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from '../../support/backend.ts';
import { createTestUser, type TestUser } from '../../support/users.ts';

export const adminEmail = 'owner@example.test';

/**
 * The four actors every table is tried with: a visitor, a user, another user and the admin. The
 * user's own metadata (which any user may edit) claims admin, so every denial to the user also
 * shows that such a claim grants nothing.
 */
export interface Actors {
  anon: SupabaseClient;
  user: TestUser;
  otherUser: TestUser;
  admin: TestUser;
}

export async function createActors(test: TestBackend): Promise<Actors> {
  return {
    anon: test.client(),
    user: await createTestUser(test, 'reader@example.test', { metadata: { is_admin: true, role: 'admin' } }),
    otherUser: await createTestUser(test, 'other.reader@example.test'),
    admin: await createTestUser(test, adminEmail),
  };
}
