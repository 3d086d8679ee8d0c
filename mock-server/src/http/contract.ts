import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractPath } from '@storefront/contracts/load-contract';
import { parse } from 'yaml';

/** What the mock needs to know about one operation of contracts/openapi.yaml. */
export interface Operation {
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
  bodyPointer: string | undefined;
}

export interface ParameterSpec {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  /** JSON Pointer (inside the contract document) of the parameter's schema. */
  schemaPointer: string;
}

export interface Contract {
  document: Record<string, unknown>;
  operations: Operation[];
  /** Header that carries the token (from the apiKey security scheme in a header). */
  tokenHeader: string;
  /** Cookie that carries the token (from the apiKey security scheme in a cookie). */
  tokenCookie: string;
}

export const CONTRACT_FILE = contractPath;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Follows a local $ref ("#/components/...") to its target. */
export function resolveRef(document: Json, value: unknown): unknown {
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

const CACHE_DIR = fileURLToPath(
  new URL('../../../node_modules/.cache/storefront-mock/', import.meta.url),
);

/**
 * Parses the contract's YAML through a JSON copy cached by content hash: parsing 4,700 lines of
 * YAML is most of a cold start, reading the JSON copy takes milliseconds. A stale copy cannot be
 * read (the hash changes with the text); a missing or unwritable cache only costs time.
 */
function parseContractFile(file: string): Json {
  const text = readFileSync(file, 'utf8');
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 24);
  const cached = join(CACHE_DIR, `contract-${digest}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as Json;
  } catch {
    // not cached yet
  }
  const document = parse(text) as Json;
  try {
    mkdirSync(dirname(cached), { recursive: true });
    const temporary = `${cached}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(document));
    renameSync(temporary, cached);
  } catch {
    // A read-only checkout: parse again next time.
  }
  return document;
}

/** The contract's operations and token names, read from the contract file. */
export function loadContract(file = CONTRACT_FILE): Contract {
  const document = parseContractFile(file);
  const paths = isObject(document.paths) ? document.paths : {};
  const globalSecurity = Array.isArray(document.security) ? document.security : [];
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const security = Array.isArray(operation.security) ? operation.security : globalSecurity;
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const located = [
        ...shared.map((raw, index) => ({
          raw,
          at: `#/paths/${escapePointer(path)}/parameters/${index}`,
        })),
        ...own.map((raw, index) => ({
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
      const body = resolveRef(document, operation.requestBody);
      let bodyType: string | undefined;
      let bodyPointer: string | undefined;
      if (isObject(body) && isObject(body.content)) {
        bodyType = Object.keys(body.content)[0];
        if (bodyType) {
          bodyPointer = `#/paths/${escapePointer(path)}/${method}/requestBody/content/${escapePointer(bodyType)}/schema`;
          if (isObject(operation.requestBody) && typeof operation.requestBody.$ref === 'string') {
            bodyPointer = `${operation.requestBody.$ref}/content/${escapePointer(bodyType)}/schema`;
          }
        }
      }
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as Operation['method'],
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
        // `security: []` or an empty requirement ({}) among the alternatives: guests are welcome.
        protected:
          security.length > 0 &&
          !security.some(
            (requirement) => isObject(requirement) && Object.keys(requirement).length === 0,
          ),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        bodyType,
        bodyRequired: isObject(body) && body.required === true,
        bodyPointer,
      });
    }
  }
  const schemes =
    isObject(document.components) && isObject(document.components.securitySchemes)
      ? Object.values(document.components.securitySchemes).filter(isObject)
      : [];
  const headerScheme = schemes.find((scheme) => scheme.type === 'apiKey' && scheme.in === 'header');
  const cookieScheme = schemes.find((scheme) => scheme.type === 'apiKey' && scheme.in === 'cookie');
  return {
    document,
    operations,
    tokenHeader: typeof headerScheme?.name === 'string' ? headerScheme.name.toLowerCase() : 'token',
    tokenCookie: typeof cookieScheme?.name === 'string' ? cookieScheme.name : 'Admin-Token',
  };
}
