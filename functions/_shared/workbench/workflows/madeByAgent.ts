import type { AgentOutcome } from '../agentLoop.ts';
import type { WorkflowResult } from '../workflow.ts';

/**
 * A workflow's result from what its agent made: the row its last call of `tool` created, under
 * `key`; or, when it made none (it stopped at its turn limit, or the owner denied the call), why.
 */
export function madeByAgent(
  outcome: AgentOutcome,
  tool: string,
  key: string,
  summaryOf: (made: Record<string, unknown>) => string,
): WorkflowResult {
  const made = outcome.calls.findLast((call) => call.tool === tool)?.output as Record<string, unknown> | undefined;
  if (typeof made?.id !== 'string') {
    return { output: { [key]: null }, summary: `The agent made nothing: ${outcome.text || 'it stopped at its turn limit'}`.slice(0, 500) };
  }
  return { output: { [key]: made.id }, summary: summaryOf(made) };
}
