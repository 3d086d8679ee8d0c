import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTextIfExists, writeFileAtomic } from './atomic-file';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'atomic-file-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('leaves the last content written, owner-only, in a folder it creates, and no temporary file', async () => {
    const folder = join(root, 'new', 'uploads');
    const file = join(folder, 'picture.png');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 2000 }), { minLength: 1, maxLength: 5 }),
        async (versions) => {
          for (const bytes of versions) await writeFileAtomic(file, bytes);
          expect(new Uint8Array(await readFile(file))).toEqual(versions.at(-1));
        },
      ),
      { numRuns: 20 },
    );
    expect(await readdir(folder)).toEqual(['picture.png']);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
  });

  it('writes text as UTF-8 and reads it back; a missing file reads as null', async () => {
    const file = join(root, 'text', 'note.txt');
    expect(await readTextIfExists(file)).toBeNull();
    await writeFileAtomic(file, 'ขอบคุณ 你好');
    expect(await readTextIfExists(file)).toBe('ขอบคุณ 你好');
  });
});
