import type { Occupation } from './schemas/combined.ts';
import type { OccupationMeasureKey } from './measures.ts';

/**
 * Mean of a measure weighted by OEWS employment, as `major_groups.csv` computes it: occupations
 * without an employment estimate are left out. Null when no occupation has one.
 */
export function employmentWeightedMean(occupations: readonly Occupation[], key: OccupationMeasureKey): number | null {
  let weight = 0;
  let sum = 0;
  for (const occupation of occupations) {
    if (occupation.employment_2024 === null) continue;
    weight += occupation.employment_2024;
    sum += occupation.employment_2024 * occupation[key];
  }
  return weight === 0 ? null : sum / weight;
}
