import type { User } from '@supabase/supabase-js';

/**
 * What is kept about a person but cannot be told apart as theirs, said in the file so it answers
 * the whole question: these records carry no account and no address.
 */
const notLinkedToTheAccount = [
  'Cookie and analytics choices are stored for the browser that made them, with no link to an account: the site cannot tell which are yours. Cookie settings, in the footer of every page, shows and changes the choice of the browser you use.',
  'Page visits, counted only where analytics were accepted, carry a random identifier of the browser session and no account or address.',
];

/** The downloaded file: when and where it was made, the account, then the database's export as it came. */
export function exportFile(account: User, data: unknown, exportedAt: Date, site: string) {
  return {
    exported_at: exportedAt.toISOString(),
    site,
    account: {
      id: account.id,
      email: account.email ?? null,
      created_at: account.created_at,
      email_confirmed_at: account.email_confirmed_at ?? null,
      last_sign_in_at: account.last_sign_in_at ?? null,
      profile: account.user_metadata,
    },
    ...(data && typeof data === 'object' ? data : {}),
    not_linked_to_the_account: notLinkedToTheAccount,
  };
}
