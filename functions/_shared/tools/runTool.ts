import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../databaseFailure.ts';
import { FunctionError } from '../errors.ts';
import { describeIssues } from '../http/requestBody.ts';
import type { ToolContext, ToolDefinition } from './toolDefinition.ts';

/**
 * Calls a tool as every surface must: the input checked against its schema (400 that says what
 * was wrong, nothing done), the work, then the answer checked against the output schema, so a
 * change in the SQL that breaks the promised shape fails here rather than in a model's prompt.
 */
export async function runTool<Input, Output>(tool: ToolDefinition<Input, Output>, input: unknown, context: ToolContext): Promise<Output> {
  const parsed = tool.input.safeParse(input);
  if (!parsed.success) {
    throw new FunctionError('validation_failed', `The input of ${tool.name} is invalid: ${describeIssues(parsed.error.issues)}.`);
  }
  const answer = tool.output.safeParse(await tool.run(parsed.data, context));
  if (!answer.success) throw new Error(`${tool.name} answered outside its output schema: ${describeIssues(answer.error.issues)}`);
  return answer.data;
}

/**
 * One tool's database function (`public.tool_*`), for the context's user: the service role names
 * the run's starter, a session is its own user. The function refuses anyone who is not the admin
 * (42501, a 403 here) before it reads anything; a conflict it raises (PT409) is a 409.
 */
export async function callToolFunction(
  context: Pick<ToolContext, 'db' | 'starter' | 'signal'>,
  name: string,
  args: Record<string, unknown>,
) {
  const db: SupabaseClient = context.db;
  const call = db.rpc(name, context.starter ? { ...args, p_starter: context.starter } : args);
  const { data, error, status } = await (context.signal ? call.abortSignal(context.signal) : call);
  if (!error) return data as unknown;
  if (error.code === '42501') throw new FunctionError('forbidden', error.message, { cause: error });
  if (error.code === 'PT409') throw new FunctionError('conflict', error.message, { cause: error });
  throw databaseFailure(name, { error, status });
}
