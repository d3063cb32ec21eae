import { requireAdmin } from '../_shared/adminCaller.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { aiPorts } from '../_shared/ai/providers.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { toolRegistry } from '../_shared/tools/registry.ts';
import { describeRegistry } from '../_shared/tools/toolJsonSchema.ts';
import { describeWorkflows } from '../_shared/workbench/describeWorkflows.ts';
import { workflows } from '../_shared/workbench/workflows/index.ts';

/** Made once: the registry and the workflows do not change while the function runs; the model may differ by environment. */
let described: (ReturnType<typeof describeRegistry> & { workflows: ReturnType<typeof describeWorkflows> }) | undefined;

/**
 * ai-tools: GET (or POST, as supabase-js invokes) by the admin → `{ scopes, tools, workflows }`:
 * every tool of the registry with its description, scopes, effect, and its input and output as
 * JSON Schema, and every workflow with its input as JSON Schema, its agent's tools, whether the
 * owner starts it, and the model that would run it now (null: its rules), so the admin pages draw
 * the forms without shipping zod to the browser. Reads no body. 401 signed out, 403 not the admin.
 */
export const handle = serveHandler(['GET', 'POST'], async (request, env) => {
  signedInClaims(request);
  await requireAdmin(createCallerClient(request, env), 'The AI tools');
  described ??= { ...describeRegistry(toolRegistry), workflows: describeWorkflows(workflows) };
  const model = aiPorts(env).chat?.label ?? null;
  return Response.json({ ...described, workflows: described.workflows.map((workflow) => ({ ...workflow, model })) });
});
