import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from '../../support/backend.ts';
import { createTestUser, type TestUser } from '../../support/users.ts';

export const adminEmail = 'owner@example.test';

/** The four actors every table is tried with: a visitor, a user, another user and the admin. */
export interface Actors {
  anon: SupabaseClient;
  user: TestUser;
  otherUser: TestUser;
  admin: TestUser;
}

export async function createActors(test: TestBackend): Promise<Actors> {
  return {
    anon: test.client(),
    user: await createTestUser(test, 'reader@example.test'),
    otherUser: await createTestUser(test, 'other.reader@example.test'),
    admin: await createTestUser(test, adminEmail),
  };
}
