import { callAdminFunction } from './adminFunctions.ts';
import { checked, fields, flag, jsonObject, listOf, oneOf, orNull, type ShapeOf, text } from './answerShape.ts';

/** The workbench as `ai-tools` describes it: each tool's effect and input, each workflow's title, input and tools. */
const tool = fields({ name: text, description: text, effect: oneOf(['read', 'write', 'send']), input: jsonObject });
const workflow = fields({
  name: text,
  title: text,
  description: text,
  input: jsonObject,
  tools: listOf(text),
  startable: flag,
  // The page that starts it with an input it composes, instead of the form drawn from its schema.
  started_on: orNull(text),
  // The model that answers it, or null: it runs by its own rules.
  model: orNull(text),
});
const catalog = fields({ tools: listOf(tool), workflows: listOf(workflow) });
export type WorkbenchTool = ShapeOf<typeof tool>;
export type Workflow = ShapeOf<typeof workflow>;
export type Catalog = ShapeOf<typeof catalog>;

export const loadCatalog = async (): Promise<Catalog> => checked(catalog, await callAdminFunction('ai-tools'), 'the workflows and tools');

/** Each workflow's title by its name, for lists that hold only the name. */
export const workflowTitles = (catalog: Catalog): ReadonlyMap<string, string> =>
  new Map(catalog.workflows.map((entry) => [entry.name, entry.title]));
