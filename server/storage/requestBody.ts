import { readJson as readJsonWithin, type BodyRefusals } from '../../functions/_shared/http/requestBody.ts';
import { mediaType } from './contentType.ts';
import { badRequest, StorageError } from './storageError.ts';

/** The JSON bodies storage takes (sign, list, remove) are small; reading stops past this. */
const maxJsonBytes = 256 * 1024;

const storageBodyRefusals: BodyRefusals = {
  tooLarge: (maxBytes) => new StorageError(413, 'Payload too large', `The JSON body is over ${maxBytes / 1024} KB.`),
  notJson: () => badRequest('The body is not valid JSON.'),
  notStorable: (reason) => badRequest(`The body holds text no database stores: ${reason}.`),
};

/** A request's JSON object body, read with the one reader every surface uses; an empty body is `{}`. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type');
  // supabase-js sends JSON as application/json; a form or a file sent here is a mistake, refused unread.
  if (type !== null && type.trim() !== '' && mediaType(type) !== 'application/json')
    throw new StorageError(
      415,
      'invalid_content_type',
      `This route reads a JSON body (application/json); received ${JSON.stringify(type.slice(0, 100))}.`,
    );
  const body = await readJsonWithin(request, { maxBytes: maxJsonBytes, refusals: storageBodyRefusals, empty: {} });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The body must be a JSON object.');
  return body as Record<string, unknown>;
}
