import { parseJsonText, readBodyText, type BodyRefusals } from '../../functions/_shared/http/requestBody.ts';
import { RestError } from './restError.ts';

/** The most a write's body may carry: PostgREST has no limit of its own, the embedded layer reads at most this. */
export const maxRestBodyBytes = 1024 * 1024;

const restBodyRefusals: BodyRefusals = {
  tooLarge: (maxBytes) => new RestError(413, 'PGRST413', `The request body is larger than the limit of ${maxBytes} bytes (1 MiB).`),
  notJson: (text) =>
    new RestError(400, 'PGRST102', 'Empty or invalid json', `Received ${text.length} characters that do not parse as JSON.`),
  notStorable: (reason) => new RestError(400, 'PGRST102', 'Invalid json', `${reason}.`),
};

/** The body of a write as text, refused with PostgREST's code when it passes 1 MiB. */
export function requestText(request: Request): Promise<string> {
  return readBodyText(request, maxRestBodyBytes, restBodyRefusals.tooLarge);
}

/** The body's JSON, refused with PostgREST's code when it does not parse or holds what the database cannot store. */
export function parseRequestJson(text: string): unknown {
  return parseJsonText(text, { refusals: restBodyRefusals });
}
