// Node only: reads contracts/openapi.yaml once and hands out the parsed document, and what a
// server needs to know about each operation (the one loader of the repository).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const CACHE_DIR = fileURLToPath(
  new URL('../../node_modules/.cache/storefront-contract/', import.meta.url),
);

/**
 * Parses the contract's YAML through a JSON copy cached by content hash: parsing 4,700 lines of
 * YAML is most of a server's cold start, reading the JSON copy takes milliseconds. A stale copy
 * cannot be read (the hash changes with the text); a missing or unwritable cache only costs time.
 */
function parseContractFile(file: string): ContractDocument {
  const text = readFileSync(file, 'utf8');
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 24);
  const cachedCopy = join(CACHE_DIR, `contract-${digest}.json`);
  try {
    return JSON.parse(readFileSync(cachedCopy, 'utf8')) as ContractDocument;
  } catch {
    // not cached yet
  }
  const document = parse(text) as ContractDocument;
  try {
    mkdirSync(dirname(cachedCopy), { recursive: true });
    const temporary = `${cachedCopy}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(document));
    renameSync(temporary, cachedCopy);
  } catch {
    // A read-only checkout: parse again next time.
  }
  return document;
}

const parsed = new Map<string, ContractDocument>();

/** The parsed contract (another file for tests); parsed once per file. Treat it as read-only. */
export function loadContract(file = contractPath): ContractDocument {
  let document = parsed.get(file);
  if (!document) {
    document = parseContractFile(file);
    parsed.set(file, document);
  }
  return document;
}

/** Follows a local $ref ("#/components/...") to its target; anything else is returned as is. */
export function resolveRef(document: object, value: unknown): unknown {
  let current = value;
  for (
    let hops = 0;
    isObject(current) && typeof current.$ref === 'string' && hops < 20;
    hops += 1
  ) {
    const pointer = current.$ref;
    if (!pointer.startsWith('#/')) return current;
    let target: unknown = document;
    for (const raw of pointer.slice(2).split('/')) {
      const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      target = isObject(target) ? target[key] : undefined;
    }
    current = target;
  }
  return current;
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

/** What a server needs to know about one operation of the contract. */
export interface ServedOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path as the contract writes it, e.g. /api/user/address. */
  path: string;
  /** The same path in Fastify's syntax ({id} -> :id). */
  url: string;
  tags: string[];
  /** True when the operation has a non-empty security requirement: a token is needed. */
  protected: boolean;
  /** Query parameters with where their schemas are. */
  queryParameters: ParameterSpec[];
  /** Media type of the request body, if there is one. */
  bodyType: string | undefined;
  bodyRequired: boolean;
  /** JSON Pointer (inside the contract document) of the request body's schema. */
  bodyPointer: string | undefined;
}

export interface ParameterSpec {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  /** JSON Pointer (inside the contract document) of the parameter's schema. */
  schemaPointer: string;
}

/** The contract as a server serves it: its operations and where the token travels. */
export interface ServedContract {
  document: ContractDocument;
  operations: ServedOperation[];
  /** Header that carries the token (from the apiKey security scheme in a header). */
  tokenHeader: string;
  /** Cookie that carries the token (from the apiKey security scheme in a cookie). */
  tokenCookie: string;
}

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

function parameterSpecs(
  document: ContractDocument,
  { path, method, pathItem, operation }: ContractOperationEntry,
): ParameterSpec[] {
  const located = [
    ...(pathItem.parameters ?? []).map((raw, index) => ({
      raw,
      at: `#/paths/${escapePointer(path)}/parameters/${index}`,
    })),
    ...(operation.parameters ?? []).map((raw, index) => ({
      raw,
      at: `#/paths/${escapePointer(path)}/${method}/parameters/${index}`,
    })),
  ];
  const parameters: ParameterSpec[] = [];
  for (const { raw, at } of located) {
    const parameter = resolveRef(document, raw);
    if (!isObject(parameter)) continue;
    const base = isObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : at;
    parameters.push({
      name: String(parameter.name),
      in: parameter.in as ParameterSpec['in'],
      required: parameter.required === true,
      schemaPointer: `${base}/schema`,
    });
  }
  return parameters;
}

/** The contract's operations and token names, read from the contract file (another for tests). */
export function loadServedContract(file = contractPath): ServedContract {
  const document = loadContract(file);
  const globalSecurity = document.security ?? [];
  const operations = listOperations(document).map((entry): ServedOperation => {
    const { path, method, operation } = entry;
    const security = Array.isArray(operation.security) ? operation.security : globalSecurity;
    const body = resolveRef(document, operation.requestBody);
    let bodyType: string | undefined;
    let bodyPointer: string | undefined;
    if (isObject(body) && isObject(body.content)) {
      bodyType = Object.keys(body.content)[0];
      if (bodyType) {
        const requestBody = operation.requestBody;
        const base =
          isObject(requestBody) && typeof requestBody.$ref === 'string'
            ? requestBody.$ref
            : `#/paths/${escapePointer(path)}/${method}/requestBody`;
        bodyPointer = `${base}/content/${escapePointer(bodyType)}/schema`;
      }
    }
    return {
      operationId: operation.operationId,
      method: method.toUpperCase() as ServedOperation['method'],
      path,
      url: path.replace(/\{([^}]+)\}/g, ':$1'),
      tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
      // `security: []` or an empty requirement ({}) among the alternatives: guests are welcome.
      protected:
        security.length > 0 &&
        !security.some(
          (requirement) => isObject(requirement) && Object.keys(requirement).length === 0,
        ),
      queryParameters: parameterSpecs(document, entry).filter(
        (parameter) => parameter.in === 'query',
      ),
      bodyType,
      bodyRequired: isObject(body) && body.required === true,
      bodyPointer,
    };
  });
  const schemes = Object.values(document.components?.securitySchemes ?? {}).filter(isObject);
  const headerScheme = schemes.find((scheme) => scheme.type === 'apiKey' && scheme.in === 'header');
  const cookieScheme = schemes.find((scheme) => scheme.type === 'apiKey' && scheme.in === 'cookie');
  return {
    document,
    operations,
    tokenHeader: typeof headerScheme?.name === 'string' ? headerScheme.name.toLowerCase() : 'token',
    tokenCookie: typeof cookieScheme?.name === 'string' ? cookieScheme.name : 'Admin-Token',
  };
}
