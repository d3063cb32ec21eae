import { waitText } from '../auth/waitText.ts';
import { contactOfflineProblem } from './contactOffline.ts';
import { noConnection, type FunctionAnswer } from '../newsletter/functionCall.ts';

export type ContactOutcome = { sent: true } | { sent: false; problem: string };

const kept = 'Your message is still in the form.';

/** What the contact form says after the function answered; on any failure the typed message stays. */
export function contactOutcome(answer: FunctionAnswer, contactEmail: string): ContactOutcome {
  if (answer.ok) return { sent: true };
  if (noConnection(answer)) return { sent: false, problem: contactOfflineProblem(contactEmail) };
  if (answer.status === 429) {
    return {
      sent: false,
      problem: `You have sent several messages in a short time. Please try again in ${waitText(answer.retryAfterSeconds ?? 60)}. ${kept}`,
    };
  }
  if (answer.code === 'validation_failed' && answer.message) return { sent: false, problem: `${answer.message} ${kept}` };
  return {
    sent: false,
    problem: `Your message could not be sent just now. ${kept} Please try again in a moment, or write to ${contactEmail}.`,
  };
}
