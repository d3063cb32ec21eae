/**
 * The consent choices behind the sample traffic: every visitor in it said yes to analytics (no
 * event is sent without that), and about three in ten of the people who answered the banner said no
 * and left no traffic. Three versions of the privacy notice follow each other over the period.
 */
import { wallClock, type SampleDay } from './sampleCalendar.ts';
import type { SeededRandom } from './seededRandom.ts';
import type { SampleVisitor } from './sampleTraffic.ts';

export interface SampleConsent {
  session_id: string;
  action: 'accept_all' | 'customize' | 'reject_all';
  analytics_consent: boolean;
  personalization_consent: boolean;
  marketing_consent: boolean;
  user_agent: string;
  privacy_notice_version: string;
  created_at: string;
}

/** The notice in force on a day: each version is named by the date it took effect. */
function noticeVersion(days: readonly SampleDay[], date: string): string {
  const effective = [0, 30, 70].map((index) => (days[index] as SampleDay).date);
  return effective.filter((since) => since <= date).at(-1) as string;
}

export function sampleConsents(days: readonly SampleDay[], visitors: readonly SampleVisitor[], random: SeededRandom): SampleConsent[] {
  const accepted = visitors.map((visitor): SampleConsent => {
    const all = random.chance(0.78);
    const date = visitor.firstSeen.slice(0, 10);
    return {
      session_id: visitor.sessionId,
      action: all ? 'accept_all' : 'customize',
      analytics_consent: true,
      personalization_consent: all || random.chance(0.4),
      marketing_consent: all || random.chance(0.2),
      user_agent: visitor.userAgent,
      privacy_notice_version: noticeVersion(days, date),
      created_at: visitor.firstSeen,
    };
  });
  const declined = accepted
    .filter(() => random.chance(0.4))
    .map((choice): SampleConsent => {
      const date = choice.created_at.slice(0, 10);
      const day = days.find((candidate) => candidate.date === date) as SampleDay;
      const rejectAll = random.chance(0.7);
      return {
        session_id: random.uuid(),
        action: rejectAll ? 'reject_all' : 'customize',
        analytics_consent: false,
        personalization_consent: !rejectAll && random.chance(0.5),
        marketing_consent: false,
        user_agent: choice.user_agent,
        privacy_notice_version: noticeVersion(days, date),
        created_at: wallClock(date, random.int(420, Math.min(1380, Math.max(420, day.minutesOpen - 5)))),
      };
    });
  return [...accepted, ...declined];
}
