import { badRequest, StorageError } from './storageError.ts';

/** The JSON bodies storage takes (sign, list, remove) are small; past this one is refused unread. */
const maxJsonBytes = 256 * 1024;

/** A request's JSON object body. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
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
  return body as Record<string, unknown>;
}

function tooLargeJson(): StorageError {
  return new StorageError(413, 'Payload too large', `The JSON body is over ${maxJsonBytes / 1024} KB.`);
}
