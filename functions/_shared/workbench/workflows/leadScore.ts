export interface LeadToScore {
  name: string;
  email: string;
  organisation: string;
  message: string | null;
}

const topicWords =
  /\b(strategy|strategic|advisory|advice|workshop|keynote|training|pilot|budget|board|roadmap|transformation|governance|team)\b/gi;
const asksToMeet = /\b(call|meet|meeting|book|schedule|talk)\b/i;
const freeMail = /@(gmail|googlemail|outlook|hotmail|live|yahoo|icloud|proton(mail)?|gmx|aol)\./i;

/**
 * The lead triage's stated rules, from 0 to 100: a lead who names their organisation, writes
 * enough to act on, speaks of the work the owner does and asks to meet comes first. Each rule that
 * counted is given as a reason, so the owner sees why.
 */
export function scoreLead(lead: LeadToScore): { score: number; reasons: string[] } {
  const message = lead.message ?? '';
  const reasons: string[] = [];
  let score = 30;
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(`${points > 0 ? '+' : ''}${points} ${reason}`);
  };
  if (lead.organisation.trim()) add(15, 'names an organisation');
  if (message.length >= 200) add(15, 'writes in detail');
  else if (message.trim().length < 40) add(-10, 'says little');
  const topics = new Set((message.match(topicWords) ?? []).map((word) => word.toLowerCase()));
  if (topics.size > 0) add(Math.min(25, topics.size * 5), `speaks of ${[...topics].join(', ')}`);
  if (asksToMeet.test(message)) add(10, 'asks to talk');
  if (freeMail.test(lead.email)) add(-5, 'writes from a personal address');
  return { score: Math.max(0, Math.min(100, score)), reasons };
}
