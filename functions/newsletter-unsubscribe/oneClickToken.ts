import { FunctionError } from '../_shared/errors.ts';
import { readBodyText } from '../_shared/http/requestBody.ts';
import { linkTokenSchema } from '../_shared/visitor/tokenBody.ts';

const maxFormBytes = 1024;

/** The form types of a one-click POST: RFC 8058's own example is multipart; many mail programs send URL-encoded. */
export const isOneClickForm = (request: Request) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(request.headers.get('content-type') ?? '');

/** The form's fields, whichever of the two encodings it came in. */
async function formFields(request: Request, text: string): Promise<URLSearchParams | FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\//i.test(type)) return new URLSearchParams(text);
  try {
    return await new Response(text, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new FunctionError('validation_failed', 'The multipart form of this one-click unsubscribe cannot be read.');
  }
}

/**
 * The token of an RFC 8058 one-click unsubscribe: the mail program POSTs the field
 * `List-Unsubscribe=One-Click` as a form to the List-Unsubscribe URL, whose query holds the token.
 */
export async function oneClickToken(request: Request): Promise<string> {
  const text = await readBodyText(
    request,
    maxFormBytes,
    () => new FunctionError('payload_too_large', `A one-click unsubscribe body is at most ${maxFormBytes} bytes.`),
  );
  const form = await formFields(request, text);
  if (form.get('List-Unsubscribe') !== 'One-Click') {
    throw new FunctionError('validation_failed', `Expected the form body List-Unsubscribe=One-Click; received "${text.slice(0, 80)}".`);
  }
  const token = linkTokenSchema.safeParse(new URL(request.url).searchParams.get('token'));
  if (!token.success)
    throw new FunctionError('validation_failed', 'Expected the token from the List-Unsubscribe link in the query (?token=...).');
  return token.data;
}
