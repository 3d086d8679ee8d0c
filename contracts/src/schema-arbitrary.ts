import fc from 'fast-check';
import { resolveRef } from './load-contract';

// fast-check arbitraries from the contract's JSON Schemas (OpenAPI 3.1): values valid by the
// schema, and the boundaries the schema names. Enough of JSON Schema for this contract: $ref,
// allOf/oneOf/anyOf, const, enum, type (and type lists), string lengths, patterns and formats,
// number bounds, arrays and objects with their required properties. Shared by the mock-server's
// fuzz test and `contract:verify` (src/verify/).

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const MAX_DEPTH = 6;

/** Strings of any script, control characters and lone surrogates included. */
export const unicodeText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    '\uD800',
    'e\u0301',
    '‮evil',
    '😀👍🏽',
    '支付密码',
    'ภาษาไทย',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '{{7*7}}',
  ),
);

// Re-exported for the verifier, which draws requests with the same resolution of $refs.
export { resolveRef };

export function resolve(document: object, schema: unknown): Schema {
  const resolved = resolveRef(document, schema);
  return isObject(resolved) ? resolved : {};
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === 'string') return [schema.type];
  if (isObject(schema.properties)) return ['object'];
  if (schema.items !== undefined) return ['array'];
  return [];
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : minLength + 24;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'uri' || schema.format === 'uri-reference') {
    return fc.webUrl().filter(fits);
  }
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 24) });
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  const low = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : min;
  const high = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : max;
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** Values valid by `schema`. */
export function validValue(document: object, raw: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const merged: Schema = {};
    for (const part of schema.allOf) Object.assign(merged, resolve(document, part));
    const { allOf: _allOf, ...own } = schema;
    return validValue(document, { ...merged, ...own }, depth + 1);
  }
  const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => validValue(document, branch, depth + 1)));
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 1 });
  return fc.oneof(...types.map((type) => valueOfType(document, schema, type, depth)));
}

function valueOfType(
  document: object,
  schema: Schema,
  type: string,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = typeof schema.maxItems === 'number' ? schema.maxItems : minLength + 4;
      return fc.array(validValue(document, schema.items ?? {}, depth + 1), {
        minLength,
        maxLength: Math.min(maxLength, minLength + 4),
      });
    }
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        model[name] = validValue(document, property, depth + 1);
      }
      return fc.record(model, { requiredKeys: required.filter((name) => name in model) });
    }
    default:
      return fc.constant(null);
  }
}

/** The values at and just past the bounds a schema names (lengths, numbers, enums). */
export function boundaryValues(document: object, raw: unknown): unknown[] {
  const schema = resolve(document, raw);
  const values: unknown[] = [];
  if (typeof schema.minimum === 'number') values.push(schema.minimum, schema.minimum - 1);
  if (typeof schema.maximum === 'number') values.push(schema.maximum, schema.maximum + 1);
  if (typeof schema.minLength === 'number') {
    values.push('x'.repeat(schema.minLength), 'x'.repeat(Math.max(0, schema.minLength - 1)));
  }
  if (typeof schema.maxLength === 'number') {
    values.push('9'.repeat(schema.maxLength), '9'.repeat(schema.maxLength + 1));
  }
  if (Array.isArray(schema.enum)) values.push(...(schema.enum as unknown[]), 'not-in-the-enum');
  values.push(0, -1, '', '0', 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, '1000000.00', '1000000.01');
  return values;
}

/** Field names and schemas of an object schema (through $ref, allOf and oneOf branches). */
export function objectFields(
  document: object,
  raw: unknown,
): { name: string; schema: unknown; required: boolean }[] {
  const schema = resolve(document, raw);
  const branches = [
    schema,
    ...((schema.oneOf as unknown[] | undefined) ?? []),
    ...((schema.anyOf as unknown[] | undefined) ?? []),
    ...((schema.allOf as unknown[] | undefined) ?? []),
  ].map((branch) => resolve(document, branch));
  const fields = new Map<string, { name: string; schema: unknown; required: boolean }>();
  for (const branch of branches) {
    const required = new Set(Array.isArray(branch.required) ? branch.required.map(String) : []);
    for (const [name, property] of Object.entries(
      isObject(branch.properties) ? branch.properties : {},
    )) {
      if (!fields.has(name))
        fields.set(name, { name, schema: property, required: required.has(name) });
    }
  }
  return [...fields.values()];
}
