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

/** The annual median where BLS publishes one, else the hourly median (entertainers are paid by the hour). */
export function formatWage(occupation: {
  median_annual_wage_2024: number | null;
  median_hourly_wage_2024: number | null;
  median_wage_is_lower_bound: boolean | null;
}): string {
  if (occupation.median_annual_wage_2024 !== null)
    return formatAnnualWage(occupation.median_annual_wage_2024, occupation.median_wage_is_lower_bound);
  return formatHourlyWage(occupation.median_hourly_wage_2024);
}
