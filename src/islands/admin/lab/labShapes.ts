import { fields, flag, listOf, oneOf, orNull, recordOf, type ShapeOf, rowOf, sqlNumber, text } from '../kit/answerShape.ts';

/** The lab's rows as the admin reads them (`lab_prompts`, `lab_versions`, `lab_results`, `lab_votes`) and lab-run's setup. */

export const labPrompt = rowOf({ id: text, title: text });
export type LabPrompt = ShapeOf<typeof labPrompt>;

export const labVersion = rowOf({
  id: text,
  prompt_id: text,
  number: sqlNumber,
  system_text: text,
  user_text: text,
  variables: recordOf(text),
  blind: flag,
  created_at: text,
});
export type LabVersion = ShapeOf<typeof labVersion>;

export const resultStatuses = ['waiting', 'running', 'complete', 'stopped', 'failed'] as const;
export const labResult = rowOf({
  id: text,
  version_id: text,
  position: sqlNumber,
  kind: oneOf(['model', 'site_guide'] as const),
  model: orNull(text),
  temperature: orNull(sqlNumber),
  max_output_tokens: orNull(sqlNumber),
  status: oneOf(resultStatuses),
  label: text,
  output: text,
  error: orNull(text),
  sources: listOf(fields({ title: text, url: text })),
  input_tokens: sqlNumber,
  output_tokens: sqlNumber,
  first_token_ms: orNull(sqlNumber),
  latency_ms: orNull(sqlNumber),
  cost_usd: orNull(sqlNumber),
  run_id: orNull(text),
});
export type LabResult = ShapeOf<typeof labResult>;

export const labVote = rowOf({ version_id: text, result_id: text });
export type LabVote = ShapeOf<typeof labVote>;

export const labSetup = fields({
  chat: orNull(fields({ provider: text, model: text })),
  priced_models: listOf(text),
});
export type LabSetup = ShapeOf<typeof labSetup>;
