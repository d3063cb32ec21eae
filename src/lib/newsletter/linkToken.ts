import type { FunctionAnswer } from './functionCall.ts';

/** The 43-character token the newsletter mails put in `?token=` (same shape the functions check). */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function linkTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  return tokenPattern.test(token) ? token : null;
}

export type LinkAction = 'confirm' | 'unsubscribe';

export interface LinkOutcome {
  tone: 'success' | 'problem';
  title: string;
  text: string;
  /** True when nothing changed for a passing reason, so pressing the button again may work. */
  canRetry?: boolean;
}

const successes: Record<string, LinkOutcome> = {
  confirmed: {
    tone: 'success',
    title: 'Subscription confirmed',
    text: 'Thank you. Your address is on the list, and the next weekly issue will reach you. Every issue has a link to unsubscribe.',
  },
  already_confirmed: {
    tone: 'success',
    title: 'Already confirmed',
    text: 'This address is already on the list, so there is nothing more to do. The weekly issues will keep arriving.',
  },
  unsubscribed: {
    tone: 'success',
    title: 'You are unsubscribed',
    text: 'Your address is off the list and will get no more newsletter emails. You can subscribe again at the foot of any page.',
  },
  already_unsubscribed: {
    tone: 'success',
    title: 'Already unsubscribed',
    text: 'This address was already off the list. It will get no newsletter emails.',
  },
};

export const incompleteLink: LinkOutcome = {
  tone: 'problem',
  title: 'This link is incomplete',
  text: 'Part of the link seems to be missing. Open it again from the mail, or copy the whole address from the mail into the browser.',
};

const deadLink: Record<LinkAction, string> = {
  confirm: 'This confirmation link has expired or was replaced by a newer mail. Subscribe again at the foot of this page to get a new one.',
  unsubscribe:
    'This unsubscribe link is not valid. Use the link in the newest newsletter mail, or write to us and we will remove your address.',
};

/** What the confirm or unsubscribe page says after the function answered. */
export function linkOutcome(action: LinkAction, answer: FunctionAnswer, contactEmail: string): LinkOutcome {
  if (answer.ok) {
    const status = (answer.body as { status?: unknown } | null)?.status;
    return (typeof status === 'string' && successes[status]) || successes[action === 'confirm' ? 'confirmed' : 'unsubscribed']!;
  }
  if (answer.code === 'not_found') return { tone: 'problem', title: 'This link does not work', text: answer.message ?? deadLink[action] };
  if (answer.code === 'validation_failed') return incompleteLink;
  return {
    tone: 'problem',
    title: 'Something went wrong',
    text: `Nothing was changed. Please try again in a moment, or write to ${contactEmail}.`,
    canRetry: true,
  };
}
