import { z } from 'zod';
import { storedWithin } from './storedJson.ts';

/** Control characters other than tab and newlines have no place in text people typed or a page sent. */
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Text of at most `max` characters without control characters; `min` counts after trimming. */
export function boundedText(max: number, min = 0) {
  return z
    .string()
    .trim()
    .min(min, min === 1 ? 'must not be empty' : `needs at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !controlCharacters.test(text), 'must not contain control characters');
}

/** A small JSON object of simple values (metadata, extras), capped by its size as the database stores it. */
export function smallRecord(maxJsonLength: number) {
  return storedWithin(z.record(z.string().max(64), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()])), maxJsonLength);
}
