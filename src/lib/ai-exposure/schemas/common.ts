import {
  dollarsAndCentsOrBlankCell,
  flagOrBlankCell,
  majorGroupCodeCell,
  socCodeCell,
  textCell,
  wholeNumberOrBlankCell,
} from '../cells.ts';

/** Columns that open every `*_by_soc.csv` file: which occupation, in which major group. */
export const occupationIdentityColumns = {
  soc_code: socCodeCell,
  occupation_title: textCell,
  major_group_code: majorGroupCodeCell,
  major_group_name: textCell,
};

/**
 * BLS OEWS May 2024 columns of every `*_by_soc.csv` file. All are blank for the one code OEWS
 * does not estimate (45-3031); annual or hourly wage alone is blank where BLS publishes only the other.
 */
export const oewsColumns = {
  employment_2024: wholeNumberOrBlankCell,
  median_annual_wage_2024: wholeNumberOrBlankCell,
  median_hourly_wage_2024: dollarsAndCentsOrBlankCell,
  median_wage_is_lower_bound: flagOrBlankCell,
};
