import { addDays } from '../../src/lib/ownerDays.ts';
import { wallClock } from './sampleCalendar.ts';
import type { SeededRandom } from './seededRandom.ts';

/**
 * Conversations sample users had with the voice assistant, so /voice-conversation lists past
 * sessions. They belong to sample users and go with them when the sample data is removed (cascade);
 * recent, so the 90-day retention keeps them while the demo is looked at.
 */
export function sampleConversations(today: string, users: readonly { id: string }[], random: SeededRandom) {
  const at = (daysFromToday: number, minutes: number, seconds = 0) => wallClock(addDays(today, daysFromToday), minutes, seconds);
  const talks = [
    {
      daysFromToday: -3,
      minutes: 610,
      source: { title: 'AI assessments', url: '/ai-assessments' },
      turns: [
        ['user', 'Which assessment fits a marketing manager?'],
        ['assistant', 'The marketing role assessment: twelve questions on the tools and habits of your team.'],
        ['user', 'How long does it take?'],
        ['assistant', 'About ten minutes. Your answers stay in your browser unless you sign in.'],
      ],
    },
    {
      daysFromToday: -1,
      minutes: 840,
      source: { title: 'AI survival kit', url: '/ai-survival-kit' },
      turns: [
        ['user', 'What does the survival kit cover?'],
        ['assistant', 'Prompts, checklists and a plan for the first month of using AI at work.'],
      ],
    },
  ] as const;
  return talks.map((talk, index) => {
    return {
      id: random.uuid(),
      user_id: (users[index % users.length] as { id: string }).id,
      created_at: at(talk.daysFromToday, talk.minutes),
      ended_at: at(talk.daysFromToday, talk.minutes + talk.turns.length),
      messages: talk.turns.map(([role, text], turn) => ({
        role,
        text,
        sources: role === 'assistant' ? [talk.source] : [],
        created_at: at(talk.daysFromToday, talk.minutes + turn, 30),
      })),
    };
  });
}
