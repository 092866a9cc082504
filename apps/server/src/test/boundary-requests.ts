import fc from 'fast-check';
import {
  type Credentials,
  type FuzzRequest,
  type Input,
  type JsonSchema,
  jsonText,
  type OpenApiDocument,
  type Operation,
  plausibleInput,
  urlOf,
} from './malformed-requests.ts';

/**
 * Valid requests at the edges of what the contract accepts: every integer field of an operation's
 * path, query and body set to the schema's own maximum (and negative minimum), one at a time. A schema that
 * accepts more than its column holds (an id up to 2^53 for an int4 column) answers a 5xx here on
 * every run, where the random fuzz pass finds it only on some seeds.
 */

interface IntegerField {
  where: 'params' | 'query' | 'body';
  path: string[];
  edges: number[];
}

function resolve(schema: JsonSchema | undefined, document: OpenApiDocument): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  return resolve(document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], document);
}

function edgesOf(schema: JsonSchema | undefined, document: OpenApiDocument): number[] {
  const resolved = resolve(schema, document);
  const choices = resolved?.anyOf ?? resolved?.oneOf;
  if (choices) return choices.flatMap((choice) => edgesOf(choice, document));
  const types = Array.isArray(resolved?.type) ? resolved.type : [resolved?.type];
  if (!resolved || !types.includes('integer')) return [];
  // The maximum, and a negative minimum: the edges a column can overflow. A small minimum such as
  // id 1 names a real row, and acting on it is not what this pass is for.
  // An integer the schema leaves open still stops at what a JSON number holds exactly.
  const maximum = resolved.maximum ?? Number.MAX_SAFE_INTEGER;
  const minimum = resolved.minimum ?? Number.MIN_SAFE_INTEGER;
  return minimum < 0 ? [maximum, minimum] : [maximum];
}

/** The integer fields of a body, however deep in objects (arrays keep their plausible items). */
function bodyFields(schema: JsonSchema | undefined, document: OpenApiDocument, path: string[] = []) {
  const resolved = resolve(schema, document);
  const fields: IntegerField[] = [];
  for (const [key, property] of Object.entries(resolved?.properties ?? {})) {
    const edges = edgesOf(property, document);
    if (edges.length) fields.push({ where: 'body', path: [...path, key], edges });
    else fields.push(...bodyFields(property, document, [...path, key]));
  }
  return fields;
}

function setAt(root: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = { ...(root && typeof root === 'object' ? (root as Input) : {}) };
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

export function boundaryRequests(
  operation: Operation,
  document: OpenApiDocument,
  credentials: Credentials,
  seed: number,
): FuzzRequest[] {
  const fields: IntegerField[] = [
    ...operation.pathParams.map((p) => ({
      where: 'params' as const,
      path: [p.name],
      edges: edgesOf(p.schema, document),
    })),
    ...operation.queryParams.map((p) => ({
      where: 'query' as const,
      path: [p.name],
      edges: edgesOf(p.schema, document),
    })),
    ...bodyFields(operation.body, document),
  ].filter((field) => field.edges.length);
  if (!fields.length) return [];

  const [base] = fc.sample(plausibleInput(operation, document), { numRuns: 1, seed });
  if (!base) return [];
  // Optional query fields stay out, so the field under test is the only thing that could fail.
  const required = new Set(operation.queryParams.filter((p) => p.required).map((p) => p.name));
  const query = Object.fromEntries(Object.entries(base.query).filter(([key]) => required.has(key)));

  let sent = 0;
  return fields.flatMap((field) =>
    [...new Set(field.edges)].flatMap((edge) =>
      [credentials.operator, credentials.member].map((token) => {
        sent += 1;
        const input = { ...base, query };
        const next = { ...input, [field.where]: setAt(input[field.where], field.path, edge) };
        const payload = operation.body ? jsonText(next.body ?? {}) : undefined;
        return {
          method: operation.method,
          url: urlOf(operation, next.params as Input, next.query as Input),
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          payload,
          // An address of its own, so per-address limits answer 429 to none of them.
          remoteAddress: `10.${seed % 200}.${Math.floor(sent / 250)}.${sent % 250}`,
          mutation: `${field.where}.${field.path.join('.')} at ${edge}`,
        };
      }),
    ),
  );
}
