import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedTypesPath, generateTypes } from './generate-types';

describe('the generated types', () => {
  it('are up to date with openapi.yaml (run `npm run generate -w contracts` when this fails)', async () => {
    const fresh = await generateTypes();
    // Compared line by line, so a stale file fails with a diff of the lines that differ.
    expect(readFileSync(generatedTypesPath, 'utf8').split('\n')).toEqual(fresh.split('\n'));
  });

  it('type every operation by its operationId', async () => {
    const fresh = await generateTypes();
    for (const operationId of ['userLogin', 'indexHotMerchant', 'cartAdd', 'chatGetWebSocketUrl']) {
      expect(fresh).toContain(`    ${operationId}: {`);
    }
  });
});
