import type { ErrorEnvelope } from '@platform/contract/envelope';
import type { ErrorCode, FieldError } from '@platform/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

/** Fastify's own client errors, by code, as our stable codes and user-safe messages. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'MALFORMED_BODY',
    message: 'Content-Length does not match the body',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_BODY', message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_BODY', message: 'Request body is not valid JSON' },
};

const CONTEXT_NAMES: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

export function errorEnvelope(
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  fields?: FieldError[],
  details?: Record<string, unknown>,
): ErrorEnvelope {
  return {
    success: false,
    code,
    message,
    requestId: String(request.id),
    ...(fields ? { fields } : {}),
    ...(details ? { value: details } : {}),
  };
}

function validationFields(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
  const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? error.validationContext ?? 'input';
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: path ? `${context}.${path}` : context, message: issue.message ?? 'Invalid value' };
  });
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
        .send(errorEnvelope(request, error.code, error.message, error.fields, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error);
      return reply.status(400).send(errorEnvelope(request, 'VALIDATION_ERROR', 'Invalid input', fields));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      const status = error.statusCode ?? 400;
      return reply.status(status).send(errorEnvelope(request, known.code, known.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      const code: ErrorCode = error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR';
      return reply.status(error.statusCode).send(errorEnvelope(request, code, 'Invalid request'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorEnvelope(request, 'INTERNAL_ERROR', 'Unknown error'));
  });
}
