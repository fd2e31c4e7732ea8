import { SESSION_INVALID_DATA } from '@houseline/shared/api/envelope';
import type { ErrorCode } from '@houseline/shared/api/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, classifyDatabaseError, SchemaValidationError } from './errors.ts';
import { describeValidation, messageFor } from './locale.ts';

/** Fastify's own error codes mapped to ours, so its failures reach the member in the envelope too. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'BAD_REQUEST',
};

export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  httpStatus: number,
  options: {
    detail?: string | undefined;
    params?: Record<string, string | number> | undefined;
    message?: string;
  } = {},
): FastifyReply {
  // The client recognises an invalid session by `data === "token"` exactly (SPEC.md §4).
  const data =
    code === 'SESSION_INVALID'
      ? SESSION_INVALID_DATA
      : (options.message ?? messageFor(request.locale, code, options.detail, options.params));
  return reply.code(httpStatus).type('application/json; charset=utf-8').send({ status: false, data, code });
}

/** Every failure leaves in the envelope; nothing leaves with a stack trace. */
export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | SchemaValidationError, request, reply) => {
    if (error instanceof AppError) {
      return sendFailure(request, reply, error.code, error.httpStatus, {
        detail: error.detail,
        params: error.params,
      });
    }
    if (error instanceof SchemaValidationError) {
      const described = describeValidation(request.locale, error);
      return sendFailure(
        request,
        reply,
        'BAD_REQUEST',
        400,
        described.keyed ? { message: described.text } : { detail: described.text },
      );
    }
    const fastifyCode = typeof error.code === 'string' ? FASTIFY_CODES[error.code] : undefined;
    if (fastifyCode) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      return sendFailure(request, reply, fastifyCode, status);
    }
    if (error.statusCode === 429) return sendFailure(request, reply, 'RATE_LIMITED', 429);
    // A database failure is bad input (a value it cannot take), a conflict, a retryable busy answer
    // or an outage, each with its own code; only an unknown one is a 500.
    const database = classifyDatabaseError(error);
    if (database) {
      request.log[database.logLevel](
        { err: error, sqlState: database.sqlState },
        'database refused the request',
      );
      if (database.retryAfterS) reply.header('retry-after', String(database.retryAfterS));
      return sendFailure(request, reply, database.code, database.httpStatus);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendFailure(request, reply, 'BAD_REQUEST', error.statusCode);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(request, reply, 'INTERNAL', 500);
  });
}

const CLIENT_ERROR_STATUS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431 };

/** Node's own request errors (too large headers, a broken request line) in the envelope too. */
export function answerClientError(error: Error & { code?: string }, socket: import('node:net').Socket): void {
  if (!socket.writable) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const body = JSON.stringify({
    status: false,
    data: messageFor('zh-CN', 'BAD_REQUEST'),
    code: 'BAD_REQUEST',
  });
  socket.end(
    `HTTP/1.1 ${status} Bad Request\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
