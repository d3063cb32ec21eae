import { dayOf, daysBefore } from './days.ts';

interface Lead {
  id: string;
  name: string;
  organisation: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there';

/** The reply of the rules path: thanks, an honest next step by score, and where to book a call. */
export function replyDraft(lead: Lead, score: number, siteUrl: string) {
  const about = lead.organisation.trim() ? ` and for telling me about ${lead.organisation.trim()}` : '';
  const next =
    score >= 60
      ? 'It sounds like a good fit for the work I do, and I would be glad to talk it through.'
      : 'I have read it carefully and will come back to you with a fuller answer shortly.';
  return {
    lead_id: lead.id,
    subject: 'Thank you for getting in touch',
    body: [
      `Dear ${firstName(lead.name)},`,
      `Thank you for your message${about}. ${next}`,
      `You can book a first call at ${siteUrl}/advisory, or simply reply to this mail.`,
      'Best regards',
    ].join('\n\n'),
  };
}

/** The follow-up task: a strong lead is due the next day, the others within three. */
export function followUpTask(lead: Lead, score: number, reasons: readonly string[], startedAt: Date) {
  const who = lead.organisation.trim() ? `${lead.name.trim() || 'a lead'} (${lead.organisation.trim()})` : lead.name.trim() || 'a lead';
  return {
    title: `Answer ${who}: score ${score}`.slice(0, 200),
    notes: `Triage: ${reasons.join('; ') || 'no rule counted'}.`,
    due_on: dayOf(daysBefore(startedAt, score >= 70 ? -1 : -3)),
    lead_id: lead.id,
  };
}
