import { isSiteCode } from '@houseline/shared/brands/types';
import { ARTWORK_LIMITS } from '@houseline/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { ArtworkService } from './artwork.service.ts';
import { type FilePartLimits, readFilePart, registerFileUploadScope } from './multipart-file.ts';

const ARTWORK_FILE: FilePartLimits = {
  maxBytes: ARTWORK_LIMITS.maxBytes,
  tooLarge: () =>
    new AppError('ARTWORK_TOO_LARGE', { params: { limitMb: ARTWORK_LIMITS.maxBytes / (1024 * 1024) } }),
};

const FILE = /^([A-Za-z0-9_-]{22})\.webp$/;

/**
 * The operators' artwork upload and library (content.write / content.read, checked for role and
 * brand by the registrar), and the public file route the member site's banners load: same origin
 * (the member CSP's img-src 'self'), under /static like the shipped artwork, cached for good (an
 * artwork never changes under its random name).
 */
export function registerArtworkRoutes(
  app: FastifyInstance,
  deps: {
    endpoint: EndpointRegistrar;
    endpointIn: (scope: FastifyInstance) => EndpointRegistrar;
    artwork: ArtworkService;
  },
): void {
  const { artwork } = deps;
  registerFileUploadScope(app, ARTWORK_FILE, (scope) => {
    deps.endpointIn(scope)('adminArtworkUpload', async (request) =>
      artwork.upload(request.operator!, request.siteCode, await readFilePart(request, ARTWORK_FILE)),
    );
  });
  deps.endpoint('adminArtworkList', async (request) => artwork.list(request.siteCode));

  app.get<{ Params: { site: string; file: string } }>(
    '/static/artwork/:site/:file',
    async (request, reply) => {
      const id = FILE.exec(request.params.file)?.[1];
      const site = request.params.site;
      const bytes = id && isSiteCode(site) ? await artwork.read(site, id) : undefined;
      if (!bytes) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );
}
