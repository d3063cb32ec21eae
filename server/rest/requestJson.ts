import { readLimitedText } from '../../functions/_shared/readLimitedText.ts';
import { RestError } from './restError.ts';

export const maxRestBodyBytes = 1024 * 1024;

/** The JSON body of a write, refused before parsing when it passes 1 MiB. */
export async function requestJson(request: Request): Promise<unknown> {
  const text = await readLimitedText(request, maxRestBodyBytes);
  if (text === null) throw new RestError(413, 'PGRST413', `The request body is larger than the limit of ${maxRestBodyBytes} bytes (1 MiB).`);
  try {
    return JSON.parse(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', `Received ${text.length} characters that do not parse as JSON.`);
  }
}
