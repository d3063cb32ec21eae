import { randomUUID } from 'node:crypto';
import type { OrchestratorBody } from '../../functions/analytics-orchestrator/schema.ts';
import { analyticsEventNames } from '../../functions/_shared/visitor/eventNames.ts';

const pages = ['/welcome', '/ai-assessments', '/ai-survival-kit', '/advisory', '/ai-jobs-heatmap', '/contact'];
const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];
const voiceSessionId = '3f2b8c1e-6d4a-4b7e-9a51-0c2d8e7f6a19';
const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 1920, height: 1080 },
];

/** What the page adds to some events (the route, a link target, a role result, the voice conversation the function checks for). */
function extrasFor(name: string, path: string): Record<string, unknown> {
  if (name === 'route_access' || name === 'page_view') return { route: path, title: `Page ${path}` };
  if (name === 'cross_site_navigation') return { target: 'https://brand.example.test/books' };
  if (name === 'assessment_complete') return { role: 'product-manager', score: 72, level: 'adopter' };
  // The voice assistant's events name their conversation (eventPayloads.ts); a fixed id will do.
  if (name === 'elevenlabs_conversation_started') return { session_id: voiceSessionId };
  if (name === 'elevenlabs_conversation_ended') return { session_id: voiceSessionId, message_count: 4 };
  return {};
}

/**
 * `count` batches of `size` events each from one visitor per batch, cycling through the event
 * names, pages, browsers and screens the site sees: the same rows for the baseline and the product.
 */
export function ingestBatches(count: number, size: number, origin = 'https://strategist.example.test'): OrchestratorBody[] {
  const start = Date.parse('2026-11-20T10:00:00.000Z');
  return Array.from({ length: count }, (_, batch) => {
    const sessionId = `session-${randomUUID()}`;
    const events = Array.from({ length: size }, (_, index) => {
      const n = batch * size + index;
      const name = analyticsEventNames[n % analyticsEventNames.length] ?? 'page_view';
      const path = pages[n % pages.length] ?? '/welcome';
      const data = {
        ...extrasFor(name, path),
        sessionId,
        timestamp: new Date(start + n * 1000).toISOString(),
        url: `${origin}${path}`,
        userAgent: agents[batch % agents.length],
        viewport: viewports[batch % viewports.length],
      };
      return { event: name, data };
    });
    return { events, batchId: randomUUID(), timestamp: new Date(start + (batch + 1) * size * 1000).toISOString() };
  });
}
