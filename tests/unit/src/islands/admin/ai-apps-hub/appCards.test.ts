import { describe, expect, it } from 'vitest';
import { functionApps, type Workflow } from '../../../../../../src/islands/admin/ai-apps-hub/aiApps.ts';
import type { AiApps } from '../../../../../../src/islands/admin/ai-apps-hub/aiAppsApi.ts';
import { appCards } from '../../../../../../src/islands/admin/ai-apps-hub/appCards.ts';
import type { AiStatus } from '../../../../../../src/islands/admin/kit/aiStatus.ts';
import { routes } from '../../../../../../src/lib/routes/index.ts';

const off = { configured: false, label: null };
const noProvider: AiStatus = {
  chat: off,
  speechToText: off,
  textToSpeech: off,
  image: off,
  voices: [],
  dailyCalls: { perUser: 100, everyone: 2000 },
};
const everyProvider: AiStatus = {
  ...noProvider,
  chat: { configured: true, label: 'openai-compatible · fake-chat' },
  speechToText: { configured: true, label: 'openai · fake-transcribe' },
  textToSpeech: { configured: true, label: 'openai · fake-speech' },
  image: { configured: true, label: 'openai · fake-image' },
};
const workflows: Workflow[] = [
  { name: 'brief-from-signals', title: 'Brief from signals', description: 'A brief draft.', startable: true, model: null },
  {
    name: 'coordinated-piece',
    title: 'Coordinated piece',
    description: 'Agents.',
    startable: true,
    model: 'openai-compatible · fake-chat',
  },
];
const apps = (status: AiStatus): AiApps => ({
  status,
  workflows,
  figures: {
    functions: [{ name: 'ai-chat', calls: 1234, refused: 2, failed: 1, p95_ms: 1850, last_at: '2026-11-28T10:00:00Z' }],
    workflows: [{ name: 'brief-from-signals', runs: 3, failed: 1, p95_ms: 2900, last_at: '2026-11-28T09:00:00Z' }],
    quota: { day: '2026-11-28', everyone: 7, yours: 3 },
  },
});
const card = (cards: ReturnType<typeof appCards>, key: string) => cards.find((candidate) => candidate.key === key);

describe('the AI apps hub’s cards', () => {
  it('draws each application of the table, then each workflow, each linking to a page of the route table', () => {
    const cards = appCards(apps(noProvider));
    expect(cards.map((entry) => entry.key)).toEqual([
      'function:voice-conversation',
      'function:ai-chat',
      'function:voice-to-text',
      'function:text-to-speech',
      'function:image-generate',
      'function:lab-run',
      'workflow:brief-from-signals',
      'workflow:coordinated-piece',
    ]);
    const paths = new Set(routes.map((route) => route.path));
    for (const entry of cards) expect(paths.has(entry.page), entry.page).toBe(true);
    expect(card(cards, 'workflow:coordinated-piece')?.page).toBe('/enhanced-agent-coordination');
    expect(new Set(functionApps.map((app) => app.operation)).size).toBe(functionApps.length);
  });

  it('says the honest default where no provider is set, and that such a call is free', () => {
    const cards = appCards(apps(noProvider));
    expect(card(cards, 'function:voice-conversation')?.answeredBy.map((answerer) => `${answerer.part}: ${answerer.by}`)).toEqual([
      'Answers: The site guide, no model (set AI_CHAT_PROVIDER)',
      'Hears: Typed messages only (set AI_STT_PROVIDER)',
      'Speaks: The browser’s offline voice (set AI_TTS_PROVIDER)',
    ]);
    expect(card(cards, 'function:image-generate')?.answeredBy[0]?.by).toBe(
      'The template composer in your browser, no model (set AI_IMAGE_PROVIDER)',
    );
    expect(card(cards, 'workflow:brief-from-signals')?.answeredBy[0]?.by).toBe('Its own rules, no model');
    expect(cards.filter((entry) => entry.quota !== 'free').map((entry) => entry.key)).toEqual(['workflow:coordinated-piece']);
  });

  it('names the provider where one is set; every provider call counts against the quota, a workflow agent’s model turns too', () => {
    const cards = appCards(apps(everyProvider));
    expect(card(cards, 'function:ai-chat')?.answeredBy).toEqual([{ part: 'Answers', by: 'openai-compatible · fake-chat', provider: true }]);
    expect(card(cards, 'function:text-to-speech')?.answeredBy[0]?.by).toBe('openai · fake-speech');
    expect(card(cards, 'function:image-generate')?.answeredBy).toEqual([{ part: 'Draws', by: 'openai · fake-image', provider: true }]);
    expect(cards.map((entry) => entry.quota)).toEqual([
      'counted',
      'counted',
      'counted',
      'counted',
      'counted',
      'counted',
      'free',
      'counted',
    ]);
  });

  it('shows the figures of the last 24 hours, and zeros and the never-used text where there are none', () => {
    const cards = appCards(apps(noProvider));
    expect(card(cards, 'function:ai-chat')).toMatchObject({
      lastAt: '2026-11-28T10:00:00Z',
      figures: [
        ['Calls', '1,234'],
        ['Errors', '3 (2 refused, 1 failed)'],
        ['p95 duration', '1.9 s'],
      ],
    });
    expect(card(cards, 'function:voice-to-text')).toMatchObject({
      lastAt: null,
      neverUsed: 'Not in the last 30 days',
      figures: [
        ['Calls', '0'],
        ['Errors', '0'],
        ['p95 duration', 'No calls'],
      ],
    });
    expect(card(cards, 'workflow:brief-from-signals')?.figures).toEqual([
      ['Runs', '3'],
      ['Failed', '1'],
      ['p95 run time', '2.9 s'],
    ]);
    expect(card(cards, 'workflow:coordinated-piece')).toMatchObject({ lastAt: null, neverUsed: 'Never run' });
  });
});
