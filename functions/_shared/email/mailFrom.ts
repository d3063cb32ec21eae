import { site } from '../site.ts';

/**
 * Who every mail comes from: `MAIL_FROM` when set, else the owner's name and contact address from
 * the site profile, so a reader sees the person they signed up with, not the software.
 */
export function mailFrom(configured: string | undefined): string {
  return configured?.trim() || `${site.name} <${site.contactEmail}>`;
}

/**
 * Why a sender cannot sign mail that leaves this machine: an address at localhost, or at a host
 * with no dot, which no receiving server accepts or answers. Null when it can.
 */
export function localSenderProblem(from: string): string | null {
  const address = from.match(/<([^>]+)>\s*$/)?.[1] ?? from.trim();
  const host = address.split('@').pop()?.toLowerCase() ?? '';
  const local = !address.includes('@') || host === 'localhost' || host.endsWith('.localhost') || !host.includes('.');
  return local ? `MAIL_FROM must be an address other servers can reach, not "${from}"` : null;
}
