import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import type { MailSender } from '../email/mail.ts';
import type { ToolScope } from './scopes.ts';

/**
 * What a tool does to the world: `read` changes nothing; `write` changes the owner's data;
 * `send` reaches a person outside (a mail, a published page) and always waits for the owner.
 */
export type ToolEffect = 'read' | 'write' | 'send';

/** Whom a tool acts for and with what: given by the surface that calls it (the chat, a run, the API). */
export interface ToolContext {
  /**
   * The database: the admin's own session (their token, under RLS), or the service role of the
   * runner. Either way each tool's SQL asks first whether its user is the admin.
   */
  db: SupabaseClient;
  /** The run's starter, which the service role must name; null when the session itself is the user. */
  starter: string | null;
  /** One per call that must not happen twice: the run step's key. A write's outcome is kept under it; a send's mail carries it. */
  idempotencyKey?: string;
  /** How a `send` tool's mail goes; a surface that offers no send gives none. */
  mail?: MailSender;
  signal?: AbortSignal;
}

/** A tool, defined once and adapted to every surface (the AI SDK, MCP, the partner API). */
export interface ToolDefinition<Input = unknown, Output = unknown> {
  /** snake_case, as models and MCP clients call it. */
  name: string;
  /** What it does and when to use it, written for a model choosing among tools. */
  description: string;
  input: z.ZodType<Input>;
  output: z.ZodType<Output>;
  scopes: readonly ToolScope[];
  effect: ToolEffect;
  /** It answers with people's personal data (leads, subscribers, messages): off on the MCP server until the owner turns it on. */
  personalData?: true;
  /** The work, given input already checked against `input`; its answer is checked against `output`. */
  run(input: Input, context: ToolContext): Promise<unknown>;
}

/** Keeps a tool's input and output types tied to its schemas. */
export const defineTool = <Input, Output>(tool: ToolDefinition<Input, Output>): ToolDefinition<Input, Output> => tool;
