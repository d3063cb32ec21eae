import { groupAnchorId, occupationAnchorId } from './anchors.ts';
import { roleOccupations } from './roleOccupations.ts';
import type { Occupation } from './schemas/combined.ts';
import { employmentWeightedMean } from './weightedMean.ts';
import type { OccupationMeasureKey } from './measures.ts';

export interface RoleOccupation {
  occupation: Occupation;
  /** Fragment id of the occupation's row in the exposure table. */
  anchorId: string;
}

export interface RoleExposure {
  roleId: string;
  reason: string;
  occupations: RoleOccupation[];
  /** Microsoft 2025 AI applicability, employment-weighted over the role's occupations. */
  aiApplicability: number;
  /** OpenAI 2024 GPT-4 exposure (beta), employment-weighted over the role's occupations. */
  gpt4Exposure: number;
  /** Fragment id of the heatmap row of the role's main occupation's major group. */
  heatmapAnchorId: string;
}

/** The occupations a SOC code or a `25-1xxx` pattern names. */
export function occupationsMatching(code: string, occupations: readonly Occupation[]): Occupation[] {
  const prefix = code.replace(/x+$/, '');
  return code === prefix ? occupations.filter((o) => o.soc_code === code) : occupations.filter((o) => o.soc_code.startsWith(prefix));
}

/** A role's occupations and measures, for its assessment result. Throws for an unknown role or an unmapped code. */
export function roleExposure(roleId: string, occupations: readonly Occupation[]): RoleExposure {
  const mapping = roleOccupations[roleId];
  if (!mapping) throw new Error(`No occupations for role "${roleId}"; expected one of ${Object.keys(roleOccupations).join(', ')}.`);
  const matched = mapping.socCodes.flatMap((code) => {
    const found = occupationsMatching(code, occupations);
    if (found.length === 0) throw new Error(`Role "${roleId}" maps to ${code}, which is not in combined_by_soc.csv.`);
    return found;
  });
  const main = matched[0]!;
  return {
    roleId,
    reason: mapping.reason,
    occupations: matched.map((occupation) => ({ occupation, anchorId: occupationAnchorId(occupation.soc_code) })),
    aiApplicability: weighted(matched, 'ms_ai_applicability_score'),
    gpt4Exposure: weighted(matched, 'gpt4_beta'),
    heatmapAnchorId: groupAnchorId(main.major_group_code),
  };
}

/** Every occupation a role maps to has an employment estimate today; a plain mean covers a future row without one. */
function weighted(occupations: readonly Occupation[], key: OccupationMeasureKey): number {
  return employmentWeightedMean(occupations, key) ?? occupations.reduce((sum, o) => sum + o[key], 0) / occupations.length;
}
