import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sitePassagesFile } from '../../../../integrations/builtFiles.ts';
import type { SitePassages } from '../../../../server/db/sitePassages.ts';
import type { TestBackend } from '../../support/backend.ts';
import type { TestUser } from '../../support/users.ts';

/**
 * A few passages of the kind the build writes, with the kit's safe-use and starter-plan text
 * and passages of other pages that the question should rank below them. The real build's
 * passages and their ranking are checked by tests/build/sitePassages.test.ts.
 */
export const samplePassages: SitePassages = [
  {
    title: 'Safe-use checklist',
    page_title: 'AI Confidence Kit',
    url: '/ai-survival-kit#safe-use-title',
    text: 'Never paste passwords, health details or confidential business information into a tool your organisation has not approved for it. Check the data settings of every AI tool you use. Verify facts, figures and links against a source you trust before you use them at work.',
  },
  {
    title: 'Your 7-day starter plan',
    page_title: 'AI Confidence Kit',
    url: '/ai-survival-kit#plan-title',
    text: '7 short steps, about 15 minutes a day. Day 1: Choose one assistant and check its settings. Pick one AI assistant your workplace allows and start with a task you know well.',
  },
  {
    title: 'Who it is for',
    page_title: 'Advisory',
    url: '/advisory#audience-title',
    text: 'Leadership teams of organisations from about fifty to a few thousand people, public or private, who want to use AI deliberately rather than by accident.',
  },
  {
    title: 'Sources, licenses and caveats',
    page_title: 'AI jobs impact heatmap',
    url: '/ai-jobs-heatmap#exposure-sources-title',
    text: 'These are measures of exposure and applicability, not forecasts of job loss.',
  },
];

/** A dist/ holding only the passages file, for a backend to load at start. */
export function distWithPassages(passages: SitePassages = samplePassages): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-passages-'));
  mkdirSync(dirname(join(dir, sitePassagesFile)), { recursive: true });
  writeFileSync(join(dir, sitePassagesFile), JSON.stringify(passages));
  return dir;
}

/** One voice-conversation call as the browser makes it, with the user's token; the answer's status and JSON. */
export async function converse(test: TestBackend, user: TestUser | null, body: unknown) {
  const response = await fetch(`${test.url}/functions/v1/voice-conversation`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user?.accessToken ?? test.anonKey}`, apikey: test.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
}

export async function storedMessages(test: TestBackend, sessionId: string) {
  const { rows } = await test.backend.deps.db.query<{ role: string; text: string; sources: unknown }>(
    'select role, text, sources from public.voice_messages where session_id = $1 order by id',
    [sessionId],
  );
  return rows;
}
