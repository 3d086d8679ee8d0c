// Node only: says whether a request or a response conforms to the contract, with readable errors.
// Schemas are compiled on first use and cached, so one validator serves a whole test run cheaply.
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  listOperations,
  loadContract,
  resolveRef,
  type ContractDocument,
  type ContractOperation,
  type HttpMethod,
  type ServedContract,
  type ServedOperation,
} from './load-contract';

const contractSchemaId = 'https://storefront.local/openapi.yaml';

export interface RequestToCheck {
  method: string;
  /** Path with an optional query string, e.g. `/api/user/order_list?status=1&page=2`. */
  url: string;
  /** Query values; when absent they are read from `url`. */
  query?: Record<string, string | string[] | undefined>;
  /** The parsed JSON body; leave undefined when there is none. */
  body?: unknown;
  /** Only `content-type` is looked at: a multipart body is not checked field by field. */
  headers?: Record<string, string | string[] | undefined>;
}

export interface ResponseToCheck {
  method: string;
  url: string;
  status: number;
  /** The parsed JSON body. */
  body: unknown;
}

export type ContractCheck =
  | { ok: true; operationId: string }
  | { ok: false; operationId: string | undefined; errors: string[] };

export interface MatchedOperation {
  operationId: string;
  method: HttpMethod;
  /** The path template of the contract, e.g. `/api/user/login`. */
  path: string;
  pathParams: Record<string, string>;
  operation: ContractOperation;
}

export interface ContractValidator {
  findOperation(method: string, url: string): MatchedOperation | undefined;
  validateRequest(request: RequestToCheck): ContractCheck;
  validateResponse(response: ResponseToCheck): ContractCheck;
  /** Validates any value against a named component schema, e.g. `('Cart', cart)`. */
  validateSchema(schemaName: string, value: unknown): string[];
}

interface ParameterObject {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}
type SchemaObject = Record<string, unknown>;

interface CompiledRoute {
  method: HttpMethod;
  path: string;
  pattern: RegExp;
  paramNames: string[];
  operation: ContractOperation;
  parameters: ParameterObject[];
}

interface AjvOptions {
  /** Every error (a test's report) or the first (a server's answer). */
  allErrors: boolean;
  /** Coerce text to the schema's types in place (query strings: page=2 becomes 2). */
  coerce: boolean;
  /** Fill in the schema's defaults in place. */
  useDefaults: boolean;
}

/** The one Ajv set-up for the contract's schemas (OpenAPI 3.1 = JSON Schema 2020-12): the whole
 * document is registered under `contractSchemaId`, so a schema anywhere in it is reached by
 * `${contractSchemaId}#/json/pointer`. */
function createContractAjv(contract: ContractDocument, options: AjvOptions): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: options.allErrors,
    coerceTypes: options.coerce ? 'array' : false,
    useDefaults: options.useDefaults,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  // OpenAPI words that may sit inside schemas and mean nothing to JSON Schema validation.
  ajv.addVocabulary([
    'components',
    'paths',
    'example',
    'discriminator',
    'xml',
    'externalDocs',
    'x-maximum',
    // A secret value (a password, a card number, a token): no log shows it (secret-fields.ts).
    'x-secret',
  ]);
  ajv.addSchema({ $id: contractSchemaId, components: contract.components, paths: contract.paths });
  return ajv;
}

export function createContractValidator(
  contract: ContractDocument = loadContract(),
): ContractValidator {
  const ajv = createContractAjv(contract, { allErrors: true, coerce: false, useDefaults: false });

  const routes = compileRoutes(contract);
  const cache = new Map<unknown, ValidateFunction>();

  function compile(schema: SchemaObject): ValidateFunction {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(absolutizeRefs(schema) as SchemaObject);
      cache.set(schema, validate);
    }
    return validate;
  }

  function findOperation(method: string, url: string): MatchedOperation | undefined {
    const lowerMethod = method.toLowerCase();
    const pathname = splitUrl(url).pathname;
    for (const route of routes) {
      if (route.method !== lowerMethod) continue;
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const pathParams: Record<string, string> = {};
      route.paramNames.forEach((name, index) => {
        pathParams[name] = decodeURIComponent(match[index + 1] ?? '');
      });
      return {
        operationId: route.operation.operationId,
        method: route.method,
        path: route.path,
        pathParams,
        operation: route.operation,
      };
    }
    return undefined;
  }

  function routeFor(
    method: string,
    url: string,
  ): { route: CompiledRoute; matched: MatchedOperation } | undefined {
    const matched = findOperation(method, url);
    const route =
      matched && routes.find((r) => r.method === matched.method && r.path === matched.path);
    return route && matched ? { route, matched } : undefined;
  }

  function notInContract(method: string, url: string): ContractCheck {
    return {
      ok: false,
      operationId: undefined,
      errors: [`${method.toUpperCase()} ${splitUrl(url).pathname} is not in the contract`],
    };
  }

  function validateRequest(request: RequestToCheck): ContractCheck {
    const found = routeFor(request.method, request.url);
    if (!found) return notInContract(request.method, request.url);
    const { route, matched } = found;
    const errors: string[] = [];
    const query = request.query ?? splitUrl(request.url).query;

    const queryParams = route.parameters.filter((p) => p.in === 'query');
    for (const name of Object.keys(query)) {
      if (query[name] !== undefined && !queryParams.some((p) => p.name === name)) {
        errors.push(`query/${name} is not a parameter of ${route.operation.operationId}`);
      }
    }
    for (const param of queryParams) {
      const raw = query[param.name];
      if (raw === undefined) {
        if (param.required) errors.push(`query/${param.name} is required`);
        continue;
      }
      const schema = param.schema ?? {};
      const value = coerceQueryValue(raw, resolveSchema(contract, schema));
      errors.push(...check(compile(schema), value, `query/${param.name}`));
    }
    for (const param of route.parameters.filter((p) => p.in === 'path')) {
      const raw = matched.pathParams[param.name];
      const schema = param.schema ?? {};
      const value =
        raw === undefined ? undefined : coerceQueryValue(raw, resolveSchema(contract, schema));
      errors.push(...check(compile(schema), value, `path/${param.name}`));
    }

    const requestBody = resolveRef(contract, route.operation.requestBody) as
      { required?: boolean; content?: Record<string, { schema?: SchemaObject }> } | undefined;
    const contentType = headerValue(request.headers, 'content-type')?.toLowerCase() ?? '';
    if (!requestBody) {
      if (request.body !== undefined && request.body !== null && request.body !== '') {
        errors.push(`body: ${route.operation.operationId} takes no request body`);
      }
    } else if (contentType.startsWith('multipart/')) {
      if (!requestBody.content?.['multipart/form-data']) {
        errors.push(`body: ${route.operation.operationId} does not take multipart/form-data`);
      }
    } else {
      const jsonSchema = requestBody.content?.['application/json']?.schema;
      if (request.body === undefined) {
        if (requestBody.required) errors.push('body is required');
      } else if (!jsonSchema) {
        errors.push(`body: ${route.operation.operationId} does not take a JSON body`);
      } else {
        errors.push(...check(compile(jsonSchema), request.body, 'body'));
      }
    }
    return result(route.operation.operationId, errors);
  }

  function validateResponse(response: ResponseToCheck): ContractCheck {
    const route = routeFor(response.method, response.url)?.route;
    if (!route) return notInContract(response.method, response.url);
    const responses = route.operation.responses;
    const declared = responses[String(response.status)] ?? responses.default;
    if (!declared) {
      return result(route.operation.operationId, [
        `status ${response.status} is not an answer of ${route.operation.operationId} (declared: ${Object.keys(responses).join(', ')})`,
      ]);
    }
    const content = (
      resolveRef(contract, declared) as { content?: Record<string, { schema?: SchemaObject }> }
    ).content;
    const schema = content?.['application/json']?.schema;
    if (!schema) return result(route.operation.operationId, []);
    const branch = envelopeBranch(contract, schema, response.body);
    return result(route.operation.operationId, check(compile(branch), response.body, 'response'));
  }

  function validateSchema(schemaName: string, value: unknown): string[] {
    if (!(schemaName in contract.components.schemas)) {
      return [`${schemaName} is not a schema of the contract`];
    }
    return check(compile(componentRef(schemaName)), value, schemaName);
  }

  return { findOperation, validateRequest, validateResponse, validateSchema };
}

const componentRefs = new Map<string, SchemaObject>();
function componentRef(name: string): SchemaObject {
  let ref = componentRefs.get(name);
  if (!ref) {
    ref = { $ref: `#/components/schemas/${name}` };
    componentRefs.set(name, ref);
  }
  return ref;
}

function result(operationId: string, errors: string[]): ContractCheck {
  return errors.length === 0 ? { ok: true, operationId } : { ok: false, operationId, errors };
}

function check(validate: ValidateFunction, value: unknown, where: string): string[] {
  if (validate(value)) return [];
  return formatErrors(validate.errors ?? [], where);
}

/** One line per problem, e.g. `body/amount must match pattern "^...$" (got "1.234")`. */
function formatErrors(errors: ErrorObject[], where: string): string[] {
  const lines = errors
    .filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf')
    .map((e) => {
      const at = `${where}${e.instancePath}`;
      if (e.keyword === 'additionalProperties') {
        return `${at} has a field the contract does not allow: "${String(e.params.additionalProperty)}"`;
      }
      if (e.keyword === 'required') {
        return `${at} lacks the required field "${String(e.params.missingProperty)}"`;
      }
      if (e.keyword === 'enum') {
        return `${at} must be one of ${JSON.stringify(e.params.allowedValues)}`;
      }
      if (e.keyword === 'const') {
        return `${at} must be ${JSON.stringify(e.params.allowedValue)}`;
      }
      return `${at} ${e.message ?? 'is invalid'}`;
    });
  const unique = [...new Set(lines)];
  return unique.length > 0 ? unique : [`${where} does not match the contract`];
}

/** With an envelope `oneOf` (success `code: 1` or Failure `code: 0`), checks only the branch the
 * body claims, so the errors speak of that branch instead of every alternative. */
function envelopeBranch(
  contract: ContractDocument,
  schema: SchemaObject,
  body: unknown,
): SchemaObject {
  const branches = schema.oneOf;
  if (!Array.isArray(branches) || typeof body !== 'object' || body === null) return schema;
  const code = (body as { code?: unknown }).code;
  const chosen = (branches as SchemaObject[]).find((branch) => {
    const resolved = resolveSchema(contract, branch);
    const codeSchema = (resolved.properties as Record<string, SchemaObject> | undefined)?.code;
    return codeSchema !== undefined && codeSchema.const === code;
  });
  return chosen ?? schema;
}

function compileRoutes(contract: ContractDocument): CompiledRoute[] {
  const routes = listOperations(contract).map(({ method, path, operation, pathItem }) => {
    const paramNames: string[] = [];
    const source = path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const param = /^\{([^}]+)\}$/.exec(part);
        if (param?.[1]) {
          paramNames.push(param[1]);
          return '([^/]+)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    const byKey = new Map<string, ParameterObject>();
    for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
      const param = resolveRef(contract, raw) as ParameterObject;
      byKey.set(`${param.in}:${param.name}`, param);
    }
    return {
      method,
      path,
      pattern: new RegExp(`^${source}/?$`),
      paramNames,
      operation,
      parameters: [...byKey.values()],
    };
  });
  // Literal paths win over templated ones when both match.
  return routes.sort((a, b) => a.paramNames.length - b.paramNames.length);
}

function splitUrl(url: string): {
  pathname: string;
  query: Record<string, string | string[] | undefined>;
} {
  const parsed = new URL(url, 'http://contract.local');
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of parsed.searchParams) {
    const seen = query[key];
    query[key] =
      seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return { pathname: parsed.pathname, query };
}

function headerValue(
  headers: Record<string, string | string[] | undefined> | undefined,
  name: string,
): string | undefined {
  if (!headers) return undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** Query strings carry text; turn it into the type the parameter's schema asks for. */
function coerceQueryValue(raw: string | string[], schema: SchemaObject): unknown {
  const type = schema.type;
  if (type === 'array') {
    const items = (schema.items as SchemaObject | undefined) ?? {};
    return (Array.isArray(raw) ? raw : [raw]).map((item) => coerceQueryValue(item, items));
  }
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (value === undefined) return undefined;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) {
    return Number(value);
  }
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function resolveSchema(contract: ContractDocument, schema: SchemaObject): SchemaObject {
  return (resolveRef(contract, schema) as SchemaObject | undefined) ?? {};
}

/** Inline schemas point at `#/components/...` of the contract; make those pointers absolute so
 * Ajv finds them in the contract schema registered under `contractSchemaId`. */
function absolutizeRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(absolutizeRefs);
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${contractSchemaId}${value}`
        : absolutizeRefs(value);
  }
  return copy;
}

/** One check of a server's request validation: Ajv's errors, for the server to phrase. */
export interface RequestCheck {
  ok: boolean;
  errors: ErrorObject[];
  where: 'query' | 'body';
}

/**
 * A server's request validation against the contract's own schemas, through the same Ajv set-up as
 * `createContractValidator`. Query strings are coerced in place (page=2 becomes 2) and defaults
 * filled in; JSON bodies are not coerced unless asked (`stringly`, for bodies that only carry
 * text). The first error is enough for an answer. Validators are compiled on first use so a
 * server starts fast.
 */
export class RequestValidator {
  private readonly coercing: Ajv2020;
  private readonly exact: Ajv2020;
  private readonly queryValidators = new Map<string, ValidateFunction>();
  private readonly bodyValidators = new Map<string, ValidateFunction>();

  constructor(contract: ServedContract) {
    const options = { allErrors: false, useDefaults: true };
    this.coercing = createContractAjv(contract.document, { ...options, coerce: true });
    this.exact = createContractAjv(contract.document, { ...options, coerce: false });
  }

  private queryValidator(operation: ServedOperation): ValidateFunction {
    let validate = this.queryValidators.get(operation.operationId);
    if (!validate) {
      const properties: Record<string, unknown> = {};
      for (const parameter of operation.queryParameters) {
        properties[parameter.name] = { $ref: `${contractSchemaId}${parameter.schemaPointer}` };
      }
      validate = this.coercing.compile({
        type: 'object',
        properties,
        required: operation.queryParameters.filter((p) => p.required).map((p) => p.name),
      });
      this.queryValidators.set(operation.operationId, validate);
    }
    return validate;
  }

  private bodyValidator(operation: ServedOperation, coerce: boolean): ValidateFunction | undefined {
    if (!operation.bodyPointer) return undefined;
    const key = `${operation.operationId}:${coerce}`;
    let validate = this.bodyValidators.get(key);
    if (!validate) {
      validate = (coerce ? this.coercing : this.exact).compile({
        $ref: `${contractSchemaId}${operation.bodyPointer}`,
      });
      this.bodyValidators.set(key, validate);
    }
    return validate;
  }

  /** Validates (and coerces, in place) the query object. */
  checkQuery(operation: ServedOperation, query: Record<string, unknown>): RequestCheck {
    const validate = this.queryValidator(operation);
    const ok = validate(query);
    return { ok, errors: validate.errors ?? [], where: 'query' };
  }

  /** Validates the body; `stringly` for form and multipart bodies, whose values are all text. */
  checkBody(operation: ServedOperation, body: unknown, stringly: boolean): RequestCheck {
    const validate = this.bodyValidator(operation, stringly);
    if (!validate) return { ok: true, errors: [], where: 'body' };
    const ok = validate(body);
    return { ok, errors: validate.errors ?? [], where: 'body' };
  }
}
