import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags';

// The benches measure the server as developers run it: `npm start` passes the same Node options.

it('npm start runs the server with the benches’ Node options', () => {
  const manifest = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as {
    scripts: Record<string, string>;
  };
  const start = manifest.scripts.start!.split(/\s+/);
  for (const flag of SERVER_NODE_FLAGS) expect(start).toContain(flag);
});
