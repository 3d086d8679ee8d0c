import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomicLibrary from 'write-file-atomic';

/**
 * Writes a file so that a reader (or a restart after a kill) sees either the old or the new
 * content, never a mix: `write-file-atomic` writes a temporary file, fsyncs it, renames it over
 * the target and removes the temporary file if the process exits first. Around it, what the
 * library leaves to its caller: the folder is created (owner only, 0700, like the file: folders of
 * uploads), and fsynced after the rename so that the rename itself survives a power loss.
 */
export async function writeFileAtomic(file: string, content: string | Uint8Array): Promise<void> {
  const folder = dirname(file);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  // Owner only (0600): uploads are shoppers' pictures.
  const data =
    typeof content === 'string'
      ? content
      : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  await writeFileAtomicLibrary(file, data, { mode: 0o600 });
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
