import { randomUUID } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerOperations } from '../../../functions/_shared/partner-api/operations.ts';
import { loadAssessment } from '../../unit/support/assessmentContent.ts';
import { backendStartTimeout } from '../support/backend.ts';
import { type ClockedBackend, startClockedBackend, stopClockedBackend } from '../support/clock.ts';
import { partnerKeys } from './partnerKeys.ts';

/**
 * The partner API as a partner meets it: the document, every operation it lists answered as it
 * says, scopes, the per-minute limit, revocation, and the benchmarks' floor of ten people and
 * their daily snapshot.
 */
let clocked: ClockedBackend;
let keys: { secrets: string[]; ids: string[] };
const [everything, benchmarksOnly, sixtyPerMinute] = [0, 1, 2];
const day = 24 * 60 * 60_000;

const call = (path: string, secret?: string) =>
  fetch(`${clocked.test.url}/functions/v1/partner-api${path}`, { headers: secret ? { Authorization: `Bearer ${secret}` } : {} });

/** People who took the CEO assessment, each answering every question with the first option (score 0) or the last (100). */
async function ceoResults(lowest: number, highest: number) {
  const ceo = loadAssessment('ceo');
  const answers = (last: boolean) =>
    Object.fromEntries(ceo.questions.map((question) => [question.id, last ? question.options.length - 1 : 0]));
  const db = clocked.test.backend.deps.db;
  for (const last of [...Array(lowest).fill(false), ...Array(highest).fill(true)] as boolean[]) {
    const { rows } = await db.query<{ id: string }>(`insert into auth.users (email) values ($1) returning id`, [
      `${randomUUID()}@example.test`,
    ]);
    await db.query(
      `insert into public.assessment_results (user_id, client_result_id, role_id, content_version, overall_score, level, dimension_scores, answers)
       values ($1, $2, 'ceo', 'fnv1a-00000000', 50, 'Leading', '{}', $3)`,
      [rows[0]?.id, randomUUID(), JSON.stringify(answers(last))],
    );
  }
}

beforeAll(async () => {
  clocked = await startClockedBackend();
  keys = await partnerKeys(clocked.test, [
    { scopes: ['jobs', 'benchmarks', 'content'] },
    { scopes: ['benchmarks'] },
    { scopes: ['jobs'], ratePerMinute: 60 },
  ]);
  await clocked.test.backend.deps.db.exec(`
    insert into public.articles (slug, title, summary, body_md, status, published_at) values ('shared-piece', 'A shared piece', 'Why.', '# Why', 'published', now());
    insert into public.articles (slug, title, status) values ('a-draft', 'A draft', 'draft');
    insert into public.podcast_episodes (slug, title, audio_url, audio_type, audio_bytes, duration_seconds, status, published_at)
      values ('first-episode', 'The first episode', 'https://cdn.example.test/1.mp3', 'audio/mpeg', 1000, 60.5, 'published', now());`);
  await ceoResults(3, 9);
}, backendStartTimeout);
afterAll(() => stopClockedBackend(clocked));

describe('the partner API', () => {
  it('publishes a valid OpenAPI 3.1 document, and answers every operation in it as documented', async () => {
    const document = (await (await call('/v1/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
    };
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    const listed = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(listed.map((operation) => operation.operationId).sort()).toEqual(partnerOperations.map(({ route }) => route.operationId).sort());
    for (const { route } of partnerOperations) {
      const path = route.path.replace('{socCode}', '15-1252').replace('{roleId}', 'ceo');
      const answer = await call(path, keys.secrets[everything]);
      const documented = listed.find((operation) => operation.operationId === route.operationId)?.responses ?? {};
      expect(Object.keys(documented), `${route.operationId} answered ${answer.status}`).toContain(String(answer.status));
      expect(answer.headers.get('RateLimit-Policy')).toBe('"minute";q=1000;w=60');
      const schema = (
        route.responses[answer.status] as {
          content: Record<string, { schema: { safeParse(value: unknown): { success: boolean; error?: unknown } } }>;
        }
      ).content[answer.headers.get('content-type')?.split(';')[0] ?? '']?.schema;
      const parsed = schema?.safeParse(await answer.json());
      expect(parsed?.success, `${route.operationId}: ${JSON.stringify(parsed?.error)}`).toBe(true);
    }
  });

  it('carries the attribution with the jobs data, filters, sorts and pages occupations', async () => {
    const answer = await call('/v1/jobs/occupations?group=15-0000&q=analyst&sort=-gpt4Beta&limit=2', keys.secrets[everything]);
    const body = (await answer.json()) as {
      data: { title: string; gpt4Beta: number }[];
      page: { total: number };
      attribution: { license: string }[];
    };
    expect(answer.status).toBe(200);
    expect(body.page.total).toBeGreaterThan(2);
    expect(body.data).toHaveLength(2);
    expect(body.data.every((occupation) => /analyst/i.test(occupation.title))).toBe(true);
    expect(body.data[0]!.gpt4Beta).toBeGreaterThanOrEqual(body.data[1]!.gpt4Beta);
    expect(body.attribution.map((source) => source.license)).toEqual(['CC BY 4.0', 'MIT', 'Public domain (U.S. Government work)']);
  });

  it('lists only published pieces', async () => {
    const body = (await (await call('/v1/content/articles', keys.secrets[everything])).json()) as { data: { slug: string }[] };
    expect(body.data.map((article) => article.slug)).toEqual(['shared-piece']);
  });

  it('refuses a key without the scope with a 403 problem document', async () => {
    const answer = await call('/v1/jobs/occupations', keys.secrets[benchmarksOnly]);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toBe('application/problem+json');
    expect(await answer.json()).toMatchObject({
      status: 403,
      code: 'missing_scope',
      title: expect.any(String),
      type: expect.stringContaining('/api-docs#'),
    });
  });

  it('shows a role from ten people, rounded, and takes its figures again only a day later', async () => {
    const benchmark = async () =>
      ((await (await call('/v1/benchmarks/roles/ceo', keys.secrets[benchmarksOnly])).json()) as { data: unknown }).data;
    const levels = (shares: number[]) => loadAssessment('ceo').levels.map((level, index) => ({ level: level.name, share: shares[index] }));
    // The backend took the day's snapshot as it started, before these people took the assessment.
    expect((await call('/v1/benchmarks/roles/ceo', keys.secrets[benchmarksOnly])).status).toBe(404);
    await clocked.clock.advance(day + 60_000);
    expect(await benchmark()).toMatchObject({
      people: 10,
      average: 75,
      lowerQuartile: 75,
      median: 100,
      upperQuartile: 100,
      levels: levels([25, 0, 0, 0, 75]),
    });
    await ceoResults(5, 0);
    expect(await benchmark(), 'within a day, the snapshot stands').toMatchObject({ people: 10, average: 75 });
    await clocked.clock.advance(day + 60_000);
    expect(await benchmark(), 'a day later').toMatchObject({
      people: 10,
      average: 53,
      lowerQuartile: 0,
      median: 100,
      levels: levels([45, 0, 0, 0, 55]),
    });
    expect((await call('/v1/benchmarks/roles/cfo', keys.secrets[benchmarksOnly])).status, 'a role under ten people').toBe(404);
  });

  it('answers the 61st request of a minute on a 60-per-minute key with a 429 and Retry-After', async () => {
    await clocked.clock.startNextHour();
    const statuses: number[] = [];
    for (let index = 0; index < 60; index += 1) statuses.push((await call('/v1/jobs/groups', keys.secrets[sixtyPerMinute])).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const limited = await call('/v1/jobs/groups', keys.secrets[sixtyPerMinute]);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(limited.headers.get('RateLimit')).toMatch(/^"minute";r=0;t=\d+$/);
    expect(await limited.json()).toMatchObject({ status: 429, code: 'rate_limited' });
  });

  it('refuses a revoked key at once', async () => {
    expect((await call('/v1/jobs/groups', keys.secrets[everything])).status).toBe(200);
    await clocked.test.backend.deps.db.query('update public.credentials set revoked_at = now() where id = $1', [keys.ids[everything]]);
    const answer = await call('/v1/jobs/groups', keys.secrets[everything]);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('WWW-Authenticate')).toBe('Bearer realm="partner-api", error="invalid_token"');
    expect(await answer.json()).toMatchObject({ status: 401, code: 'invalid_key' });
  });
});
