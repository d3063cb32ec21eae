import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import type { partnerScopes } from '../credentials/partnerScopes.ts';
import { benchmarkAnswer, benchmarksAnswer, roleParam } from './benchmarkSchemas.ts';
import { articlesAnswer, episodesAnswer } from './contentSchemas.ts';
import { jobGroupsAnswer, occupationAnswer, occupationsAnswer, occupationsQuery, pagingQuery } from './jobsSchemas.ts';
import { problemSchema } from './problem.ts';

const rateHeaders = {
  'RateLimit-Policy': { description: 'The key’s limit: `"minute";q=<calls>;w=60`.', schema: { type: 'string' as const } },
  RateLimit: {
    description: 'What is left of this minute: `"minute";r=<remaining>;t=<seconds to reset>`.',
    schema: { type: 'string' as const },
  },
};
const problem = (description: string, headers: Record<string, { description: string; schema: { type: 'string' } }> = {}) => ({
  description,
  headers,
  content: { 'application/problem+json': { schema: problemSchema } },
});
const ok = (description: string, schema: z.ZodType) => ({ description, headers: rateHeaders, content: { 'application/json': { schema } } });

/** What every keyed operation may answer besides its own success and 404. */
const refusals = {
  400: problem('A parameter is not valid: `detail` names it, what was received and what was expected.', rateHeaders),
  401: problem('No key, or a key that is malformed, unknown, revoked or expired.', {
    'WWW-Authenticate': {
      description: '`Bearer realm="partner-api"`, with `error="invalid_token"` when a key was sent.',
      schema: { type: 'string' },
    },
  }),
  403: problem('The key does not grant the operation’s scope.', rateHeaders),
  413: problem('The request carries a body; no operation reads one.'),
  429: problem('Too many calls in this minute, or the month’s quota is used up.', {
    ...rateHeaders,
    'Retry-After': { description: 'Seconds until the key may call again.', schema: { type: 'string' } },
  }),
  500: problem('Something failed on our side; the call may be retried.'),
};
const notFound = (what: string) => ({ 404: problem(`No ${what} has this id.`, rateHeaders) });

export type PartnerScope = keyof typeof partnerScopes;

type OperationRoute = RouteConfig & { operationId: string; description: string };

export interface PartnerOperation<Route extends OperationRoute = OperationRoute> {
  scope: PartnerScope;
  route: Route;
}

/** An operation's route as the document shows it: its scope said in its description and as `x-scope`. */
const operation = <Route extends OperationRoute>(scope: PartnerScope, route: Route): PartnerOperation<Route> => ({
  scope,
  route: createRoute({
    ...route,
    description: `${route.description} Needs a key with the \`${scope}\` scope.`,
    security: [{ partnerKey: [] }],
    'x-scope': scope,
  }),
});

export const listJobGroups = operation('jobs', {
  operationId: 'listJobGroups',
  method: 'get',
  path: '/v1/jobs/groups',
  tags: ['AI jobs data'],
  summary: 'The 22 occupation groups',
  description: 'Every SOC major group with its employment, median wage and employment-weighted AI exposure scores.',
  responses: { 200: ok('The groups, by code.', jobGroupsAnswer), ...refusals },
});

export const listOccupations = operation('jobs', {
  operationId: 'listOccupations',
  method: 'get',
  path: '/v1/jobs/occupations',
  tags: ['AI jobs data'],
  summary: 'Occupations, filtered, sorted and paged',
  description: 'The 785 scored occupations, filtered by group and by text in the title.',
  request: { query: occupationsQuery },
  responses: { 200: ok('One page of occupations.', occupationsAnswer), ...refusals },
});

export const getOccupation = operation('jobs', {
  operationId: 'getOccupation',
  method: 'get',
  path: '/v1/jobs/occupations/{socCode}',
  tags: ['AI jobs data'],
  summary: 'One occupation',
  description: 'One occupation by its 2018 SOC code.',
  request: {
    params: z.object({
      socCode: z
        .string()
        .regex(/^\d{2}-\d{4}$/, 'expected a 2018 SOC code like 15-1252')
        .openapi({ param: { name: 'socCode', in: 'path' }, example: '15-1252' }),
    }),
  },
  responses: { 200: ok('The occupation.', occupationAnswer), ...notFound('occupation'), ...refusals },
});

export const listBenchmarks = operation('benchmarks', {
  operationId: 'listBenchmarks',
  method: 'get',
  path: '/v1/benchmarks/roles',
  tags: ['Assessment benchmarks'],
  summary: 'Benchmarks of every role with ten people or more',
  description: 'Aggregates of the role assessments, refreshed at most once a day; a role with fewer than ten people is not listed.',
  responses: { 200: ok('The roles’ benchmarks, by role id.', benchmarksAnswer), ...refusals },
});

export const getBenchmark = operation('benchmarks', {
  operationId: 'getBenchmark',
  method: 'get',
  path: '/v1/benchmarks/roles/{roleId}',
  tags: ['Assessment benchmarks'],
  summary: 'One role’s benchmark',
  description: 'One role’s aggregates; 404 for a role with fewer than ten people.',
  request: { params: roleParam },
  responses: { 200: ok('The role’s benchmark.', benchmarkAnswer), ...notFound('benchmark'), ...refusals },
});

export const listArticles = operation('content', {
  operationId: 'listArticles',
  method: 'get',
  path: '/v1/content/articles',
  tags: ['Published content'],
  summary: 'Published articles, newest first',
  description: 'The articles published on the site, with their Markdown.',
  request: { query: z.object(pagingQuery) },
  responses: { 200: ok('One page of articles.', articlesAnswer), ...refusals },
});

export const listEpisodes = operation('content', {
  operationId: 'listEpisodes',
  method: 'get',
  path: '/v1/content/episodes',
  tags: ['Published content'],
  summary: 'Published podcast episodes, newest first',
  description: 'The episodes published on the site, with their audio and show notes.',
  request: { query: z.object(pagingQuery) },
  responses: { 200: ok('One page of episodes.', episodesAnswer), ...refusals },
});

/** Every operation of `/v1`, with the scope its key needs: the handler serves these, the reference documents them. */
export const partnerOperations: readonly PartnerOperation[] = [
  listJobGroups,
  listOccupations,
  getOccupation,
  listBenchmarks,
  getBenchmark,
  listArticles,
  listEpisodes,
];
