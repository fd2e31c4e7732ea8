import { rmSync } from 'node:fs';
import path from 'node:path';
import { GALLERY_DIR } from './gallery-html.ts';

/** Starts each run with an empty gallery (the teardown builds index.html from this run only). */
export default function gallerySetup(): void {
  process.env.GALLERY_STARTED = String(Date.now());
  for (const dir of ['shots', 'data']) rmSync(path.join(GALLERY_DIR, dir), { recursive: true, force: true });
  rmSync(path.join(GALLERY_DIR, 'index.html'), { force: true });
}
