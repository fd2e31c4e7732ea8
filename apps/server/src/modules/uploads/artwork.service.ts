import { createHash, randomBytes } from 'node:crypto';
import { type AdminArtwork, artworkUrl } from '@houseline/shared/api/contract/site';
import { ARTWORK_LIMITS } from '@houseline/shared/limits';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuditActor, AuditPort } from '../operators/audit.service.ts';
import type { ArtworkRepository, ArtworkRow } from './artwork.repository.ts';
import { reencodeImage } from './image-encoder.ts';
import { sniffImageType } from './image-sniff.ts';
import type { UploadStore } from './upload-store.ts';

const CONTENT_TYPE = 'image/webp';
const ID = /^[A-Za-z0-9_-]{22}$/;

const view = (row: ArtworkRow): AdminArtwork => ({
  id: row.id,
  url: artworkUrl(row.siteCode, row.id),
  width: row.width,
  height: row.height,
  size: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
});

/** Refuses artwork of a shape the carousels cannot show (too narrow, too tall or too long). */
function checkShape(width: number, height: number): void {
  const ratio = width / height;
  const { minWidth, minRatio, maxRatio } = ARTWORK_LIMITS;
  if (width >= minWidth && ratio >= minRatio && ratio <= maxRatio) return;
  throw new AppError('ARTWORK_DIMENSIONS', { params: { minWidth, minRatio, maxRatio, width, height } });
}

/**
 * A brand's banner artwork (issue 24, decision 0087): an operator's image goes through the uploads'
 * pipeline — type from the content, decoded and re-encoded to WebP, stored under a random name —
 * then its shape is checked, and its row and audit row commit together under the brand's lock (at
 * most `perBrand` kept). Served publicly, for its brand only, at /static/artwork/<site>/<id>.webp.
 */
export function createArtworkService(deps: {
  db: Db;
  repository: ArtworkRepository;
  store: UploadStore;
  audit: AuditPort;
  now?: () => Date;
}) {
  const { db, repository, store, audit } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async upload(operator: AuditActor, siteCode: string, input: Buffer): Promise<AdminArtwork> {
      const sourceType = sniffImageType(input);
      if (!sourceType) throw new AppError('UPLOAD_NOT_IMAGE');
      // One decode lane per brand: a burst of one brand's uploads waits behind itself.
      const encoded = await reencodeImage(input, sourceType, `artwork:${siteCode}`);
      checkShape(encoded.width, encoded.height);
      const id = randomBytes(16).toString('base64url');
      await store.write(id, encoded.bytes);
      try {
        const row = await db.transaction(async (tx) => {
          await repository.lockBrand(tx, siteCode);
          if ((await repository.count(tx, siteCode)) >= ARTWORK_LIMITS.perBrand) {
            throw new AppError('ARTWORK_LIMIT', { params: { limit: ARTWORK_LIMITS.perBrand } });
          }
          const inserted = await repository.insert(tx, {
            id,
            siteCode,
            operatorId: operator.id,
            sourceType,
            contentType: CONTENT_TYPE,
            sizeBytes: encoded.bytes.length,
            width: encoded.width,
            height: encoded.height,
            sha256: createHash('sha256').update(encoded.bytes).digest('hex'),
            createdAt: now(),
          });
          await audit.record(tx, {
            operator,
            siteCode,
            action: 'artwork.upload',
            target: id,
            before: null,
            after: { ...view(inserted), sourceType, sourceBytes: input.length },
          });
          return inserted;
        });
        return view(row);
      } catch (error) {
        await store.remove(id);
        throw error;
      }
    },

    async list(siteCode: string): Promise<{ list: AdminArtwork[] }> {
      const rows = await repository.list(db, siteCode, ARTWORK_LIMITS.perBrand);
      return { list: rows.map(view) };
    },

    /** Whether `id` is an artwork of this brand (a banner may show only its own brand's). */
    async has(siteCode: string, id: string): Promise<boolean> {
      return ID.test(id) && (await repository.find(db, siteCode, id)) !== undefined;
    },

    /** The stored bytes of one of the brand's artwork, or undefined (another brand's is not found). */
    async read(siteCode: string, id: string): Promise<Buffer | undefined> {
      if (!ID.test(id)) return undefined;
      const row = await repository.find(db, siteCode, id);
      return row ? store.read(row.id) : undefined;
    },
  };
}

export type ArtworkService = ReturnType<typeof createArtworkService>;
