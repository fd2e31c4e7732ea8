import { FEEDBACK_LIMITS } from '@houseline/shared/api/contract/feedback';
import type { FastifyInstance } from 'fastify';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type FilePartLimits, readFilePart, registerFileUploadScope } from './multipart-file.ts';
import type { UploadsService } from './uploads.service.ts';

const MEMBER_FILE: FilePartLimits = {
  maxBytes: FEEDBACK_LIMITS.uploadMaxBytes,
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE'),
};

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
  registerFileUploadScope(app, MEMBER_FILE, (scope) => {
    // The member's hourly quota is kept by the service, under a per-member lock (decision 0037).
    deps.endpointIn(scope)('upload', async (request) =>
      uploads.store(request.siteCode, request.session!.memberId, await readFilePart(request, MEMBER_FILE)),
    );
  });

  endpoint('uploadImage', async (request, input) =>
    uploads.read(request.siteCode, input.id, request.session!.memberId),
  );
  endpoint('adminUploadImage', async (request, input) => uploads.read(request.siteCode, input.id, null));
}
