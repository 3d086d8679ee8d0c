// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

const dirs: string[] = [];
function distWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  const script = 'export const greeting = "hello shopper";\n'.repeat(100);

  it('writes brotli and gzip copies that decode to the served file', () => {
    const dist = distWith({ 'assets/framework-abc.js': script, 'assets/shell.css': script });
    const written = precompress(dist);
    expect(written.map(({ file }) => file).sort()).toEqual([
      path.join('assets', 'framework-abc.js'),
      path.join('assets', 'shell.css'),
    ]);
    const file = path.join(dist, 'assets/framework-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(written[0]!.brotliBytes).toBeLessThan(written[0]!.bytes / 10);
  });

  it('leaves small files, images, source maps and the build manifest alone', () => {
    const dist = distWith({
      'index.html': '<!doctype html><title>Storefront</title>',
      'assets/photo.png': script,
      'assets/framework-abc.js.map': script,
      '.vite/manifest.json': script,
    });
    expect(precompress(dist)).toEqual([]);
    for (const name of ['index.html', 'assets/photo.png', '.vite/manifest.json']) {
      expect(existsSync(path.join(dist, `${name}.br`))).toBe(false);
    }
  });
});
