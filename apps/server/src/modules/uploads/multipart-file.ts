import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors.ts';

/** Room for the multipart framing around the file (boundaries, part headers). */
const FRAMING_BYTES = 16 * 1024;

/** How big one uploaded file may be, and the refusal of a bigger one. */
export interface FilePartLimits {
  maxBytes: number;
  tooLarge: () => AppError;
}

/** Multipart errors of the plugin, by code, as our answers (the size limit is the caller's). */
const MULTIPART_ERRORS: Record<string, AppError['code']> = {
  FST_FILES_LIMIT: 'BAD_REQUEST',
  FST_PARTS_LIMIT: 'BAD_REQUEST',
  FST_FIELDS_LIMIT: 'BAD_REQUEST',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

function multipartFailure(limits: FilePartLimits) {
  return (error: unknown): never => {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw limits.tooLarge();
    const mapped = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
    // Anything else the form parser throws (busboy: no boundary, a body cut short) is a malformed
    // form from the client, not a fault of ours: a 400, never a 500.
    throw new AppError(mapped ?? 'BAD_REQUEST');
  };
}

/**
 * Registers routes in a scope of their own that parses multipart bodies (one file, `limits.maxBytes`
 * at most): every other endpoint keeps answering 415 to them.
 */
export function registerFileUploadScope(
  app: FastifyInstance,
  limits: FilePartLimits,
  routes: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: limits.maxBytes,
        files: 1,
        fields: 2,
        parts: 3,
        fieldNameSize: 64,
        fieldSize: 1024,
        headerPairs: 20,
      },
      throwFileSizeLimit: true,
    });
    routes(scope);
  });
}

/** Reads the one `file` part of the form, refusing more than the limit while it streams in. */
export async function readFilePart(request: FastifyRequest, limits: FilePartLimits): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limits.maxBytes + FRAMING_BYTES) throw limits.tooLarge();
  const fail = multipartFailure(limits);
  const part = await request.file().catch(fail);
  if (part?.fieldname !== 'file') throw new AppError('UPLOAD_MISSING');
  const bytes = await part.toBuffer().catch(fail);
  if (bytes.length === 0) throw new AppError('UPLOAD_MISSING');
  return bytes;
}
