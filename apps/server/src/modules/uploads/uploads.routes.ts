import fastifyMultipart from '@fastify/multipart';
import { FEEDBACK_LIMITS } from '@houseline/shared/api/contract/feedback';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { UploadsService } from './uploads.service.ts';

/** Room for the multipart framing around the file (boundaries, part headers). */
const FRAMING_BYTES = 16 * 1024;

/** Multipart errors of the plugin, by code, as our answers. */
const MULTIPART_ERRORS: Record<string, AppError['code']> = {
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'BAD_REQUEST',
  FST_PARTS_LIMIT: 'BAD_REQUEST',
  FST_FIELDS_LIMIT: 'BAD_REQUEST',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

function multipartFailure(error: unknown): never {
  const code = (error as { code?: unknown }).code;
  const mapped = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
  // Anything else the form parser throws (busboy: no boundary, a body cut short) is a malformed
  // form from the client, not a fault of ours: a 400, never a 500.
  throw new AppError(mapped ?? 'BAD_REQUEST');
}

/** Reads the one `file` part of the form, refusing more than the limit while it streams in. */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > FEEDBACK_LIMITS.uploadMaxBytes + FRAMING_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const part = await request.file().catch(multipartFailure);
  if (part?.fieldname !== 'file') throw new AppError('UPLOAD_MISSING');
  const bytes = await part.toBuffer().catch(multipartFailure);
  if (bytes.length === 0) throw new AppError('UPLOAD_MISSING');
  return bytes;
}

/** The member's upload (multipart, in its own scope) and the two ways to read an upload back. */
export function registerUploadsRoutes(
  app: FastifyInstance,
  deps: {
    endpoint: EndpointRegistrar;
    /** A registrar for routes of a child scope (the multipart parser lives only there). */
    endpointIn: (scope: FastifyInstance) => EndpointRegistrar;
    uploads: UploadsService;
  },
): void {
  const { endpoint, uploads } = deps;

  // Only the upload route parses multipart bodies: every other endpoint keeps answering 415 to them.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: FEEDBACK_LIMITS.uploadMaxBytes,
        files: 1,
        fields: 2,
        parts: 3,
        fieldNameSize: 64,
        fieldSize: 1024,
        headerPairs: 20,
      },
      throwFileSizeLimit: true,
    });
    // The member's hourly quota is kept by the service, under a per-member lock (decision 0037).
    deps.endpointIn(scope)('upload', async (request) =>
      uploads.store(request.siteCode, request.session!.memberId, await readFilePart(request)),
    );
  });

  endpoint('uploadImage', async (request, input) =>
    uploads.read(request.siteCode, input.id, request.session!.memberId),
  );
  endpoint('adminUploadImage', async (request, input) => uploads.read(request.siteCode, input.id, null));
}
