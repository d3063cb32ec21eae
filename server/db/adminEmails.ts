import type { Database } from './database.ts';

/** Makes the admin list hold exactly these addresses (lower-cased), as ADMIN_EMAILS says. */
export async function syncAdminEmails(db: Database, emails: readonly string[]): Promise<void> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  await db.transaction(async (tx) => {
    await tx.query('delete from private.admin_emails where not (email = any($1::text[]))', [wanted]);
    if (wanted.length === 0) return;
    const placeholders = wanted.map((_, index) => `($${index + 1})`).join(', ');
    await tx.query(`insert into private.admin_emails (email) values ${placeholders} on conflict do nothing`, wanted);
  });
}
