import type { PartnerApiDocument } from '../../../functions/_shared/partner-api/document.ts';

/** What the reference shows of one parameter, response or operation, read from the OpenAPI document. */
export interface ReferenceParameter {
  name: string;
  where: string;
  required: boolean;
  type: string;
  description: string;
}

export interface ReferenceResponse {
  status: string;
  description: string;
  headers: string[];
}

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: ReferenceParameter[];
  responses: ReferenceResponse[];
}

export interface ReferenceSection {
  title: string;
  description: string;
  /** A request a partner can paste, with the example values the schemas give. */
  curl: string;
  operations: ReferenceOperation[];
}

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses: Record<string, { description: string; headers?: Record<string, unknown> }>;
}

function typeOf(schema: Schema = {}): string {
  if (schema.enum) return `one of ${schema.enum.join(', ')}`;
  const type = [schema.type ?? 'string']
    .flat()
    .filter((name) => name !== 'null')
    .join(' or ');
  const range = schema.minimum !== undefined && schema.maximum !== undefined ? ` ${schema.minimum}–${schema.maximum}` : '';
  return `${type}${range}${schema.default !== undefined ? `, default ${String(schema.default)}` : ''}`;
}

/** The example request of an operation: its path and query filled with the parameters' examples. */
function exampleCall(serverUrl: string, path: string, operation: Operation): string {
  const parameters = operation.parameters ?? [];
  const filled = parameters
    .filter((parameter) => parameter.in === 'path')
    .reduce((to, p) => to.replace(`{${p.name}}`, String(p.schema?.example)), path);
  const query = parameters
    .filter(
      (parameter) =>
        parameter.in === 'query' && parameter.schema?.example !== undefined && parameter.schema.example !== parameter.schema.default,
    )
    .map((parameter) => `${parameter.name}=${encodeURIComponent(String(parameter.schema?.example))}`)
    .join('&');
  return `curl -H "Authorization: Bearer $PARTNER_KEY" \\\n  "${serverUrl}${filled}${query ? `?${query}` : ''}"`;
}

/** Text of the document in parts: plain, and code where it says `so`, for the page to set in <code>. */
export function textParts(text: string): { text: string; code: boolean }[] {
  return text
    .split('`')
    .map((part, index) => ({ text: part, code: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/** The reference's sections, one per data set (the document's tags), each with its operations and a curl example. */
export function partnerReference(document: PartnerApiDocument): ReferenceSection[] {
  const serverUrl = document.servers?.[0]?.url ?? '';
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
  );
  return (document.tags ?? []).map((tag) => {
    const tagged = operations.filter(({ operation }) => operation.tags?.includes(tag.name));
    const example = tagged.find(({ operation }) => operation.parameters?.some((parameter) => parameter.in === 'query')) ?? tagged[0];
    return {
      title: tag.name,
      description: tag.description ?? '',
      curl: example ? exampleCall(serverUrl, example.path, example.operation) : '',
      operations: tagged.map(({ path, method, operation }) => ({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        description: operation.description ?? '',
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          where: parameter.in,
          required: parameter.required ?? false,
          type: typeOf(parameter.schema),
          description: parameter.description ?? '',
        })),
        responses: Object.entries(operation.responses).map(([status, response]) => ({
          status,
          description: response.description,
          headers: Object.keys(response.headers ?? {}),
        })),
      })),
    };
  });
}
