import { z } from 'zod';
import { boundedText } from '../_shared/visitor/boundedText.ts';
import { emailSchema } from '../_shared/visitor/email.ts';

export const maxMessageLength = 5000;

/** The contact form. `website` is a honeypot field hidden from people; only bots fill it in. */
export const contactBodySchema = z.strictObject({
  name: boundedText(200, 1).pipe(z.string().regex(/^[^\r\n]*$/, 'must be on one line')),
  email: emailSchema,
  message: boundedText(maxMessageLength, 1),
  website: z.string().max(500, 'must be at most 500 characters').optional(),
});

export type ContactBody = z.infer<typeof contactBodySchema>;
