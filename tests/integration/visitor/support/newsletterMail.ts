import { expect } from 'vitest';
import type { StoredMail } from '../../../../server/contracts.ts';
import type { TestBackend } from '../../support/backend.ts';

/** What a newsletter confirmation mail offers its reader and their mail program. */
export interface ConfirmationMail {
  mail: StoredMail;
  /** The page link a person clicks; its token confirms only when the page POSTs it. */
  confirmLink: string;
  confirmToken: string;
  /** The RFC 8058 one-click address from the List-Unsubscribe header. */
  oneClickUrl: string;
  unsubscribeToken: string;
}

export async function mailsTo(test: TestBackend, address: string): Promise<StoredMail[]> {
  return (await test.mails()).filter((mail) => mail.to === address);
}

/** The newest mail to `address`, checked for the links and headers every confirmation mail must carry. */
export async function confirmationMailTo(test: TestBackend, address: string): Promise<ConfirmationMail> {
  const [mail] = await mailsTo(test, address);
  if (!mail) throw new Error(`No mail reached ${address}.`);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const oneClickUrl = /<(https?:[^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
  const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)?.[0];
  if (!oneClickUrl || !confirmLink) throw new Error(`The mail to ${address} lacks a link: ${JSON.stringify(mail.headers)} ${mail.text}`);
  return {
    mail,
    confirmLink,
    confirmToken: new URL(confirmLink).searchParams.get('token') ?? '',
    oneClickUrl,
    unsubscribeToken: new URL(oneClickUrl).searchParams.get('token') ?? '',
  };
}

/** The stored status of an address, read as the superuser; undefined when it is not on the list. */
export async function subscriberStatus(test: TestBackend, address: string): Promise<string | undefined> {
  const result = await test.backend.deps.db.query<{ status: string }>('select status from public.newsletter_subscribers where email = $1', [
    address,
  ]);
  return result.rows[0]?.status;
}
