import { z } from 'zod';
import { toolScopes } from '../tools/scopes.ts';
import { partnerScopes } from './partnerScopes.ts';

const credential = z.uuid();
const scopesOf = { mcp: Object.keys(toolScopes), api: Object.keys(partnerScopes) } as const;
const maxLifetimeDays = 730;

const create = z
  .strictObject({
    action: z.literal('create'),
    kind: z.enum(['mcp', 'api']),
    name: z.string().trim().min(1).max(120),
    partner: z.uuid().optional(),
    scopes: z.array(z.string()).min(1).max(30),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    ratePerMinute: z.number().int().min(1).max(10_000).optional(),
    monthlyQuota: z.number().int().min(1).max(100_000_000).optional(),
  })
  .superRefine((value, context) => {
    const unknown = value.scopes.filter((scope) => !(scopesOf[value.kind] as readonly string[]).includes(scope));
    if (unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['scopes'],
        message: `${unknown.join(', ')} is not a scope of ${value.kind} keys (${scopesOf[value.kind].join(', ')})`,
      });
    }
    if ((value.kind === 'api') !== (value.partner !== undefined)) {
      context.addIssue({ code: 'custom', path: ['partner'], message: 'a partner key names its partner, and an MCP token names none' });
    }
    if (value.kind === 'mcp' && value.monthlyQuota !== undefined) {
      context.addIssue({ code: 'custom', path: ['monthlyQuota'], message: 'only partner keys have a monthly quota' });
    }
    const expires = value.expiresAt ? Date.parse(value.expiresAt) : undefined;
    if (expires !== undefined && (expires <= Date.now() || expires > Date.now() + maxLifetimeDays * 86_400_000)) {
      context.addIssue({ code: 'custom', path: ['expiresAt'], message: `expected a time in the future, within ${maxLifetimeDays} days` });
    }
  });

/** What the admin may ask of the `credentials` function. */
export const credentialAction = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('describe') }),
  create,
  z.strictObject({ action: z.literal('rotate'), credential, overlapHours: z.number().int().min(0).max(720) }),
  z.strictObject({ action: z.literal('revoke'), credential }),
  z.strictObject({ action: z.literal('console') }),
  z.strictObject({ action: z.literal('switch'), tool: z.string().min(1).max(63), enabled: z.boolean() }),
]);

export type CredentialAction = z.infer<typeof credentialAction>;
export type CreateCredential = z.infer<typeof create>;
