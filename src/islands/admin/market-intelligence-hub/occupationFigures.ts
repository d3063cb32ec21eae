import type { MajorGroup } from '../../../lib/ai-exposure/schemas/majorGroups.ts';

/**
 * The jobs data's figures of one occupational group, as the hub shows them beside the signals
 * tagged with it. The page's build writes the 22 groups into the tool's shell (about 2 kB), so
 * the browser never loads the data set's module and its schemas.
 */
export interface OccupationFigures {
  /** The two-digit major group code, as in the `soc-NN` tag. */
  code: string;
  employment: number;
  medianWage: number;
  applicability: number;
  gpt4: number;
  human: number;
}

/** At build: the figures of each major group, from the validated data set. */
export function occupationFiguresOf(groups: readonly MajorGroup[]): OccupationFigures[] {
  return groups.map((group) => ({
    code: group.major_group_code.slice(0, 2),
    employment: group.employment_2024,
    medianWage: group.median_annual_wage_2024,
    applicability: group.ms_ai_applicability_score_empw,
    gpt4: group.gpt4_beta_empw,
    human: group.human_beta_empw,
  }));
}

const isFigures = (value: unknown): value is OccupationFigures => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.code === 'string' &&
    /^\d{2}$/.test(entry.code) &&
    ['employment', 'medianWage', 'applicability', 'gpt4', 'human'].every((key) => typeof entry[key] === 'number')
  );
};

/** In the browser: the figures the shell carries, by group code; none when the attribute is missing or malformed. */
export function occupationFiguresFromShell(text: string | undefined): ReadonlyMap<string, OccupationFigures> {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return new Map(Array.isArray(parsed) ? parsed.filter(isFigures).map((entry) => [entry.code, entry]) : []);
  } catch {
    return new Map();
  }
}
