import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Server-made names only: anything else never reaches the file system. */
const NAME = /^[A-Za-z0-9_-]{22}$/;

/**
 * The uploads directory: one file per upload, named by its server-made id (never by anything the
 * member sent), readable only by this process. Without a configured directory (tests) a temporary
 * one is made and removed by `close()`.
 */
export function createUploadStore(dir: string | undefined) {
  const root = dir ?? mkdtempSync(path.join(tmpdir(), 'hl-uploads-'));
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const fileOf = (id: string) => {
    if (!NAME.test(id)) throw new Error('not an upload id');
    return path.join(root, `${id}.webp`);
  };
  return {
    root,
    async write(id: string, bytes: Buffer): Promise<void> {
      await writeFile(fileOf(id), bytes, { flag: 'wx', mode: 0o600 });
    },
    async read(id: string): Promise<Buffer | undefined> {
      try {
        return await readFile(fileOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(id: string): Promise<void> {
      await unlink(fileOf(id)).catch(() => undefined);
    },
    close(): void {
      if (dir === undefined) rmSync(root, { recursive: true, force: true });
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
