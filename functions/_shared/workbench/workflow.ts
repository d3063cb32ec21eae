import type { z } from 'zod';
import type { ToolDefinition } from '../tools/toolDefinition.ts';
import type { AgentOutcome, AgentTask } from './agentLoop.ts';
import type { RunRow } from './runRows.ts';
import type { Stepper } from './stepper.ts';

export interface WorkflowContext<Input> {
  run: RunRow;
  input: Input;
  steps: Stepper;
  /** When the run was made: every date a workflow reckons from, so a replay reckons the same. */
  startedAt: Date;
  /** The site's public origin, for links in what a workflow writes. */
  siteUrl: string;
  /** The model over the workflow's tools, for a run in `agent` mode; the owner's allowances apply. */
  agent(task: Omit<AgentTask, 'allowedWrites' | 'tools'> & { tools?: readonly ToolDefinition[] }): Promise<AgentOutcome>;
}

export interface WorkflowResult {
  /** What the run made, for the pages to link: `{ brief_id }`, `{ issue_id }`, `{ leads }`. */
  output: Record<string, unknown>;
  /** One line for the runs list. */
  summary: string;
}

/** A job the workbench runs: by its own rules with no model, as an agent over its tools with one. */
export interface Workflow<Input = unknown> {
  name: string;
  title: string;
  description: string;
  input: z.ZodType<Input>;
  /** The registry tools its agent may use. */
  tools: readonly ToolDefinition[];
  /** False for the roles a coordinator hands work to: they run as its child runs only. */
  startable: boolean;
  /** The page that starts it with an input it composes (a dataset's questions), instead of a form on /orchestration. */
  startedOn?: string;
  run(context: WorkflowContext<Input>): Promise<WorkflowResult>;
}

export const defineWorkflow = <Input>(workflow: Workflow<Input>): Workflow<Input> => workflow;
