import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';

/**
 * Malformed requests for any operation of the app's OpenAPI document (the fuzz pass of
 * `npm run test:security`): a plausible request built from the operation's schemas, then broken
 * in one way a hostile or broken client would break it. Routes added to the contract are covered
 * without touching this file.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for each parameter. */
  path: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  body?: JsonSchema;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /** What was broken, for the report of a failure. */
  mutation: string;
}

/** What came back, as the checks read it. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** Sends a request to the app in-process, as it would come from its address. */
export async function injectRequest(app: FastifyInstance, request: FuzzRequest): Promise<Answer> {
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    payload: request.payload,
    remoteAddress: request.remoteAddress,
  });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}

export interface Credentials {
  member: string;
  operator: string;
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!HTTP_METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** Plausible values for a JSON schema: what a well-meaning client might send. */
export function plausible(
  schema: JsonSchema | undefined,
  document: OpenApiDocument,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return plausible(document.components?.schemas?.[name], document, depth + 1);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => plausible(choice, document, depth + 1)));
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], document, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(schema.items, document, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties))
        model[key] = plausible(property, document, depth + 1);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: a plain string stands in.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 24, 24)) });
}

export type Input = Record<string, unknown>;

/** The places a value can be broken: body or query or path, and the keys leading to it. */
interface Target {
  where: 'body' | 'query' | 'params';
  path: string[];
}

function targetsOf(where: Target['where'], value: unknown, prefix: string[] = []): Target[] {
  if (value === null || typeof value !== 'object') return prefix.length ? [{ where, path: prefix }] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const inner = entries.flatMap(([key, v]) => targetsOf(where, v, [...prefix, key]));
  return prefix.length ? [{ where, path: prefix }, ...inner] : inner;
}

function setAt(root: unknown, path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const [head = '', ...rest] = path;
  const copy: Record<string, unknown> = Array.isArray(root)
    ? ([...root] as unknown as Record<string, unknown>)
    : { ...(root as Input) };
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

function deleteAt(root: unknown, path: string[]): unknown {
  const [head = '', ...rest] = path;
  if (!root || typeof root !== 'object') return root;
  if (rest.length) return setAt(root, [head], deleteAt((root as Input)[head], rest));
  if (Array.isArray(root)) return root.filter((_item, index) => String(index) !== head);
  const { [head]: _removed, ...others } = root as Input;
  return others;
}

/** Percent-encodes the UTF-8 bytes of a value (a lone surrogate goes out as U+FFFD, as on the wire). */
function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9_.~-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function queryString(query: Input): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (one) =>
        `${percentEncode(key)}=${percentEncode(typeof one === 'string' ? one : (JSON.stringify(one) ?? ''))}`,
    ),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** Raw JSON tokens JSON.stringify cannot write (numbers beyond a double), spliced in by marker. */
const RAW_TOKENS = ['1e400', '-1e400', '1'.repeat(400), '0.1e-400', '-0', '9007199254740993', '1E+308'];

const nulText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([a, b]) => `${a}\u0000${b}`);
const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'))
  .map(([a, half]) => `${a}${half}`);
const hugeNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 64, Number.MAX_SAFE_INTEGER + 2, -(2 ** 63), 5e-324),
  fc.constantFrom(...RAW_TOKENS).map((token) => ({ rawToken: token })),
);
const wrongType = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  {},
  'text',
  0,
  -1,
  1.5,
  [1, 'a'],
  { nested: {} },
  '',
);
const badPercent = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%zz',
  '%C0%AF',
  '%FF%FE',
  '..%2F..%2Fetc%2Fpasswd',
  '%%30',
);
const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}{"b":2}',
  '{"a":"\\u00"}',
  '"',
  '{"a":1,}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '',
);
const badContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'image/png',
  ';;;',
  'application/octet-stream',
);
const invalidUtf8 = fc.constantFrom(
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  Buffer.from([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x3a, 0x31, 0x7d]),
);

const oversizedHeaders = fc
  .constantFrom(20_000, 70_000)
  .map((size) => ({ 'x-padding': 'a'.repeat(size), cookie: `c=${'b'.repeat(size)}` }));
const badHeaderBytes = fc
  .tuple(
    fc.constantFrom('x-lang', 'user-agent', 'x-vendor-code', 'x-request-id', 'host', 'x-forwarded-for'),
    fc.oneof(nulText, loneSurrogate),
  )
  .map(([name, value]) => ({ [name]: value }));

/** Headers any request may carry on top of its one broken part: who asks, in what language. */
function headerVariation(credentials: Credentials): fc.Arbitrary<Record<string, string>> {
  return fc
    .record({
      auth: fc.constantFrom<Record<string, string>>(
        {},
        { authorization: `Bearer ${credentials.member}` },
        { authorization: `Bearer ${credentials.operator}` },
        { authorization: 'Bearer not-a-token' },
        { authorization: 'Basic Zm9vOmJhcg==' },
      ),
      lang: fc.constantFrom<Record<string, string>>(
        {},
        { 'x-lang': 'CN' },
        { 'accept-language': 'my-MM,en;q=0.5' },
      ),
      extra: fc.oneof(
        { weight: 6, arbitrary: fc.constant<Record<string, string>>({}) },
        { weight: 1, arbitrary: oversizedHeaders },
        { weight: 1, arbitrary: badHeaderBytes },
      ),
    })
    .map(({ auth, lang, extra }) => ({ ...auth, ...lang, ...extra }));
}

export interface Plausible {
  params: Input;
  query: Input;
  body: unknown;
}

export function plausibleInput(operation: Operation, document: OpenApiDocument): fc.Arbitrary<Plausible> {
  const model = (parameters: Operation['pathParams']) => {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const parameter of parameters) record[parameter.name] = plausible(parameter.schema, document);
    const requiredKeys = parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name);
    return fc.record(record, { requiredKeys });
  };
  return fc.record({
    params: model(operation.pathParams) as fc.Arbitrary<Input>,
    query: model(operation.queryParams) as fc.Arbitrary<Input>,
    body: operation.body ? plausible(operation.body, document) : fc.constant(undefined),
  });
}

export function urlOf(operation: Operation, params: Input, query: Input, pathSuffix = ''): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (typeof value === 'object' && value !== null && 'rawSegment' in value) return String(value.rawSegment);
    return percentEncode(typeof value === 'string' ? value : (JSON.stringify(value) ?? 'x'));
  });
  return `${path}${pathSuffix}${queryString(query)}`;
}

export function jsonText(body: unknown): string | undefined {
  const raw: string[] = [];
  const text = JSON.stringify(body, (_key, value) => {
    if (value && typeof value === 'object' && 'rawToken' in value) {
      raw.push(String(value.rawToken));
      return `__raw_${raw.length - 1}__`;
    }
    return value;
  });
  return text?.replace(/"__raw_(\d+)__"/g, (_m, index: string) => raw[Number(index)] ?? '0');
}

/** The keys an operation's body and query cannot do without. */
interface Required {
  body: string[];
  query: string[];
}

const isObject = (value: unknown): value is Input =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function requiredOf(operation: Operation, document: OpenApiDocument): Required {
  let body = operation.body;
  if (body?.$ref) body = document.components?.schemas?.[body.$ref.split('/').pop() ?? ''];
  return {
    body: body?.required ?? [],
    query: operation.queryParams.filter((p) => p.required).map((p) => p.name),
  };
}

type Mutation = (
  input: Plausible,
  required: Required,
) => fc.Arbitrary<{
  input: Plausible;
  payload?: string | Buffer;
  contentType?: string;
  extraHeaders?: Record<string, string>;
  /** Raw text appended to the path (a bad %-encoding where the path has no parameter). */
  pathSuffix?: string;
  mutation: string;
}>;

function pick<T>(items: T[]): fc.Arbitrary<T> {
  return fc.constantFrom(...items);
}

/**
 * Replaces one value of the body, query or path with a broken one. `bodyOnly` where only JSON can
 * carry the value: a URL's bytes turn a lone surrogate into U+FFFD, a valid character.
 */
function replaceOne(name: string, broken: fc.Arbitrary<unknown>, bodyOnly = false): Mutation {
  return (input) => {
    const bodyTargets = targetsOf('body', input.body);
    const targets = bodyOnly
      ? bodyTargets
      : [...bodyTargets, ...targetsOf('query', input.query), ...targetsOf('params', input.params)];
    const wholeBody: Target = { where: 'body', path: [] };
    return fc.tuple(pick(targets.length ? targets : [wholeBody]), broken).map(([target, value]) => {
      const next = { ...input };
      if (target.where === 'body') next.body = setAt(input.body ?? {}, target.path, value);
      else next[target.where] = setAt(input[target.where], target.path, value) as Input;
      return { input: next, mutation: `${name} at ${target.where}.${target.path.join('.')}` };
    });
  };
}

const MUTATIONS: Record<string, Mutation> = {
  nul: replaceOne('NUL byte', nulText),
  surrogate: replaceOne('lone surrogate', loneSurrogate, true),
  huge: replaceOne('huge number', hugeNumber),
  wrongType: replaceOne('wrong type', wrongType),
  missing: (input, required) => {
    // Only what the schema requires: leaving out an optional field makes a valid request.
    const targets: Target[] = [
      ...required.body
        .filter((key) => isObject(input.body) && key in input.body)
        .map((key) => ({ where: 'body' as const, path: [key] })),
      ...required.query
        .filter((key) => key in input.query)
        .map((key) => ({ where: 'query' as const, path: [key] })),
    ];
    if (!targets.length)
      return fc.constant({ input: { ...input, body: undefined }, mutation: 'missing body' });
    return pick(targets).map((target) => {
      const next = { ...input };
      if (target.where === 'body') next.body = deleteAt(input.body, target.path);
      else next.query = deleteAt(input.query, target.path) as Input;
      return { input: next, mutation: `missing ${target.where}.${target.path.join('.')}` };
    });
  },
  extra: (input) =>
    fc
      .tuple(
        fc.constantFrom('__proto__', 'constructor', 'extraField', 'isAdmin', 'merchantId'),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([key, value]) => {
        const body: Input = input.body && typeof input.body === 'object' ? { ...(input.body as Input) } : {};
        Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
        return {
          input: { ...input, body, query: { ...input.query, [key]: 'x' } },
          mutation: `extra field ${key}`,
        };
      }),
  wholeBodyType: (input) =>
    wrongType.map((body) => ({
      input: { ...input, body },
      mutation: `body of type ${JSON.stringify(body)}`,
    })),
  oversizedBody: (input) =>
    fc.constantFrom(2 * 1024 * 1024, 11 * 1024 * 1024).map((size) => ({
      input,
      payload: `{"x":"${'a'.repeat(size)}"}`,
      mutation: `body of ${size} bytes`,
    })),
  headersOnly: (input) =>
    fc.oneof(oversizedHeaders, badHeaderBytes).map((extraHeaders) => ({
      input,
      extraHeaders,
      mutation: `odd headers ${Object.keys(extraHeaders).join(', ')}`,
    })),
  contentType: (input) =>
    badContentType.map((contentType) => ({
      input,
      payload: jsonText(input.body ?? {}) ?? '{}',
      contentType,
      mutation: `content-type ${contentType}`,
    })),
  malformedJson: (input) =>
    malformedJson.map((payload) => ({ input, payload, mutation: `malformed JSON ${payload.slice(0, 30)}` })),
  invalidUtf8: (input) => invalidUtf8.map((payload) => ({ input, payload, mutation: 'invalid UTF-8 body' })),
  badPercent: (input) =>
    badPercent.map((raw) => {
      const [name] = Object.keys(input.params);
      const params = name ? { ...input.params, [name]: { rawSegment: raw } } : input.params;
      return { input: { ...input, params }, pathSuffix: name ? '' : raw, mutation: `bad %-encoding ${raw}` };
    }),
};

/**
 * One malformed request for the operation: one broken part of its body, query or path (an
 * operation that takes none gets odd headers or a bad %-encoding), plus who asks and in what
 * language. A call that moves money cannot be valid after that, so the ledger must not move.
 */
export function malformedRequest(
  operation: Operation,
  document: OpenApiDocument,
  credentials: Credentials,
): fc.Arbitrary<FuzzRequest> {
  const required = requiredOf(operation, document);
  const hasInput = Boolean(operation.body || operation.queryParams.length || operation.pathParams.length);
  const kinds = Object.keys(MUTATIONS).filter((kind) => {
    if (!hasInput) return ['headersOnly', 'badPercent'].includes(kind);
    if (kind === 'headersOnly') return false;
    if (!operation.body && ['contentType', 'malformedJson', 'invalidUtf8', 'wholeBodyType'].includes(kind))
      return false;
    return true;
  });
  return fc
    .tuple(plausibleInput(operation, document), pick(kinds), headerVariation(credentials), fc.ipV4())
    .chain(([input, kind, headers, ip]) =>
      (MUTATIONS[kind] as Mutation)(input, required).map((broken) => {
        const body =
          broken.payload ??
          (operation.body || broken.input.body !== undefined ? jsonText(broken.input.body) : undefined);
        const contentType = broken.contentType ?? (body !== undefined ? 'application/json' : undefined);
        return {
          method: operation.method,
          url: urlOf(operation, broken.input.params, broken.input.query, broken.pathSuffix),
          headers: {
            ...headers,
            ...(contentType ? { 'content-type': contentType } : {}),
            ...broken.extraHeaders,
          },
          payload: body,
          remoteAddress: ip,
          mutation: broken.mutation,
        };
      }),
    );
}
