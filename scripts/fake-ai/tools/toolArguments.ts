import { type Dictated, namedArgument } from './namedArguments.ts';
import type { JsonSchema, ToolConversation } from './toolConversation.ts';

/** A union's first branch that is not null: an optional-or-null property is filled as its value. */
const concrete = (schema: JsonSchema): JsonSchema => (schema.anyOf ?? schema.oneOf)?.find((branch) => branch.type !== 'null') ?? schema;
const typeOf = (schema: JsonSchema) => [schema.type ?? 'object'].flat().find((type) => type !== 'null') ?? 'null';

/** A required property the name says nothing about: a plain value its schema accepts. */
function plainValue(schema: JsonSchema, conversation: ToolConversation): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'number':
    case 'integer':
      return schema.default ?? schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => plainValue(concrete(schema.items ?? {}), conversation));
    case 'object':
      return toolArguments(schema, conversation);
    case 'string':
      return String(namedArgument('query', conversation, true));
    default:
      return null;
  }
}

/** A text or a list cut to the length its schema allows. */
const fitted = (value: unknown, schema: JsonSchema) =>
  typeof value === 'string' || Array.isArray(value)
    ? value.slice(0, (typeof value === 'string' ? schema.maxLength : schema.maxItems) ?? Infinity)
    : value;

/**
 * A tool's arguments, from its JSON Schema and the conversation: the required properties, and
 * the optional ones whose names the fake knows how to fill (ids, a query, a title, a body).
 * Optional properties it knows nothing about keep the tool's defaults.
 */
export function toolArguments(schema: JsonSchema, conversation: ToolConversation, dictated?: Dictated): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).flatMap(([name, declared]) => {
    const property = concrete(declared);
    const value =
      namedArgument(name, conversation, required.has(name), dictated) ??
      (required.has(name) ? plainValue(property, conversation) : undefined);
    return value === undefined ? [] : [[name, fitted(value, property)]];
  });
  return Object.fromEntries(entries);
}
