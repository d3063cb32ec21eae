import { callAdminFunction } from '../kit/adminFunctions.ts';
import { checked, fields, flag, listOf, oneOf, recordOf, type ShapeOf, text } from '../kit/answerShape.ts';
import { type Credential, credential } from './credentialShapes.ts';

/**
 * The `credentials` function, the one way a page makes, rotates or revokes a credential, mints the
 * test console's token or switches an MCP tool: the secret exists only in these answers.
 */

const tool = fields({
  name: text,
  description: text,
  scopes: listOf(text),
  effect: oneOf(['read', 'write', 'send']),
  personalData: flag,
  enabled: flag,
  switchable: flag,
});
export type McpTool = ShapeOf<typeof tool>;
const described = fields({ toolScopes: recordOf(text), partnerScopes: recordOf(text), tools: listOf(tool) });
export type CredentialVocabulary = ShapeOf<typeof described>;

/** The scopes an MCP token and a partner key may hold, each with its sentence, and the MCP tools with their switches. */
export const describeCredentials = async (): Promise<CredentialVocabulary> =>
  checked(described, await callAdminFunction('credentials', { action: 'describe' }), 'the scopes and tools');

const made = fields({ credential, secret: text });
/** A credential just made, with its secret: shown once, never stored. */
export type MadeCredential = ShapeOf<typeof made>;

export interface NewCredential {
  kind: 'mcp' | 'api';
  name: string;
  partner?: string;
  scopes: string[];
  expiresAt?: string;
  ratePerMinute?: number;
  monthlyQuota?: number;
}

export const createCredential = async (settings: NewCredential): Promise<MadeCredential> =>
  checked(made, await callAdminFunction('credentials', { action: 'create', ...settings }), 'the new key');

/** A new key with the same settings; the old one keeps working for `overlapHours`, then expires. */
export const rotateCredential = async (id: string, overlapHours: number): Promise<MadeCredential & { previous: Credential }> =>
  checked(
    fields({ credential, secret: text, previous: credential }),
    await callAdminFunction('credentials', { action: 'rotate', credential: id, overlapHours }),
    'the rotated key',
  );

export const revokeCredential = async (id: string): Promise<Credential> =>
  checked(fields({ credential }), await callAdminFunction('credentials', { action: 'revoke', credential: id }), 'the revoked key')
    .credential;

/** A token for one test in the console, expiring within minutes, and the server's address. */
export const mintConsoleToken = async (): Promise<MadeCredential & { url: string }> =>
  checked(
    fields({ credential, secret: text, url: text }),
    await callAdminFunction('credentials', { action: 'console' }),
    'the console’s token',
  );

export const switchTool = async (name: string, enabled: boolean): Promise<McpTool[]> =>
  checked(fields({ tools: listOf(tool) }), await callAdminFunction('credentials', { action: 'switch', tool: name, enabled }), 'the tools')
    .tools;
