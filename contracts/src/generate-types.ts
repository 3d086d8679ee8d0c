// Node only: turns the contract into TypeScript types with openapi-typescript.
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { contractPath } from './load-contract';

export const generatedTypesPath = fileURLToPath(new URL('./generated/openapi.ts', import.meta.url));

const header = `// Generated from contracts/openapi.yaml by \`npm run generate -w contracts\`. Do not edit.\n`;

export async function generateTypes(): Promise<string> {
  const ast = await openapiTS(new URL(`file://${contractPath}`), {
    alphabetize: false,
    exportType: true,
  });
  return header + astToString(ast);
}
