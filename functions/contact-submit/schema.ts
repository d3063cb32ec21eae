import { z } from 'zod';
import { headerControlIn } from '../_shared/email/headerText.ts';
import { boundedText } from '../_shared/visitor/boundedText.ts';
import { emailSchema } from '../_shared/visitor/email.ts';

export const maxMessageLength = 5000;

/** The contact form. `website` is a honeypot field hidden from people; only bots fill it in. */
export const contactBodySchema = z.strictObject({
  // The name goes into the owner's mail subject, a header line.
  name: boundedText(200, 1).refine((name) => headerControlIn(name) === null, 'must be one line, without tabs or control characters'),
  email: emailSchema,
  message: boundedText(maxMessageLength, 1),
  website: z.string().max(500, 'must be at most 500 characters').optional(),
});

export type ContactBody = z.infer<typeof contactBodySchema>;
