import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorEnvelope } from '@platform/contract/envelope';
import { ERROR_STATUS, type ErrorCode, type FieldError } from '@platform/contract/errors';
import { fieldErrorsOf } from '@platform/contract/form-schemas';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { errorLanguageOf, translatedErrorMessage } from './error-language.ts';

/** Fastify's own client errors, by code, as our stable codes. */
const FRAMEWORK_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_BAD_URL: 'MALFORMED_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

const CONTEXT_NAMES: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

/**
 * The error answer: the code, the catalogue's words for it in the caller's language (the English
 * text an AppError carries is for the log), the request id, and any failing fields.
 */
export function errorEnvelope(
  request: FastifyRequest,
  code: ErrorCode,
  fields?: FieldError[],
  details?: Record<string, unknown>,
  retryAfterSeconds?: number,
): ErrorEnvelope {
  return {
    success: false,
    code,
    message: translatedErrorMessage(code, errorLanguageOf(request.headers), retryAfterSeconds),
    requestId: String(request.id),
    ...(fields ? { fields } : {}),
    ...(details ? { value: details } : {}),
  };
}

/** An issue message that is a problem key with its parameters ("bank_number_format"), not words. */
const PROBLEM_MESSAGE = /^[a-z][a-z0-9_]*(?:\?|$)/;

function validationFields(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
  const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? error.validationContext ?? 'input';
  return error.validation.map((issue): FieldError => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'Invalid value';
    // A contract rule that names a spec §5 problem answers its key, as the form shows it.
    if (PROBLEM_MESSAGE.test(message))
      return fieldErrorsOf([{ path: path ? path.split('.') : [], message } as never], context)[0]!;
    return { field: path ? `${context}.${path}` : context, message };
  });
}

/** A lock-out's wait, from its details or else from the Retry-After header it sets. */
function retryAfterSecondsOf(error: AppError): number | undefined {
  const fromDetails = error.details?.retryAfterSeconds;
  if (typeof fromDetails === 'number') return fromDetails;
  const fromHeader = Number(error.headers?.['retry-after']);
  return Number.isFinite(fromHeader) && fromHeader > 0 ? fromHeader : undefined;
}

/**
 * One place turns every failure into the envelope: expected errors keep their code and status,
 * anything else becomes a 500 with a request id and no detail (the detail goes to the log).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(errorEnvelope(request, error.code, error.fields, error.details, retryAfterSecondsOf(error)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error);
      return reply.status(400).send(errorEnvelope(request, 'VALIDATION_ERROR', fields));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(ERROR_STATUS[known]).send(errorEnvelope(request, known));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      const code: ErrorCode = error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR';
      return reply.status(error.statusCode).send(errorEnvelope(request, code));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorEnvelope(request, 'INTERNAL_ERROR'));
  });
  answerDrainingInTheEnvelope(app);
}

/**
 * While the server closes, requests already on a kept-alive connection are turned away with 503
 * so the load balancer retries elsewhere; Fastify's own answer for that (return503OnClosing,
 * switched off in app.ts) is not the envelope, so this one is.
 */
function answerDrainingInTheEnvelope(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook: every request passes it, and an async one cost each a promise and a hop.
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    reply.header('connection', 'close');
    reply.status(503).send(errorEnvelope(request, 'SERVICE_UNAVAILABLE'));
  });
}

/** Longest request line we call a header overflow; beyond it the URL itself is the problem. */
const LONGEST_REQUEST_LINE = 8192;

function clientErrorCode(error: ConnectionError, rawPacket: Buffer | undefined): ErrorCode {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  if (error.code !== 'HPE_HEADER_OVERFLOW') return 'MALFORMED_REQUEST';
  const lineEnd = rawPacket?.indexOf('\r\n') ?? -1;
  return lineEnd === -1 || lineEnd > LONGEST_REQUEST_LINE ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE';
}

/** The language headers of a request Node could not parse, read from the bytes it did get. */
function languageHeadersOf(rawPacket: Buffer | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!rawPacket) return headers;
  for (const line of rawPacket.toString('latin1').split('\r\n').slice(1)) {
    const match = /^(x-lang|lang|accept-language):[ \t]*(.*)$/i.exec(line);
    if (match?.[1] && match[2] !== undefined) headers[match[1].toLowerCase()] = match[2];
  }
  return headers;
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (oversized headers, a URL
 * longer than the header limit, bytes that are not HTTP, a slow client); they get the envelope
 * too, written straight to the socket since there is no request to answer through.
 */
function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const rawPacket = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined;
  const code = clientErrorCode(error, rawPacket);
  if (socket.writable) {
    const status = ERROR_STATUS[code];
    const body = JSON.stringify({
      success: false,
      code,
      message: translatedErrorMessage(code, errorLanguageOf(languageHeadersOf(rawPacket))),
      requestId: randomUUID(),
    } satisfies ErrorEnvelope);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** A bad %-encoding or an overlong path parameter, refused while routing. */
function answerRoutingError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const code = FRAMEWORK_ERRORS[error.code] ?? 'MALFORMED_REQUEST';
  reply.status(ERROR_STATUS[code]).send(errorEnvelope(request, code));
}

/** Fastify options for the failures that happen before the error handler can see them. */
export const preRoutingErrorOptions = {
  frameworkErrors: answerRoutingError,
  clientErrorHandler: answerClientError,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;
