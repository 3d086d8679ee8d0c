import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Writes a file so that a reader (or a restart after a kill) sees either the old or the new
 * content, never a mix: write a temporary file, fsync it, rename it over the target, fsync the
 * folder so the rename itself is durable.
 */
export async function writeFileAtomic(file: string, content: string | Uint8Array): Promise<void> {
  const folder = dirname(file);
  // Owner only (0700), like the file: folders of state and uploads.
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const temp = join(
    folder,
    `.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`,
  );
  // Owner only (0600): the state holds password hashes and the hashes of live sessions.
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(content);
    await handle.datasync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  const dir = await open(folder, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/** The file's text, or null when it does not exist. */
export async function readTextIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
