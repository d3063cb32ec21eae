import { labLimits } from '../../../../functions/_shared/lab/labLimits.ts';
import { variableNames } from '../../../../functions/_shared/lab/promptVariables.ts';
import type { ColumnConfig } from './labConfig.ts';

/** A column as typed: its numbers are texts until the draft is checked. */
export interface ColumnDraft {
  kind: 'model' | 'site_guide';
  model: string;
  temperature: string;
  maxOutputTokens: string;
}

export interface LabDraft {
  /** The prompt a Run adds a version to; null for a new prompt. */
  promptId: string | null;
  title: string;
  system: string;
  user: string;
  /** Values by variable name; those the texts no longer use are kept while typing and left out of a Run. */
  values: Record<string, string>;
  blind: boolean;
  columns: ColumnDraft[];
}

export const modelColumn = (model: string): ColumnDraft => ({ kind: 'model', model, temperature: '', maxOutputTokens: '' });
export const siteGuideColumn: ColumnDraft = { kind: 'site_guide', model: '', temperature: '', maxOutputTokens: '' };

/** A new prompt: the configured model beside the site guide, or the site guide alone where no model is configured. */
export const newDraft = (model: string | null): LabDraft => ({
  promptId: null,
  title: '',
  system: '',
  user: '',
  values: {},
  blind: false,
  columns: model ? [modelColumn(model), siteGuideColumn] : [siteGuideColumn],
});

const number = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** What each column field must hold, as the tables' checks hold it; none when it is right. */
function columnProblem(column: ColumnDraft, modelConfigured: boolean): Partial<Record<'model' | 'temperature' | 'tokens', string>> {
  if (column.kind === 'site_guide') return {};
  if (!modelConfigured) return { model: 'No chat model is configured, so this column cannot run: choose the site guide or remove it.' };
  const problems: Partial<Record<'model' | 'temperature' | 'tokens', string>> = {};
  if (!column.model.trim() || column.model.length > 200) problems.model = 'Name the model, in at most 200 characters.';
  const temperature = number(column.temperature);
  const { min, max } = labLimits.temperature;
  if (temperature !== null && !(temperature >= min && temperature <= max))
    problems.temperature = `A number from ${min} to ${max}, or blank.`;
  const tokens = number(column.maxOutputTokens);
  const bound = labLimits.maxOutputTokens;
  if (tokens !== null && !(Number.isInteger(tokens) && tokens >= bound.min && tokens <= bound.max))
    problems.tokens = `A whole number from ${bound.min} to ${bound.max}, or blank.`;
  return problems;
}

/** The draft's problems by field id (`title`, `user`, `var-<name>`, `column-<n>-model` …), in the order of the form. */
export function draftProblems(draft: LabDraft, modelConfigured: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.title.trim()) problems.title = 'Name the prompt, so its versions can be found again.';
  else if (draft.title.length > 200) problems.title = 'At most 200 characters.';
  if (draft.system.length > labLimits.promptChars) problems.system = `At most ${labLimits.promptChars} characters.`;
  if (!draft.user.trim()) problems.user = 'Write what the columns are asked.';
  else if (draft.user.length > labLimits.promptChars) problems.user = `At most ${labLimits.promptChars} characters.`;
  for (const name of variableNames(draft.system, draft.user))
    if (!draft.values[name]?.trim()) problems[`var-${name}`] = `Give {{${name}}} a value.`;
  draft.columns.forEach((column, index) => {
    for (const [field, problem] of Object.entries(columnProblem(column, modelConfigured))) problems[`column-${index}-${field}`] = problem;
  });
  if (draft.blind && draft.columns.length < 2) problems.blind = 'A blind comparison needs at least two columns.';
  return problems;
}

/** The version a Run saves: the texts, the values of the variables they use, and each column's configuration. */
export function versionPayload(draft: LabDraft) {
  const used = variableNames(draft.system, draft.user);
  const columns: ColumnConfig[] = draft.columns.map((column) =>
    column.kind === 'site_guide'
      ? { kind: 'site_guide', model: null, temperature: null, max_output_tokens: null }
      : {
          kind: 'model',
          model: column.model.trim(),
          temperature: number(column.temperature),
          max_output_tokens: number(column.maxOutputTokens),
        },
  );
  return {
    system_text: draft.system,
    user_text: draft.user,
    variables: Object.fromEntries(used.map((name) => [name, draft.values[name] ?? ''])),
    blind: draft.blind,
    columns,
  };
}

/** A saved version back in the editor, to change and run again. */
export function draftOfVersion(
  prompt: { id: string; title: string },
  version: { system_text: string; user_text: string; variables: Record<string, string>; blind: boolean },
  columns: readonly ColumnConfig[],
): LabDraft {
  return {
    promptId: prompt.id,
    title: prompt.title,
    system: version.system_text,
    user: version.user_text,
    values: { ...version.variables },
    blind: version.blind,
    columns: columns.map((column) => ({
      kind: column.kind,
      model: column.model ?? '',
      temperature: column.temperature === null ? '' : String(column.temperature),
      maxOutputTokens: column.max_output_tokens === null ? '' : String(column.max_output_tokens),
    })),
  };
}
