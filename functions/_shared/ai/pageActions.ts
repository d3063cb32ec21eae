/**
 * Questions that name something a reader does on the site (book a call, unsubscribe, get in
 * touch, take an assessment) are answered with the link that does it, not with passages that
 * happen to share a word: a passage quoted for "How do I book a call?" reads out button labels.
 * The first action whose words the question holds answers; the order puts the narrower first
 * ("book a call with you" is a booking, not a general contact).
 */
import { bookCallHref } from '../bookCall.ts';
import { site } from '../site.ts';
import type { SiteGuideAnswer } from './siteGuide.ts';

export interface PageAction {
  /** The link's text, as the page's own button or menu entry reads. */
  title: string;
  url: string;
  /** The answer, in plain prose that reads aloud well: it names the link the reader sees below it. */
  says: string;
  asks: RegExp;
}

export const pageActions: readonly PageAction[] = [
  {
    title: 'Book a free call',
    url: bookCallHref(site),
    says: site.schedulingUrl
      ? 'To book a free thirty-minute call, follow the link “Book a free call” below and choose a time that suits you.'
      : `To book a free thirty-minute call, follow the link “Book a free call” below. Say what you are trying to change and by when, and ${site.name} replies with times for the call.`,
    asks: /\bbook\b.*\b(call|meeting|chat|conversation|consultation|session)\b|\b(schedule|arrange|set up)\b.*\b(call|consultation)\b|\bfree (call|consultation)\b/i,
  },
  {
    title: 'Contact',
    url: '/contact',
    says: 'Every newsletter email ends with an Unsubscribe link: one press on the page it opens takes that address off the list, with nothing to fill in and no reason to give. Without the email at hand, write through the contact page below and the address is taken off for you.',
    asks: /\bunsubscrib\w*|\b(stop|no more)\b.*\b(e-?mails?|newsletters?|mails?)\b|\bopt(ing)? out\b/i,
  },
  {
    title: 'Assessment Hub',
    url: '/ai-assessments',
    says: 'To take an assessment, open the Assessment Hub below and choose your role: each takes about six minutes, one question at a time, and your result is kept in your account.',
    asks: /\b(take|start|do|begin|try|find|choose)\b.*\bassessments?\b/i,
  },
  {
    title: 'Contact',
    url: '/contact',
    says: `To get in touch, use the contact page below: ask about advisory work, speaking or media requests, and ${site.name} replies in person.`,
    asks: /\b(contact|get in touch|reach|write to|e-?mail|message)\b.*\b(you|elena|her|the owner)\b|\bcontact\b/i,
  },
];

/** The action the question names, or null when it names none. */
export function pageActionFor(question: string): PageAction | null {
  return pageActions.find((action) => action.asks.test(question)) ?? null;
}

/** The answer to an action's question: what to do, and the link that does it as its source. */
export function pageActionAnswer(action: PageAction): SiteGuideAnswer {
  return { text: action.says, sources: [{ title: action.title, url: action.url }] };
}
