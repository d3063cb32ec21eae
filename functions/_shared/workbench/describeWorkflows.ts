import { z } from 'zod';
import type { Workflow } from './workflow.ts';

/** A workflow as the pages learn it: its input form as JSON Schema, its agent's tools, whether the owner starts it. */
export const describeWorkflows = (workflows: readonly Workflow<never>[]) =>
  workflows.map((workflow) => ({
    name: workflow.name,
    title: workflow.title,
    description: workflow.description,
    input: z.toJSONSchema(workflow.input, { io: 'input', unrepresentable: 'any' }),
    tools: workflow.tools.map((tool) => tool.name),
    startable: workflow.startable,
    started_on: workflow.startedOn ?? null,
  }));
