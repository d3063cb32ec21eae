import fc from 'fast-check';
import { RawJson } from './jsonText.ts';

/**
 * Numbers as JSON text that a double cannot hold or holds badly: beyond its range (a parser
 * gives Infinity), below it (0), more digits than it keeps, and numbers whose database text is
 * three hundred digits long (`1e300` is 301 characters as numeric).
 */
export const hugeNumber = fc
  .constantFrom(
    '1e400',
    '-1e400',
    '1e308',
    '1e300',
    '-1e300',
    '1.7976931348623157e308',
    '123456789012345678901234567890',
    '1e-400',
    '-0',
    '9007199254740993',
    '0.1e-999999',
  )
  .map((text) => new RawJson(text));
