import { readJson, type BodyRefusals } from '../../functions/_shared/http/requestBody.ts';
import { RestError } from './restError.ts';

const maxRestBodyBytes = 1024 * 1024;

const restBodyRefusals: BodyRefusals = {
  tooLarge: (maxBytes) => new RestError(413, 'PGRST413', `The request body is larger than the limit of ${maxBytes} bytes (1 MiB).`),
  notJson: (text) =>
    new RestError(400, 'PGRST102', 'Empty or invalid json', `Received ${text.length} characters that do not parse as JSON.`),
  notStorable: (reason) => new RestError(400, 'PGRST102', 'Invalid json', `${reason}.`),
};

/** The JSON body of a write, refused with PostgREST's codes when it passes 1 MiB or does not parse. */
export function requestJson(request: Request): Promise<unknown> {
  return readJson(request, { maxBytes: maxRestBodyBytes, refusals: restBodyRefusals });
}
