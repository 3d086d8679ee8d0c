// What the console shows of one operation of the contract: its parameters and body with their
// schemas (references followed) and examples, and its success answer's example, the start of an
// override or of a try. Read from the served contract (contracts/openapi.yaml).
import { resolveRef } from '@storefront/contracts/load-contract';
import type { ServedContract, ServedOperation } from '@storefront/contracts/load-contract';
import type {
  ExampleAnswer,
  OperationDetail,
  OperationParameter,
} from '@storefront/contracts/control-api';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How deep a schema is followed (a schema that names itself stops there, as `{}`). */
const DEPTH = 12;

/** A schema with every local $ref replaced by its target (a cycle or a deep one becomes `{}`). */
export function derefSchema(document: object, schema: unknown, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => derefSchema(document, item, seen));
  if (!isObject(schema)) return schema;
  if (typeof schema.$ref === 'string') {
    if (seen.includes(schema.$ref) || seen.length >= DEPTH) return {};
    return derefSchema(document, resolveRef(document, schema), [...seen, schema.$ref]);
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    // Examples are values, not schemas: kept as they are.
    out[key] = key === 'example' || key === 'examples' ? value : derefSchema(document, value, seen);
  }
  return out;
}

/** A value that fits a schema (its example, default, first enum value, or built by type). */
export function exampleOf(schema: unknown, depth = 0): unknown {
  if (!isObject(schema) || depth > DEPTH) return null;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) return exampleOf(options[0], depth + 1);
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => exampleOf(part, depth + 1));
    return parts.every(isObject) ? Object.assign({}, ...parts) : (parts[0] ?? null);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      const properties = isObject(schema.properties) ? schema.properties : {};
      for (const [name, property] of Object.entries(properties)) {
        out[name] = exampleOf(property, depth + 1);
      }
      return out;
    }
    case 'array':
      return schema.items === undefined ? [] : [exampleOf(schema.items, depth + 1)];
    case 'string': {
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.format === 'email') return 'demo@example.com';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(min, 1));
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return isObject(schema.properties) ? exampleOf({ ...schema, type: 'object' }, depth) : null;
  }
}

/** The example of a media type object: `example`, the first of `examples`, or none. */
function mediaExample(media: unknown, document: object): { found: boolean; value: unknown } {
  if (!isObject(media)) return { found: false, value: undefined };
  if ('example' in media) return { found: true, value: media.example };
  if (isObject(media.examples)) {
    const first = resolveRef(document, Object.values(media.examples)[0]);
    if (isObject(first) && 'value' in first) return { found: true, value: first.value };
  }
  return { found: false, value: undefined };
}

function contractOperation(contract: ServedContract, served: ServedOperation) {
  const item = contract.document.paths[served.path] as Json | undefined;
  return (item?.[served.method.toLowerCase()] ?? {}) as Json;
}

/** The success answer's example: the contract's own, or one built from its schema. */
export function exampleAnswer(contract: ServedContract, served: ServedOperation): ExampleAnswer {
  const { document } = contract;
  const responses = (contractOperation(contract, served).responses ?? {}) as Json;
  const status = ['200', '201', '204'].find((code) => code in responses) ?? '200';
  const response = resolveRef(document, responses[status]);
  const media = isObject(response) && isObject(response.content) ? response.content : {};
  const json = resolveRef(document, media['application/json']);
  const own = mediaExample(json, document);
  if (own.found) {
    return {
      operationId: served.operationId,
      status: Number(status),
      body: own.value,
      source: 'contract',
    };
  }
  const schema = isObject(json) ? derefSchema(document, json.schema) : undefined;
  return {
    operationId: served.operationId,
    status: Number(status),
    body: exampleOf(schema),
    source: 'schema',
  };
}

/** Everything try-it needs to fill a form for an operation. */
export function operationDetail(
  contract: ServedContract,
  served: ServedOperation,
): OperationDetail {
  const { document } = contract;
  const operation = contractOperation(contract, served);
  const item = (document.paths[served.path] ?? {}) as Json;
  const raw = [
    ...(Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ];
  const parameters: OperationParameter[] = [];
  for (const entry of raw) {
    const parameter = resolveRef(document, entry);
    if (!isObject(parameter) || (parameter.in !== 'path' && parameter.in !== 'query')) continue;
    const schema = derefSchema(document, parameter.schema);
    parameters.push({
      name: String(parameter.name),
      in: parameter.in,
      required: parameter.required === true,
      schema,
      example: 'example' in parameter ? parameter.example : exampleOf(schema),
      ...(typeof parameter.description === 'string' ? { description: parameter.description } : {}),
    });
  }
  let body: OperationDetail['body'] = null;
  const requestBody = resolveRef(document, operation.requestBody);
  if (isObject(requestBody) && isObject(requestBody.content)) {
    const [mediaType, media] = Object.entries(requestBody.content)[0] ?? [];
    if (mediaType) {
      const schema = isObject(media) ? derefSchema(document, media.schema) : {};
      const own = mediaExample(media, document);
      body = {
        mediaType,
        required: requestBody.required === true,
        schema,
        example: own.found ? own.value : exampleOf(schema),
      };
    }
  }
  return {
    operation: {
      operationId: served.operationId,
      method: served.method,
      path: served.path,
      tag: served.tags[0] ?? '',
    },
    summary: typeof operation.summary === 'string' ? operation.summary : '',
    protected: served.protected,
    parameters,
    body,
    answer: exampleAnswer(contract, served),
  };
}

/** A URL of the operation's path, each `{parameter}` filled (with `1` when not given). */
export function operationUrl(
  served: Pick<ServedOperation, 'path'>,
  path: Record<string, string | number> = {},
  query: Record<string, string | number | boolean> = {},
): string {
  const filled = served.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(path[name] ?? '1')),
  );
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return search ? `${filled}?${search}` : filled;
}
