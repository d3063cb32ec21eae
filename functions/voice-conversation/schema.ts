import { z } from 'zod';
import { boundedText } from '../_shared/visitor/boundedText.ts';

export const maxMessageChars = 2000;
/** 2,000 characters written as JSON escapes (`\uXXXX`, six bytes each) and the rest of the body. */
export const maxBodyBytes = 16 * 1024;

const sessionId = z.uuid({ error: 'expected the session_id that create_session answered (a UUID)' });
/** Sent by the spec's callers and ignored: the caller's token says who they are. */
const ignoredUserId = z.string().max(200).nullable().optional();

/** The body of each action; the message is counted after trimming. */
export const conversationBodySchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('create_session'), user_id: ignoredUserId }),
    z.strictObject({
      action: z.literal('send_message'),
      session_id: sessionId,
      message: boundedText(maxMessageChars, 1),
      user_id: ignoredUserId,
    }),
    z.strictObject({ action: z.literal('end_session'), session_id: sessionId, user_id: ignoredUserId }),
  ],
  { error: 'expected action to be create_session, send_message or end_session' },
);
