import { createHash, randomBytes } from 'node:crypto';
import { FEEDBACK_LIMITS, type Upload } from '@houseline/shared/api/contract/feedback';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { reencodeImage } from './image-encoder.ts';
import { sniffImageType } from './image-sniff.ts';
import type { UploadStore } from './upload-store.ts';
import type { UploadsRepository } from './uploads.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const CONTENT_TYPE = 'image/webp';

/**
 * Member uploads (decision 0037): the type is read from the content, the image is decoded and
 * re-encoded (the stored bytes are ours, never the member's), kept under a random server-made name,
 * at most `uploadsPerHour` per member, and read back only by their owner or an operator. Every
 * attempt — refused, broken or stored — counts toward the hour before anything is decoded
 * (issue 23 item 10, decision 0053); the stored ones are also counted under a lock.
 */
export function createUploadsService(deps: {
  db: Db;
  repository: UploadsRepository;
  store: UploadStore;
  now?: () => Date;
}) {
  const { db, repository, store } = deps;
  const now = deps.now ?? (() => new Date());
  const limit = FEEDBACK_LIMITS.uploadsPerHour;

  async function assertUnderLimit(tx: DbOrTx, siteCode: string, memberId: bigint): Promise<void> {
    const since = new Date(now().getTime() - HOUR_MS);
    if ((await repository.countSince(tx, siteCode, memberId, since)) >= limit) {
      throw new AppError('UPLOAD_LIMIT', { params: { limit } });
    }
  }

  return {
    /** Checks, re-encodes and stores one image of a member. */
    async store(siteCode: string, memberId: bigint, input: Buffer): Promise<Upload> {
      // Every attempt is claimed before any work on the file; stored rows are counted again under
      // the lock (the sliding hour), as a window of attempts starts afresh each hour.
      const claimed = await repository.claimAttempt(db, { siteCode, memberId }, limit, HOUR_MS, now());
      if (!claimed) throw new AppError('UPLOAD_LIMIT', { params: { limit } });
      const sourceType = sniffImageType(input);
      if (!sourceType) throw new AppError('UPLOAD_NOT_IMAGE');
      const encoded = await reencodeImage(input, sourceType, `${siteCode}:${memberId}`);
      const id = randomBytes(16).toString('base64url');
      await store.write(id, encoded.bytes);
      try {
        await db.transaction(async (tx) => {
          await repository.lockMember(tx, siteCode, memberId);
          await assertUnderLimit(tx, siteCode, memberId);
          await repository.insert(tx, {
            id,
            siteCode,
            memberId,
            sourceType,
            contentType: CONTENT_TYPE,
            sizeBytes: encoded.bytes.length,
            width: encoded.width,
            height: encoded.height,
            sha256: createHash('sha256').update(encoded.bytes).digest('hex'),
            createdAt: now(),
          });
        });
      } catch (error) {
        await store.remove(id);
        throw error;
      }
      return {
        id,
        contentType: CONTENT_TYPE,
        width: encoded.width,
        height: encoded.height,
        size: encoded.bytes.length,
      };
    },

    /**
     * The stored bytes of an upload of the site; `ownerId` (a member reading) must own it — another
     * member's upload is "not found", as is one that does not exist.
     */
    async read(siteCode: string, id: string, ownerId: bigint | null): Promise<Buffer> {
      const row = await repository.find(db, siteCode, id);
      if (!row || (ownerId !== null && row.memberId !== ownerId)) throw new AppError('UPLOAD_NOT_FOUND');
      // A KYC document reaches an operator only through the verification endpoints (kyc.read).
      if (ownerId === null && row.purpose === 'kyc') throw new AppError('UPLOAD_NOT_FOUND');
      const bytes = await store.read(row.id);
      if (!bytes) throw new AppError('UPLOAD_NOT_FOUND');
      return bytes;
    },

    /** Marks one of the member's uploads as a KYC document (verification, decision 0062). */
    async markKyc(tx: DbOrTx, siteCode: string, memberId: bigint, id: string): Promise<boolean> {
      return repository.markKyc(tx, siteCode, memberId, id);
    },

    /** A KYC document's bytes, for the verification endpoints (which check the role and the member). */
    async readKyc(siteCode: string, memberId: bigint, id: string): Promise<Buffer> {
      const row = await repository.find(db, siteCode, id);
      if (row?.memberId !== memberId || row.purpose !== 'kyc') throw new AppError('UPLOAD_NOT_FOUND');
      const bytes = await store.read(row.id);
      if (!bytes) throw new AppError('UPLOAD_NOT_FOUND');
      return bytes;
    },

    /** Which of `ids` this member uploaded (the feedback desk accepts only those). */
    async ownedIds(siteCode: string, memberId: bigint, ids: readonly string[]): Promise<string[]> {
      return repository.ownedIds(db, siteCode, memberId, ids);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
