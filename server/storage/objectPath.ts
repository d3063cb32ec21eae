import { badRequest } from './storageError.ts';

/**
 * What Supabase Storage accepts as a bucket name and an object key: ASCII letters, digits and a
 * few punctuation marks (a key may hold slashes). The same rules locally, so a name that would be
 * refused in production is refused here too.
 */
const bucketPattern = /^[\w!.*'() &$@=;:+,?-]+$/;
export const keyPattern = /^[\w/!.*'() &$@=;:+,?-]+$/;
const maxKeyLength = 1024;

export function checkBucketName(name: string | undefined): string {
  if (!name || name.length > 100 || !bucketPattern.test(name)) throw badRequest(`Invalid bucket name: ${JSON.stringify(name ?? '')}.`);
  return name;
}

/** An object key as supabase-js sends it: no leading, trailing or doubled slashes. */
export function checkObjectKey(key: string): string {
  if (key === '' || key.length > maxKeyLength || !keyPattern.test(key) || key.startsWith('/') || key.endsWith('/') || key.includes('//'))
    throw badRequest(
      `Invalid key: ${JSON.stringify(key.slice(0, 200))}. Use letters, digits and - _ . ! * ' ( ) & $ @ = ; : + , ? and spaces, with / between folders (at most ${maxKeyLength} characters).`,
    );
  return key;
}

/** The path's segments after the storage prefix, each percent-decoded; a malformed escape is the caller's fault. */
export function pathSegments(pathAfterPrefix: string): string[] {
  return pathAfterPrefix
    .split('/')
    .filter((segment, index) => index > 0 || segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw badRequest(`The path holds a malformed percent escape: ${JSON.stringify(segment.slice(0, 100))}.`);
      }
    });
}
