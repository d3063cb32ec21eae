const wholeNumber = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Scores print with two decimals, as the papers report them; none of them is a probability of job loss. */
export function formatScore(score: number): string {
  return score.toFixed(2);
}

export function formatCount(count: number | null): string {
  return count === null ? 'no estimate' : wholeNumber.format(count);
}

/** BLS top-codes high medians: the published figure is then a floor, shown with "at least". */
export function formatAnnualWage(wage: number | null, isLowerBound: boolean | null): string {
  if (wage === null) return 'not published';
  return isLowerBound ? `at least ${dollars.format(wage)}` : dollars.format(wage);
}

export function formatHourlyWage(wage: number | null): string {
  return wage === null ? 'not published' : `${cents.format(wage)} an hour`;
}
