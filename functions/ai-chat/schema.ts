import { z } from 'zod';
import { boundedText } from '../_shared/visitor/boundedText.ts';

/** The longest question the admin may send in one turn. */
export const maxQuestionLength = 4000;

/** One turn of the admin's chat: a question, and the conversation it continues (a new one when absent). */
export const aiChatBodySchema = z.strictObject({
  conversation_id: z.uuid().optional(),
  message: boundedText(maxQuestionLength, 1),
});

export type AiChatBody = z.infer<typeof aiChatBodySchema>;
