import { FunctionError } from '../errors.ts';
import { ProviderUnavailable, type ChatPort } from './ports.ts';

/** The adapter's ProviderUnavailable says what went wrong in words a person can act on; anything else is named plainly. */
export function chatUnavailable(chat: Pick<ChatPort, 'label'>, error: unknown): FunctionError {
  const message =
    error instanceof ProviderUnavailable ? error.message : `The AI model (${chat.label}) did not answer. Please try again in a moment.`;
  return new FunctionError('service_unavailable', message, { cause: error });
}
