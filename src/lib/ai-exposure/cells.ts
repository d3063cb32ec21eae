import { z } from 'zod';

/**
 * Zod schemas for single CSV cells. Each knows how to describe what it expects, so a bad cell
 * produces "received X, expected Y". A blank cell means "no value" and becomes null, never 0.
 */
function cell<T>(expected: string, parse: (raw: string) => T | undefined) {
  return z.string().transform((raw, context): T => {
    const value = parse(raw);
    if (value === undefined) {
      context.addIssue({ code: 'custom', message: expected, input: raw });
      return z.NEVER;
    }
    return value;
  });
}

function matching(pattern: RegExp) {
  return (raw: string) => (pattern.test(raw) ? raw : undefined);
}

function numberMatching(pattern: RegExp, max = Number.POSITIVE_INFINITY) {
  return (raw: string) => {
    if (!pattern.test(raw)) return undefined;
    const value = Number(raw);
    return value <= max ? value : undefined;
  };
}

function orBlank<T>(parse: (raw: string) => T | undefined) {
  return (raw: string) => (raw === '' ? null : parse(raw));
}

const parseShare = numberMatching(/^[01](\.\d{1,4})?$/, 1);
const parseWholeNumber = numberMatching(/^\d+$/);
const parseDollarsAndCents = numberMatching(/^\d+\.\d{2}$/);
const parseFlag = (raw: string) => (raw === '1' ? true : raw === '0' ? false : undefined);

export const socCodeCell = cell('a 2018 SOC code like 11-1011', matching(/^\d{2}-\d{4}$/));
export const majorGroupCodeCell = cell('a SOC major group code like 11-0000', matching(/^\d{2}-0000$/));
export const textCell = cell('a non-blank text', (raw) => (raw.trim() === '' ? undefined : raw));
export const shareCell = cell('a share from 0 to 1 with at most 4 decimals', parseShare);
export const wholeNumberCell = cell('a whole number', parseWholeNumber);
export const wholeNumberOrBlankCell = cell('a whole number, or blank for no value', orBlank(parseWholeNumber));
export const dollarsAndCentsOrBlankCell = cell('an amount like 49.50, or blank for no value', orBlank(parseDollarsAndCents));
export const flagOrBlankCell = cell('0 or 1, or blank when BLS has no wage estimate', orBlank(parseFlag));
