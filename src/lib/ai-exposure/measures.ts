import type { Occupation } from './schemas/combined.ts';
import type { MajorGroup } from './schemas/majorGroups.ts';

export type OccupationMeasureKey = 'ms_ai_applicability_score' | 'gpt4_beta' | 'human_beta';
export type GroupMeasureKey = `${OccupationMeasureKey}_empw` & keyof MajorGroup;

export interface Measure {
  key: OccupationMeasureKey & keyof Occupation;
  groupKey: GroupMeasureKey;
  label: string;
  source: string;
  /** What the number means, in one sentence a reader can check against the paper. */
  meaning: string;
}

/**
 * The three measures shown on the heatmap, the scatter details and the table. They differ in
 * kind and scale (observed use reaches about 0.49, rated potential reaches 1), so the charts
 * show them side by side and never average them.
 */
export const measures: readonly Measure[] = [
  {
    key: 'ms_ai_applicability_score',
    groupKey: 'ms_ai_applicability_score_empw',
    label: 'AI applicability',
    source: 'Microsoft, 2025',
    meaning:
      'Share of the work activities that people brought to Bing Copilot in 2024, weighted by how well and how broadly the AI helped.',
  },
  {
    key: 'gpt4_beta',
    groupKey: 'gpt4_beta_empw',
    label: 'GPT-4 exposure',
    source: 'OpenAI, 2024',
    meaning: 'Share of the tasks where, in GPT-4’s rating, an LLM could halve the time needed (tasks that need extra software count half).',
  },
  {
    key: 'human_beta',
    groupKey: 'human_beta_empw',
    label: 'Human-rated exposure',
    source: 'OpenAI, 2024',
    meaning: 'The same exposure measure, rated by human annotators instead of GPT-4.',
  },
];
