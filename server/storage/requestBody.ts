import { mediaType } from './contentType.ts';
import { badRequest, StorageError } from './storageError.ts';

/** The JSON bodies storage takes (sign, list, remove) are small; past this one is refused unread. */
const maxJsonBytes = 256 * 1024;

/** A request's JSON object body. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type');
  // supabase-js sends JSON as application/json; a form or a file sent here is a mistake, refused unread.
  if (type !== null && type.trim() !== '' && mediaType(type) !== 'application/json')
    throw new StorageError(
      415,
      'invalid_content_type',
      `This route reads a JSON body (application/json); received ${JSON.stringify(type.slice(0, 100))}.`,
    );
  if (Number(request.headers.get('content-length')) > maxJsonBytes) throw tooLargeJson();
  const text = await request.text();
  if (Buffer.byteLength(text) > maxJsonBytes) throw tooLargeJson();
  let body: unknown;
  try {
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('The body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The body must be a JSON object.');
  const unstorable = unstorableText(body);
  if (unstorable !== undefined)
    throw badRequest(`The body holds text no database stores (a NUL character or half of a surrogate pair): ${unstorable}.`);
  return body as Record<string, unknown>;
}

/** Whether text can be stored and compared by the database: no NUL, no lone surrogate. */
export function storableText(text: string): boolean {
  return !text.includes('\0') && text.isWellFormed();
}

/** Where in a parsed body a key or string cannot be stored, if anywhere; no body of storage's nests deeper than this. */
const maxDepth = 8;

function unstorableText(value: unknown, path = 'the body', depth = 0): string | undefined {
  if (typeof value === 'string') return storableText(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth > maxDepth) throw badRequest(`The body nests deeper than ${maxDepth} levels; no storage request does.`);
  for (const [key, inner] of Object.entries(value)) {
    if (!storableText(key)) return `a key of ${path}`;
    const found = unstorableText(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function tooLargeJson(): StorageError {
  return new StorageError(413, 'Payload too large', `The JSON body is over ${maxJsonBytes / 1024} KB.`);
}
