import { z } from 'zod';
import { imagePresetNames } from '../_shared/images/imagePresets.ts';
import { boundedText } from '../_shared/visitor/boundedText.ts';

/** OpenAI's image models take prompts of a few thousand characters; the studio keeps 4,000. */
export const maxPromptLength = 4000;

export const imageGenerateBodySchema = z.strictObject({
  prompt: boundedText(maxPromptLength, 1),
  preset: z.enum(imagePresetNames, { error: `expected one of ${imagePresetNames.join(', ')}` }),
});
