// Writes src/generated/openapi.ts from openapi.yaml (npm run generate -w contracts).
import { writeFile } from 'node:fs/promises';
import { generatedTypesPath, generateTypes } from '../src/generate-types';

await writeFile(generatedTypesPath, await generateTypes());
console.log(`wrote ${generatedTypesPath}`);
