/** Email addresses as GoTrue treats them: trimmed, lower-cased, and refused when malformed. */
import { z } from 'zod';
import { failures } from './errors.ts';

const emailFormat = z.email().max(255);

export function normalizeEmail(received: string): string {
  return received.trim().toLowerCase();
}

export function validEmail(received: string): string {
  const email = normalizeEmail(received);
  if (!emailFormat.safeParse(email).success) throw failures.validation('Unable to validate email address: invalid format');
  return email;
}
