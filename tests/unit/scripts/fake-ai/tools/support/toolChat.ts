import { asSchema } from 'ai';
import { toolRegistry } from '../../../../../../functions/_shared/tools/registry.ts';
import { readToolConversation } from '../../../../../../scripts/fake-ai/tools/toolConversation.ts';

/** The registry's tools as the AI SDK's OpenAI adapters send them: function tools with JSON Schema parameters. */
export async function openAiTools(names?: readonly string[]) {
  const chosen = toolRegistry.filter((tool) => !names || names.includes(tool.name));
  return Promise.all(
    chosen.map(async (tool) => ({
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters: await asSchema(tool.input).jsonSchema },
    })),
  );
}

/** A chat as the AI SDK sends it after some steps: the job, then for each step the call and its answer. */
export function chatMessages(job: { system?: string; user: string }, steps: readonly (readonly [tool: string, answer: unknown])[]) {
  return [
    ...(job.system ? [{ role: 'system', content: job.system }] : []),
    { role: 'user', content: job.user },
    ...steps.flatMap(([name, answer], index) => [
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: `call_${index + 1}`, type: 'function', function: { name, arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: `call_${index + 1}`, content: typeof answer === 'string' ? answer : JSON.stringify(answer) },
    ]),
  ];
}

export const conversationOf = (messages: ReturnType<typeof chatMessages>, tools: readonly unknown[]) =>
  readToolConversation(messages, tools);
