import { measures } from './measures.ts';
import type { Occupation } from './schemas/combined.ts';
import type { MajorGroup } from './schemas/majorGroups.ts';
import { employmentWeightedMean } from './weightedMean.ts';

/** Group means are published to 4 decimals from unrounded scores, which are also rounded to 4. */
const meanTolerance = 0.0001;

/**
 * Every way the occupation file and the major-group file can disagree, as sentences naming the
 * code, what was found and what was expected. Empty when the two files join cleanly.
 */
export function joinProblems(occupations: readonly Occupation[], majorGroups: readonly MajorGroup[]): string[] {
  const groups = new Map(majorGroups.map((group) => [group.major_group_code, group]));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const occupation of occupations) {
    const code = occupation.soc_code;
    if (seen.has(code)) problems.push(`${code} appears more than once; expected one row per SOC code.`);
    seen.add(code);
    const group = groups.get(occupation.major_group_code);
    if (!group) problems.push(`${code} is in major group ${occupation.major_group_code}, which major_groups.csv lacks.`);
    else if (group.major_group_name !== occupation.major_group_name)
      problems.push(`${code} names its group "${occupation.major_group_name}"; expected "${group.major_group_name}".`);
    if (code.slice(0, 2) !== occupation.major_group_code.slice(0, 2))
      problems.push(`${code} is filed under ${occupation.major_group_code}; expected the group of its first two digits.`);
  }
  for (const group of majorGroups)
    problems.push(
      ...groupProblems(
        group,
        occupations.filter((o) => o.major_group_code === group.major_group_code),
      ),
    );
  return problems;
}

function groupProblems(group: MajorGroup, members: readonly Occupation[]): string[] {
  const code = group.major_group_code;
  const problems: string[] = [];
  if (members.length !== group.n_occupations)
    problems.push(`${code} has ${members.length} occupations; major_groups.csv expects ${group.n_occupations}.`);
  const scored = members.reduce((sum, occupation) => sum + (occupation.employment_2024 ?? 0), 0);
  if (scored !== group.scored_employment_2024)
    problems.push(`${code} occupations employ ${scored}; major_groups.csv expects ${group.scored_employment_2024}.`);
  if (group.employment_2024 < scored)
    problems.push(`${code} employs ${group.employment_2024} in all; expected at least its scored ${scored}.`);
  for (const measure of measures) {
    const mean = employmentWeightedMean(members, measure.key);
    const published = group[measure.groupKey];
    if (mean === null || Math.abs(mean - published) > meanTolerance)
      problems.push(`${code} ${measure.key} weighted mean is ${mean?.toFixed(4)}; major_groups.csv expects ${published}.`);
  }
  return problems;
}
