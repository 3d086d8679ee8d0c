import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-file';
import type { UploadFiles } from '../domain/uploads';

const SAFE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

export function diskUploadFiles(dataDir: string): UploadFiles {
  const folder = join(dataDir, 'uploads');
  return {
    save: (name, bytes) => writeFileAtomic(join(folder, name), bytes),
    async read(name) {
      if (!SAFE_NAME.test(name)) return undefined;
      try {
        return await readFile(join(folder, name));
      } catch {
        return undefined;
      }
    },
  };
}

export function memoryUploadFiles(): UploadFiles {
  const files = new Map<string, Uint8Array>();
  return {
    async save(name, bytes) {
      files.set(name, bytes);
    },
    async read(name) {
      return files.get(name);
    },
  };
}
