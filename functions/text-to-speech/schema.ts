import { z } from 'zod';
import { boundedText } from '../_shared/visitor/boundedText.ts';

/** OpenAI's speech API takes at most 4,096 characters at once. */
export const maxSpokenLength = 4096;

export const textToSpeechBodySchema = z.strictObject({
  text: boundedText(maxSpokenLength, 1),
  /** A provider's voice name or id (OpenAI's `coral`, an ElevenLabs id); the reference voice's or the provider's default when absent. */
  voice: z
    .string()
    .min(1)
    .max(100, 'must be at most 100 characters')
    .regex(/^[A-Za-z0-9_.-]+$/, 'expected a voice name or id: letters, digits, _ . and -')
    .optional(),
  speed: z.number().min(0.5, 'must be from 0.5 to 2').max(2, 'must be from 0.5 to 2').optional(),
});
