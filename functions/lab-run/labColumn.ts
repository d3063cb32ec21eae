import type { SupabaseClient } from '@supabase/supabase-js';
import type { ChatMessage } from '../_shared/ai/ports.ts';
import type { SiteSource } from '../_shared/ai/siteGuide.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';
import { fillPrompt } from '../_shared/lab/promptVariables.ts';
import { labLimits } from '../_shared/lab/labLimits.ts';
import type { ColumnFigures, ColumnStatus } from '../_shared/lab/labEvents.ts';
import type { LabRunBody } from './schema.ts';

export interface LabColumn {
  id: string;
  position: number;
  kind: 'model' | 'site_guide';
  model: string | null;
  temperature: number | null;
  max_output_tokens: number | null;
  /** The version's texts with their variables filled: the system text (when any), then the user text. */
  messages: ChatMessage[];
}

const columnFields = 'id, position, kind, model, temperature, max_output_tokens, status';

/** The column to answer, with its version's filled prompt: 404 when there is none, 409 once it has run, 400 when a variable has no value. */
export async function readColumn(client: SupabaseClient, body: LabRunBody): Promise<LabColumn> {
  const found = await client.from('lab_results').select(columnFields).eq('version_id', body.version_id).eq('position', body.position);
  if (found.error) throw databaseFailure('reading a lab column', found);
  const column = (found.data as (Omit<LabColumn, 'messages'> & { status: string })[])[0];
  if (!column) throw new FunctionError('not_found', `Version ${body.version_id} has no column ${body.position + 1}.`);
  if (column.status !== 'waiting')
    throw new FunctionError('conflict', `Column ${body.position + 1} of this version has already run; Run again makes a new version.`);
  const version = await client.from('lab_versions').select('system_text, user_text, variables').eq('id', body.version_id).single();
  if (version.error) throw databaseFailure('reading a lab version', version);
  const { system_text, user_text, variables } = version.data as {
    system_text: string;
    user_text: string;
    variables: Record<string, string>;
  };
  const system = fillPrompt(system_text, variables);
  const user = fillPrompt(user_text, variables);
  const missing = [...new Set([...system.missing, ...user.missing])];
  if (missing.length) throw new FunctionError('validation_failed', `Give a value to ${missing.map((name) => `{{${name}}}`).join(', ')}.`);
  const messages: ChatMessage[] = system.text.trim() ? [{ role: 'system', content: system.text }] : [];
  const { status: _status, ...settings } = column;
  return {
    ...settings,
    temperature: settings.temperature === null ? null : Number(settings.temperature),
    messages: [...messages, { role: 'user', content: user.text }],
  };
}

/** Takes the column for this answer, so two requests never answer it twice: 409 when another took it first. */
export async function claimColumn(client: SupabaseClient, column: LabColumn): Promise<void> {
  const taken = await client.from('lab_results').update({ status: 'running' }).eq('id', column.id).eq('status', 'waiting').select('id');
  if (taken.error) throw databaseFailure('starting a lab column', taken);
  if ((taken.data as unknown[]).length !== 1) throw new FunctionError('conflict', 'This column is already being answered.');
}

/** Gives the column back when its provider could not start: the page may try it again. */
export async function releaseColumn(client: SupabaseClient, column: LabColumn): Promise<void> {
  const released = await client.from('lab_results').update({ status: 'waiting' }).eq('id', column.id).eq('status', 'running');
  if (released.error) throw databaseFailure('giving back a lab column', released);
}

export interface ColumnOutcome extends ColumnFigures {
  status: ColumnStatus;
  label: string;
  output: string;
  error: string | null;
  sources: readonly SiteSource[];
  run_id: string | null;
}

export async function finishColumn(client: SupabaseClient, column: LabColumn, outcome: ColumnOutcome): Promise<void> {
  const row = { ...outcome, output: outcome.output.slice(0, labLimits.outputChars), error: outcome.error?.slice(0, 2000) ?? null };
  const finished = await client.from('lab_results').update(row).eq('id', column.id);
  if (finished.error) throw databaseFailure('keeping a lab answer', finished);
}
