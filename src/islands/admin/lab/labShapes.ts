import { fields, flag, listOf, oneOf, orNull, recordOf, type ShapeOf, selectList, sqlNumber, text } from '../kit/answerShape.ts';

/** The lab's rows as the admin reads them (`lab_prompts`, `lab_versions`, `lab_results`, `lab_votes`) and lab-run's setup. */

const promptFields = { id: text, title: text };
export const labPrompt = fields(promptFields);
export type LabPrompt = ShapeOf<typeof labPrompt>;
export const promptColumns = selectList(promptFields);

const versionFields = {
  id: text,
  prompt_id: text,
  number: sqlNumber,
  system_text: text,
  user_text: text,
  variables: recordOf(text),
  blind: flag,
  created_at: text,
};
export const labVersion = fields(versionFields);
export type LabVersion = ShapeOf<typeof labVersion>;
export const versionColumns = selectList(versionFields);

export const resultStatuses = ['waiting', 'running', 'complete', 'stopped', 'failed'] as const;
const resultFields = {
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
};
export const labResult = fields(resultFields);
export type LabResult = ShapeOf<typeof labResult>;
export const resultColumns = selectList(resultFields);

const voteFields = { version_id: text, result_id: text };
export const labVote = fields(voteFields);
export type LabVote = ShapeOf<typeof labVote>;
export const voteColumns = selectList(voteFields);

export const labSetup = fields({
  chat: orNull(fields({ provider: text, model: text })),
  priced_models: listOf(text),
});
export type LabSetup = ShapeOf<typeof labSetup>;
