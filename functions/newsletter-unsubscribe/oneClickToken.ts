import { FunctionError } from '../_shared/errors.ts';
import { readBodyText } from '../_shared/http/requestBody.ts';
import { linkTokenSchema } from '../_shared/visitor/tokenBody.ts';

const maxFormBytes = 1024;

/**
 * The token of an RFC 8058 one-click unsubscribe: the mail program POSTs the body
 * `List-Unsubscribe=One-Click` as a form to the List-Unsubscribe URL, whose query holds the token.
 */
export async function oneClickToken(request: Request): Promise<string> {
  const text = await readBodyText(
    request,
    maxFormBytes,
    () => new FunctionError('payload_too_large', `A one-click unsubscribe body is at most ${maxFormBytes} bytes.`),
  );
  const form = new URLSearchParams(text);
  if (form.get('List-Unsubscribe') !== 'One-Click') {
    throw new FunctionError('validation_failed', `Expected the form body List-Unsubscribe=One-Click; received "${text.slice(0, 80)}".`);
  }
  const token = linkTokenSchema.safeParse(new URL(request.url).searchParams.get('token'));
  if (!token.success)
    throw new FunctionError('validation_failed', 'Expected the token from the List-Unsubscribe link in the query (?token=...).');
  return token.data;
}
