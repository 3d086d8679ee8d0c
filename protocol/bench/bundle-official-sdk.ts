import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { OFFICIAL_SDK_ENTRY, type OfficialSdk } from './official-sdk';

/**
 * The SDK's ES modules use extensionless imports that Node's loader refuses, so the bench bundles
 * the few modules it needs into one temporary file, imports it, and deletes it.
 */
export async function loadOfficialSdk(): Promise<OfficialSdk> {
  const dir = await mkdtemp(join(tmpdir(), 'wukongim-sdk-'));
  const outfile = join(dir, 'official-sdk.mjs');
  try {
    await build({
      stdin: {
        contents: OFFICIAL_SDK_ENTRY,
        resolveDir: fileURLToPath(new URL('.', import.meta.url)),
        loader: 'js',
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile,
      logLevel: 'error',
    });
    return (await import(pathToFileURL(outfile).href)) as OfficialSdk;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
