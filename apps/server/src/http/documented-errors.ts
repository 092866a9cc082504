import { ErrorEnvelopeSchema } from '@platform/contract/envelope';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '@platform/contract/errors';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The refusals in the OpenAPI document. Each error status of the catalogue (contract errors.ts)
 * becomes one component, the envelope with its `code` narrowed to the codes answered with that
 * status, so a client or a proxy can check a refusal the way it checks a success.
 *
 * Which refusals an operation lists: a route that names its codes (`refuses` in its schema, as
 * the vendor wallet API does) lists exactly those, grouped by status. Any other lists every status
 * of the catalogue, except that a GET cannot answer 413 or 415 (its body is never read): its
 * authentication and most refusals are decided inside the handlers (requireOperator, the services'
 * outcomes). Either way the answer-against-document test (openapi-answers.test.ts) proves that no
 * operation answers a status or a code the document does not list.
 */
const BODY_ONLY_STATUSES = new Set([413, 415]);
/** The methods whose requests Fastify reads a body for, whether the route declares one or not. */
const BODILESS_METHODS = new Set(['GET', 'HEAD']);

function codesAnsweredWith(status: number): [ErrorCode, ...ErrorCode[]] {
  return ERROR_CODES.filter((code) => ERROR_STATUS[code] === status) as [ErrorCode, ...ErrorCode[]];
}

/** One schema per status, made once: the registry refuses a second schema under the same id. */
const REFUSALS = new Map(
  [...new Set(Object.values(ERROR_STATUS))]
    .sort((a, b) => a - b)
    .map((status) => {
      const codes = codesAnsweredWith(status);
      const schema = ErrorEnvelopeSchema.extend({ code: z.enum(codes) }).meta({ id: `Refusal${status}` });
      return [status, schema] as const;
    }),
);

type Refusals = Record<number, { envelope: z.ZodType; codes: readonly ErrorCode[] }>;

/** A route's own list of codes, by status: the envelope with `code` narrowed to them (inline). */
function namedRefusals(refuses: readonly ErrorCode[]): Refusals {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of refuses)
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      { envelope: ErrorEnvelopeSchema.extend({ code: z.enum(codes as [ErrorCode, ...ErrorCode[]]) }), codes },
    ]),
  );
}

/**
 * A stable name for an operation a route does not name itself, from its method and path
 * (`PATCH /wps/admin/payment-channels/:id` → `patchWpsAdminPaymentChannelsById`): what client
 * generators name their functions after, and what response validators look operations up by.
 */
export function operationIdOf(method: string | string[], url: string): string {
  const verb = (Array.isArray(method) ? method[0] : method)?.toLowerCase() ?? 'get';
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return verb + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
}

/** What a route that declares no JSON answer sends: a file (an image, a proof), as its own type. */
const FILE_ANSWER = {
  description: 'The file, with its own content type',
  content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The error answers an operation lists, beside the answers its route declares. */
function refusalsOf(method: string | string[], refuses?: readonly ErrorCode[]): Refusals {
  if (refuses) return namedRefusals(refuses);
  const verb = (Array.isArray(method) ? method[0] : method)?.toUpperCase() ?? 'GET';
  const hasBody = !BODILESS_METHODS.has(verb);
  const refusals: Refusals = {};
  for (const [status, envelope] of REFUSALS) {
    if (!hasBody && BODY_ONLY_STATUSES.has(status)) continue;
    refusals[status] = { envelope, codes: codesAnsweredWith(status) };
  }
  return refusals;
}

/** The document's transform: the zod transform, after adding each operation's refusals. */
export const documentedTransform: typeof jsonSchemaTransform = (input) => {
  const schema = input.schema as
    | (TransformInput['schema'] & { response?: Record<string, unknown>; refuses?: readonly ErrorCode[] })
    | undefined;
  if (!schema || (schema as { hide?: boolean }).hide) return jsonSchemaTransform(input);
  const { refuses, ...declared } = schema;
  const refusals = refusalsOf(input.route.method, refuses);
  const envelopes = Object.fromEntries(Object.entries(refusals).map(([status, r]) => [status, r.envelope]));
  const transformed = jsonSchemaTransform({
    ...input,
    schema: {
      operationId: operationIdOf(input.route.method, input.url),
      ...declared,
      response: { ...envelopes, ...declared.response },
    },
  });
  // A response's description is its own, not its schema's: the codes go there, where tools show them.
  const response = (transformed.schema as { response?: Record<string, Record<string, unknown>> }).response;
  if (response && !schema.response) response['200'] = FILE_ANSWER;
  for (const [status, { codes }] of Object.entries(refusals)) {
    const answer = response?.[status];
    if (answer) answer.description = `Refused: ${codes.join(', ')}`;
  }
  return nameTheWildcard(transformed);
};

/**
 * A wildcard route (`/images/*`) documents its rest of path as a parameter named `path`: OpenAPI
 * path templates take names, and tools refuse `{*}`.
 */
function nameTheWildcard(transformed: ReturnType<typeof jsonSchemaTransform>) {
  if (!transformed.url.endsWith('/*')) return transformed;
  const params = (
    transformed.schema as { params?: { properties?: Record<string, unknown>; required?: string[] } }
  ).params;
  if (params?.properties?.['*']) {
    const { '*': rest, ...others } = params.properties;
    params.properties = { ...others, path: rest };
    params.required = params.required?.map((name) => (name === '*' ? 'path' : name));
  }
  return { ...transformed, url: `${transformed.url.slice(0, -1)}:path` };
}
