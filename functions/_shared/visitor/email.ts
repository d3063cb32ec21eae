import { z } from 'zod';

/**
 * An email address as the newsletter and contact forms take it: trimmed, lower-cased, one @, a dot
 * in the domain, no spaces, quotes, brackets or control characters, at most 254 characters. Strict
 * on purpose: the address goes into mail headers.
 */
const addressPattern =
  /^[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]+@[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f.]+(\.[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f.]+)+$/;

export const emailSchema = z
  .string({ error: 'expected the email address as text' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email address.')
  .max(254, 'An email address has at most 254 characters.')
  .regex(addressPattern, 'Please enter a valid email address, like name@example.com.');
