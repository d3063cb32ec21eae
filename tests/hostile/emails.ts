import fc from 'fast-check';
import { nonString, overlong, withControlCharacter } from './values.ts';

/**
 * An address no earlier case used (122 random bits, unbiased), so each accepted case stores a row
 * of its own and the rows can be counted against the answers.
 */
export const freshEmail = (prefix: string) => fc.noBias(fc.uuid({ version: 4 })).map((id) => `${prefix}.${id}@example.test`);

/** Strings that are not an email address a form would accept. */
export const badEmail = fc.oneof(
  nonString,
  overlong(254).map((text) => `${text}@example.test`),
  withControlCharacter.map((text) => `${text}@example.test`),
  fc.constantFrom(
    '',
    '   ',
    'plainaddress',
    'a@b',
    '@example.test',
    'name@',
    'a b@example.test',
    '<a>@example.test',
    'a@example.test>',
    'a@@example.test',
    'a@example..test',
    '"quoted"@example.test',
    'a@example.test,b@example.test',
  ),
  fc.string({ maxLength: 30 }).map((text) => text.replace(/@/g, '')),
);
