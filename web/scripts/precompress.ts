// Runs after `react-router build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file of
// build/client, compressed once at the highest levels, so the server sends them as they are (the
// mock-server's static files use them; nginx's brotli_static/gzip_static would too) instead of
// sending the raw bytes or compressing on every request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than a packet's worth. */
const MIN_BYTES = 1024;

export interface Precompressed {
  file: string;
  bytes: number;
  brotliBytes: number;
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file under `dir` worth it. */
export function precompress(dir: string): Precompressed[] {
  const written: Precompressed[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    // The build manifest (.vite/) is read by tools, never served.
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || file.includes(`${path.sep}.vite`))
      continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
    written.push({
      file: path.relative(dir, file),
      bytes: bytes.length,
      brotliBytes: brotli.length,
    });
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../build/client', import.meta.url));
  const written = precompress(dist);
  const raw = written.reduce((sum, file) => sum + file.bytes, 0);
  const brotli = written.reduce((sum, file) => sum + file.brotliBytes, 0);
  console.log(
    `precompressed ${written.length} files: ${(raw / 1000).toFixed(0)} KB, ${(brotli / 1000).toFixed(0)} KB as brotli`,
  );
}
