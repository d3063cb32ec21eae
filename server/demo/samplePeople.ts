/**
 * The people behind the sample figures: newsletter subscribers in every state, contact messages
 * (each becomes a lead through the messages' own trigger), sample accounts with assessment
 * results scored by the site's own scoring, and the owner's tasks. Every address is on the
 * reserved example.com domain, so no sample row can reach a real inbox.
 */
import { parseAssessment } from '../../src/lib/assessments/validate.ts';
import { scoreAssessment } from '../../src/lib/assessments/scoring.ts';
import type { Assessment } from '../../src/lib/assessments/contentSchema.ts';
import { contentVersion } from '../../src/lib/assessments/results/contentVersion.ts';
import type { ResultRow } from '../../src/lib/assessments/results/resultRow.ts';
import { addDays } from '../../src/lib/ownerDays.ts';
import { wallClock, type SampleDay } from './sampleCalendar.ts';
import type { SeededRandom } from './seededRandom.ts';

const firstNames = [
  'Aino',
  'Mateo',
  'Priya',
  'Lena',
  'Tom',
  'Sofia',
  'Kwame',
  'Hanna',
  'Jonas',
  'Mei',
  'Oskar',
  'Fatima',
  'Elias',
  'Clara',
  'Ravi',
  'Noor',
];
const lastNames = [
  'Virtanen',
  'García',
  'Nair',
  'Schmidt',
  'Baker',
  'Rossi',
  'Mensah',
  'Korhonen',
  'Berg',
  'Chen',
  'Lindqvist',
  'Haddad',
  'Novak',
  'Dubois',
  'Iyer',
  'Jansen',
];

const messages = [
  [
    'Advisory for our leadership team',
    'We are a 200-person logistics company and our leadership team wants a half-day session on where generative AI fits our operations. Could we talk about format and dates?',
  ],
  [
    'Keynote request',
    'We are organising a regional innovation forum in spring and would love you to give the opening keynote on AI confidence. What would you need from us?',
  ],
  [
    'Podcast interview',
    'I host a podcast on the future of work and would like to invite you for an episode about the role assessments. Are you available next month?',
  ],
  [
    'AI readiness for a public agency',
    'Our agency is drafting its AI guidelines. We would value an outside view on staff readiness and training. Do you take on public-sector work?',
  ],
  [
    'Workshop after the assessment',
    'Several of our managers took the assessment and the results were eye-opening. Could you run a workshop on the weakest dimensions?',
  ],
  [
    'Board briefing',
    'Our board has asked for a one-hour briefing on AI risks and opportunities for a mid-sized insurer. Would that be something you do?',
  ],
  [
    'Partnership idea',
    'We run a training platform for finance teams and see a good fit with your AI Confidence Kit. Happy to explore a partnership.',
  ],
  ['Question about the kit', 'Is the AI Confidence Kit available in Finnish or Swedish? Our team would use it in a pilot.'],
  ['Guest lecture', 'Would you give a guest lecture to our executive MBA class on innovation strategy in the age of AI?'],
  [
    'Speaking at a client event',
    'We host a client breakfast in March for about 60 CFOs. A 30-minute talk on practical AI in finance would be ideal.',
  ],
  ['Strategy sprint', 'Our product team needs help prioritising AI use cases for the next year. Do you run strategy sprints?'],
  ['Media request', 'I am writing an article on AI skills in European companies and would like a short comment from you this week.'],
] as const;

export interface SampleSubscriber {
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token_hash: string | null;
  unsubscribe_token_hash: string;
  last_mail_sent_at: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/** Subscribers through the period: most confirmed, some still pending, a few gone again. */
export function sampleSubscribers(days: readonly SampleDay[], random: SeededRandom): SampleSubscriber[] {
  return Array.from({ length: 140 }, (_, index) => {
    const day = random.pick(days.filter((candidate) => candidate.minutesOpen > 600));
    const minute = random.int(420, Math.min(1300, day.minutesOpen - 120));
    const status = random.weighted([
      ['confirmed', 70],
      ['pending', 18],
      ['unsubscribed', 12],
    ] as const);
    const confirmedMinute = minute + random.int(2, 90);
    return {
      email: `reader-${String(index + 1).padStart(3, '0')}@example.com`,
      status,
      confirm_token_hash: status === 'unsubscribed' ? null : random.hex(32),
      unsubscribe_token_hash: random.hex(32),
      last_mail_sent_at: wallClock(day.date, minute, 5),
      created_at: wallClock(day.date, minute),
      confirmed_at: status === 'pending' ? null : wallClock(day.date, confirmedMinute),
      unsubscribed_at: status === 'unsubscribed' ? wallClock(laterDate(days, day, random), random.int(420, 600)) : null,
    };
  });
}

function laterDate(days: readonly SampleDay[], day: SampleDay, random: SeededRandom): string {
  const later = days.filter((candidate) => candidate.index > day.index && candidate.minutesOpen >= 1440);
  return later.length > 0 ? random.pick(later).date : day.date;
}

export interface SampleMessage {
  name: string;
  email: string;
  message: string;
  created_at: string;
  handled: boolean;
}

/** A dozen messages; the older ones answered, the newest few waiting. */
export function sampleMessages(days: readonly SampleDay[], random: SeededRandom): SampleMessage[] {
  const past = days.filter((day) => day.minutesOpen >= 1440);
  return messages.map(([subject, body], index) => {
    const day = past[Math.round(((index + 1) * (past.length - 1)) / messages.length)] as SampleDay;
    // Twelve different people: first and last names taken in turn, never the same pair twice.
    const name = `${firstNames[index % firstNames.length]} ${lastNames[(index * 5 + 3) % lastNames.length]}`;
    return {
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
      message: `${subject}\n\n${body}`,
      created_at: wallClock(day.date, random.int(480, 1140)),
      handled: index < messages.length - 4,
    };
  });
}

export interface SampleUser {
  id: string;
  email: string;
  created_at: string;
}

/** A result as a reader's browser sends it, with the owner and the time the server would have set. */
export interface SampleResult extends ResultRow {
  user_id: string;
  completed_at: string;
}

/** Sample accounts, each with one to three results across the roles, scored as the site scores them. */
export function sampleResults(days: readonly SampleDay[], assessments: ReadonlyMap<string, Assessment>, random: SeededRandom) {
  const roles = [...assessments.keys()].sort();
  const past = days.filter((day) => day.minutesOpen >= 1440);
  const users: SampleUser[] = [];
  const results: SampleResult[] = [];
  for (let index = 0; index < 48; index += 1) {
    const joined = random.pick(past);
    const user = {
      id: random.uuid(),
      email: `sample-user-${String(index + 1).padStart(2, '0')}@example.com`,
      created_at: wallClock(joined.date, random.int(420, 1300)),
    };
    users.push(user);
    for (let count = random.int(1, 3), taken = 0; taken < count; taken += 1) {
      // Each account's first result takes the roles in turn, so every role has results.
      const roleId = taken === 0 ? (roles[index % roles.length] as string) : random.pick(roles);
      const assessment = assessments.get(roleId) as Assessment;
      // Leaning towards the middle options, as real answers do.
      const answers = Object.fromEntries(
        assessment.questions.map((question) => [
          question.id,
          Math.min(question.options.length - 1, Math.max(0, Math.round((question.options.length - 1) * (0.2 + 0.6 * random.next())))),
        ]),
      );
      const scored = scoreAssessment(assessment, answers);
      const day = random.pick(past.filter((candidate) => candidate.date >= joined.date));
      results.push({
        user_id: user.id,
        client_result_id: random.uuid(),
        role_id: roleId,
        content_version: contentVersion(assessment),
        overall_score: scored.overall,
        level: scored.level.name,
        dimension_scores: Object.fromEntries(scored.dimensions.map((dimension) => [dimension.id, dimension.score])),
        answers,
        completed_at: wallClock(day.date, random.int(420, 1380)),
      });
    }
  }
  return { users, results };
}

/** Reads the role assessments the site is built from. */
export function readAssessments(files: ReadonlyMap<string, unknown>): Map<string, Assessment> {
  return new Map([...files].map(([name, data]) => [name.replace(/\.json$/, ''), parseAssessment(name, data)]));
}

export interface SampleTask {
  title: string;
  notes: string;
  due_on: string | null;
  done_at: string | null;
  created_at: string;
  /** A task made from a signal ("review this signal"). */
  signal_id?: string;
}

/** The owner's to-dos: a few done, some due this week, one overdue, one without a date. */
export function sampleTasks(today: string): SampleTask[] {
  const task = (title: string, notes: string, dueIn: number | null, doneDaysAgo: number | null): SampleTask => ({
    title,
    notes,
    due_on: dueIn === null ? null : addDays(today, dueIn),
    done_at: doneDaysAgo === null ? null : wallClock(addDays(today, -doneDaysAgo), 600),
    created_at: wallClock(addDays(today, -14), 540),
  });
  return [
    task('Send the workshop proposal to the logistics company', 'Half-day format, two dates in January.', -2, null),
    task('Prepare the keynote outline for the innovation forum', '', 0, null),
    task('Reply to the podcast invitation', 'Suggest the role assessments as the episode topic.', 1, null),
    task('Review the newsletter draft on AI confidence', '', 3, null),
    task('Update the advisory page with the new case study', '', 9, null),
    task('Collect questions from the board briefing', '', null, null),
    task('Book the call with the training platform', 'Partnership idea from the contact form.', -6, 5),
    task('Thank the MBA class for the invitation', '', -10, 9),
  ];
}
