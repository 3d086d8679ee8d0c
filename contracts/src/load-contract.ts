// Node only: reads contracts/openapi.yaml once and hands out the parsed document.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const contractPath = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ContractOperation {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  'x-origin'?: 'spec' | 'extension';
  security?: Array<Record<string, string[]>>;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

export interface ContractPathItem {
  parameters?: unknown[];
  get?: ContractOperation;
  post?: ContractOperation;
  put?: ContractOperation;
  patch?: ContractOperation;
  delete?: ContractOperation;
}

export interface ContractDocument {
  openapi: string;
  info: { title: string; version: string };
  security?: Array<Record<string, string[]>>;
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, ContractPathItem>;
  components: {
    schemas: Record<string, unknown>;
    parameters: Record<string, unknown>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

export const httpMethods: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

let cached: ContractDocument | undefined;

/** The parsed contract; parsed on the first call only. Treat it as read-only. */
export function loadContract(): ContractDocument {
  cached ??= parse(readFileSync(contractPath, 'utf8')) as ContractDocument;
  return cached;
}

export interface ContractOperationEntry {
  method: HttpMethod;
  path: string;
  operation: ContractOperation;
  pathItem: ContractPathItem;
}

/** Every operation of the contract with its method and path, in document order. */
export function listOperations(
  contract: ContractDocument = loadContract(),
): ContractOperationEntry[] {
  const entries: ContractOperationEntry[] = [];
  for (const [path, pathItem] of Object.entries(contract.paths)) {
    for (const method of httpMethods) {
      const operation = pathItem[method];
      if (operation) entries.push({ method, path, operation, pathItem });
    }
  }
  return entries;
}
