import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** e2e/artifacts: screenshots of every journey step and the recorded API traffic. */
export const artifactsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../artifacts',
);
