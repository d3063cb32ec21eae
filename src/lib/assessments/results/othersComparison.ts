import { rest } from '../../auth/readerBackend.ts';
import { hasFields, isWholeNumber, type Guard } from '../../plainChecks.ts';

/** How a score sits among everyone's latest verified results for a role; null below ten people. */
export interface OthersFigures {
  people: number;
  average: number;
  below: number;
  above: number;
}

const isFigures: Guard<OthersFigures> = hasFields({
  people: isWholeNumber,
  average: isWholeNumber,
  below: isWholeNumber,
  above: isWholeNumber,
});

export async function othersComparison(roleId: string, score: number): Promise<OthersFigures | null> {
  const { data, error } = await rest('rpc/assessment_comparison', { method: 'POST', body: { p_role_id: roleId, p_score: score } });
  if (error) throw new Error(`The comparison with others could not be loaded: ${error.message}.`);
  if (data === null || isFigures(data)) return data;
  throw new Error('The comparison with others did not have the expected shape.');
}

/** "41 of 120 people scored lower", as a share of the others, for the sentence the page shows. */
export function describeFigures(figures: OthersFigures, score: number): string {
  const percent = (count: number) => Math.round((100 * count) / figures.people);
  return `${figures.people} people have a result for this assessment (each counted once, by their latest). ${percent(figures.below)}% scored lower than ${score} and ${percent(figures.above)}% higher; the average is ${figures.average}.`;
}
