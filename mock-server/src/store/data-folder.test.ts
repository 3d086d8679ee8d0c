import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROL_TOKEN_FILE } from '../control/control-guard';
import { TestApi, multipart, pngBytes } from '../testing/test-api';
import { DB_FILE } from './store';

// Issue 31, item 10: the data folder the server creates, and uploads/ in it, are its owner's
// only (0700), and so is every file in them (0600): another account on the machine reads no
// picture, no database and no control token.

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const mode = async (path: string) => ((await stat(path)).mode & 0o777).toString(8);

describe('the data folder', () => {
  it('is created 0700 with uploads/ 0700, and every file in them 0600', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'mock-data-folder-'));
    folders.push(parent);
    // A folder that does not exist yet, two levels deep: the server creates both.
    const dataDir = join(parent, 'state', 'data');
    const api = await TestApi.start({ dataDir });
    try {
      const token = await api.login();
      const { payload, headers } = multipart('file', 'picture.png', pngBytes());
      const upload = await api.call('POST', '/api/upload/image', { token, payload, headers });
      expect(upload.body.code).toBe(1);
      expect(await mode(join(parent, 'state'))).toBe('700');
      expect(await mode(dataDir)).toBe('700');
      expect(await mode(join(dataDir, 'uploads'))).toBe('700');
      const pictures = await readdir(join(dataDir, 'uploads'));
      expect(pictures).toHaveLength(1);
      for (const picture of pictures) {
        expect(await mode(join(dataDir, 'uploads', picture)), picture).toBe('600');
      }
      for (const name of [DB_FILE, `${DB_FILE}-wal`, CONTROL_TOKEN_FILE]) {
        expect(await mode(join(dataDir, name)), name).toBe('600');
      }
    } finally {
      await api.close();
    }
  });
});
