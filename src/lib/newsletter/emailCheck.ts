/**
 * The browser's check of an email address before anything is sent. The rules match the functions'
 * own address check (one @, a dot in the domain, no spaces, quotes, brackets or control characters,
 * at most 254 characters), so an address the form accepts is not refused by the server; a unit test
 * holds the two together. Kept free of zod so it costs a few bytes.
 */
const addressPattern =
  /^[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]+@[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f.]+(\.[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f.]+)+$/;

export const maxEmailLength = 254;

export type EmailCheck = { ok: true; email: string } | { ok: false; problem: 'required' | 'invalid' };

export function checkEmail(typed: string): EmailCheck {
  const email = typed.trim().toLowerCase();
  if (email === '') return { ok: false, problem: 'required' };
  if (email.length > maxEmailLength || !addressPattern.test(email)) return { ok: false, problem: 'invalid' };
  return { ok: true, email };
}
