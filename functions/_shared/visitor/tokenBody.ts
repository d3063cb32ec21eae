import { z } from 'zod';
import { tokenPattern } from './tokens.ts';

/** The token a newsletter link carries, as the confirm and unsubscribe pages send it. */
export const linkTokenSchema = z
  .string({ error: 'expected the token from the link as text' })
  .regex(tokenPattern, 'expected the 43-character token from the link in your mail');

export const tokenBodySchema = z.strictObject({ token: linkTokenSchema });
