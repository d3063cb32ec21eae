import { OpenAPIHono } from '@hono/zod-openapi';
import { partnerScopes } from '../credentials/partnerScopes.ts';
import { partnerOperations } from './operations.ts';

export const partnerApiVersion = '1.0.0';

/**
 * The OpenAPI 3.1 document of the partner API, generated from the schemas that validate its
 * requests (operations.ts): the function serves it at `/v1/openapi.json`, and the site renders
 * `/api-docs` from it at build, so neither can drift from what the function does. `serverUrl`
 * is where the function answers (`<SUPABASE_URL>/functions/v1/partner-api`).
 */
export function partnerApiDocument(serverUrl: string) {
  const app = new OpenAPIHono();
  const registry = app.openAPIRegistry;
  registry.registerComponent('securitySchemes', 'partnerKey', {
    type: 'http',
    scheme: 'bearer',
    description: `A partner key (\`sp_api_…\`) in \`Authorization: Bearer <key>\`. Scopes: ${Object.entries(partnerScopes)
      .map(([scope, sentence]) => `\`${scope}\` (${sentence})`)
      .join('; ')}.`,
  });
  for (const { route } of partnerOperations) registry.registerPath(route);
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Partner API',
      version: partnerApiVersion,
      description:
        'The data the owner shares with partners: the AI jobs data, assessment benchmarks per role, and published articles and episodes. Every error is an RFC 9457 problem document.',
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: 'AI jobs data', description: partnerScopes.jobs },
      { name: 'Assessment benchmarks', description: partnerScopes.benchmarks },
      { name: 'Published content', description: partnerScopes.content },
    ],
  });
}

export type PartnerApiDocument = ReturnType<typeof partnerApiDocument>;
