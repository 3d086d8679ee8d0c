// The variants mode's transform (MOCK_VARIANTS, /__mock/variants): every /api answer, after its
// handler ran, rewritten into another answer the contract allows, driven by the operation's response
// schema. See docs/variants.md for the modes, the held fields and why.
import { resolveRef } from '@storefront/contracts/load-contract';

export type VariantMode =
  { kind: 'off' } | { kind: 'minimal' } | { kind: 'maximal' } | { kind: 'random'; seed: number };

/** `minimal`, `maximal`, `random:<seed>` (a non-negative integer below 2^32) or `off`. */
export function parseVariantMode(text: string | undefined): VariantMode | undefined {
  const value = (text ?? '').trim();
  if (value === '' || value === 'off') return { kind: 'off' };
  if (value === 'minimal') return { kind: 'minimal' };
  if (value === 'maximal') return { kind: 'maximal' };
  const random = /^random:(\d{1,10})$/.exec(value);
  if (random && Number(random[1]) < 2 ** 32) return { kind: 'random', seed: Number(random[1]) };
  return undefined;
}

export function variantModeName(mode: VariantMode): string {
  return mode.kind === 'random' ? `random:${mode.seed}` : mode.kind;
}

/** A string without a declared maxLength becomes this long in `maximal`. */
export const LONG_TEXT = 200;
/** An array without a declared maxItems grows to this many items in `maximal`... */
export const LONG_LIST = 50;
/** ...and to this many when it lies inside an item of another list (50 x 50 lines is no page). */
export const LONG_INNER_LIST = 5;
/** A count without a declared maximum, in `maximal`. */
export const LARGE_COUNT = 999_999_999;
/** A Unix time without a declared maximum, in `maximal`: 2099-12-31T23:59:59Z. */
export const LATE_TIMESTAMP = 4_102_444_799;

/**
 * Texts the long strings are cut from, one script each, picked per JSON path: Latin with words
 * longer than a phone's line, CJK, Thai (no spaces between words), Arabic (right to left), emoji
 * (astral code points).
 */
export const SCRIPTS: readonly string[] = [
  'Pneumonoultramicroscopicsilicovolcanoconiosis Supercalifragilisticexpialidocious Donaudampfschifffahrtsgesellschaftskapitaen ',
  '国際化対応の長い商品名と店舗名のテスト用文字列中文商品名称非常长的店铺名字한국어상품이름테스트',
  'กรุงเทพมหานครอมรรัตนโกสินทร์มหินทรายุธยามหาดิลกภพนพรัตน์ราชธานีบุรีรมย์อุดมราชนิเวศน์',
  'متجر الإلكترونيات الحديثة للهواتف والحواسيب المحمولة والإكسسوارات بأفضل الأسعار ',
  '🛍️🎁📦🚚💳🧾🛒👟🎒⛺🔦🧴📱💻🎧⌚🧸🍳🪑🛏️',
];

/** Component schemas whose numbers may move: counts, times, scores (never ids or amounts). */
const FREE_NUMBER_REFS = new Set(['Count', 'Timestamp', 'Score']);
/** The largest value of a free number whose schema names none. */
const LARGE_BY_REF: Record<string, number> = { Count: LARGE_COUNT, Timestamp: LATE_TIMESTAMP };
/** Strings never rewritten: a URL the server made, an e-mail, a chat channel, an order serial. */
const HELD_STRING_REFS = new Set(['ImageUrl', 'ChannelId', 'Email', 'OrderSn']);
/** Url (`empty when there is none`): emptied by `minimal` and `random`, never invented. */
const EMPTYABLE_URL_REF = 'Url';

/**
 * Properties whose values the next call or the shopper's journey depends on, held in every mode
 * (never dropped, emptied or rewritten): see the table in docs/variants.md.
 */
const HELD_NAMES = new Set([
  'id',
  'sn',
  'uid',
  'token',
  'code',
  'msg',
  'status',
  'state',
  'ws_url',
  'link',
  'network',
  'address_id',
  'page',
  'limit',
  'total',
  'count',
  'selected_count',
  'quantity',
  'stock',
  'payload',
  'version',
  'expires_in',
  'resend_in',
  'channel_type',
  'more',
  'unread',
]);
/**
 * Lists whose length is held: the orders an order call created or paid (the payment screen opens
 * every one of them; a copy would name an order that does not exist).
 */
const HELD_LISTS = new Set(['orders']);
const HELD_SUFFIXES = ['_id', '_ids', '_seq', '_status', '_version', '_sn', '_idstr', '_id_str'];

/** Whether a property of this name keeps its value (see HELD_NAMES). */
export function isHeldName(name: string | undefined): boolean {
  if (name === undefined) return false;
  return HELD_NAMES.has(name) || HELD_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/** Names whose values identify a record: made unique in the copies that lengthen a list. */
const isIdentityName = (name: string) =>
  name === 'id' ||
  name === 'sn' ||
  name === 'uid' ||
  name === 'cart_id' ||
  /(_id|_seq|_sn|_idstr|_id_str)$/.test(name);

type Schema = Record<string, unknown>;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface TransformOptions {
  /** The operation, part of what `random` draws from (with the seed and the JSON path). */
  operationId: string;
  /** Only changes at these JSON paths are made (replaying one cause); every change when absent. */
  only?: ReadonlySet<string> | undefined;
}

export interface Transformed {
  value: unknown;
  /** JSON pointers (`/data/list/0/name`) of every change, in document order. */
  changed: string[];
}

/** FNV-1a over the text, then a xorshift step: a number in [0, 1) fixed by its input. */
function draw(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash ^= hash << 13;
  hash ^= hash >>> 17;
  hash ^= hash << 5;
  return (hash >>> 0) / 2 ** 32;
}

/** `count` code points of `script` (JSON Schema lengths count code points), starting at `offset`. */
export function scriptText(script: string, count: number, offset = 0): string {
  const points = Array.from(script);
  let text = '';
  for (let index = 0; index < count; index += 1) {
    text += points[(offset + index) % points.length];
  }
  // A text must not begin or end with a blank a trim would eat (it would change its length).
  return text.replace(/^ /, 'X').replace(/ $/, 'X');
}

const pointer = (path: string, key: string | number) =>
  `${path}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;

/**
 * Transforms `value` (an answer's body) within `schema` (the operation's response schema for its
 * status). The answer is not changed in place.
 */
export function transformAnswer(
  document: object,
  schema: unknown,
  value: unknown,
  mode: VariantMode,
  options: TransformOptions,
): Transformed {
  if (mode.kind === 'off') return { value, changed: [] };
  const changed: string[] = [];
  const salt = mode.kind === 'random' ? `${mode.seed}|${options.operationId}|` : '';
  const chance = (path: string, what: string) => draw(`${salt}${what}|${path}`);
  const allowed = (path: string) => !options.only || options.only.has(path);
  const mark = (path: string) => {
    changed.push(path);
  };

  /** Follows $refs and one-branch allOfs; answers the schema and the last component it named. */
  function unwrap(raw: unknown): { schema: Schema; ref: string | undefined } {
    let current = raw;
    let ref: string | undefined;
    for (let hops = 0; hops < 20; hops += 1) {
      if (isRecord(current) && typeof current.$ref === 'string') {
        ref = current.$ref.split('/').pop();
        current = resolveRef(document, current);
        continue;
      }
      if (
        isRecord(current) &&
        Array.isArray(current.allOf) &&
        current.allOf.length === 1 &&
        current.type === undefined &&
        current.properties === undefined
      ) {
        current = current.allOf[0];
        continue;
      }
      break;
    }
    return { schema: isRecord(current) ? current : {}, ref };
  }

  /** The alternatives a schema offers (`oneOf`, else `anyOf`); undefined when it offers none. */
  function branchesOf(schema: Schema): unknown[] | undefined {
    if (Array.isArray(schema.oneOf)) return schema.oneOf;
    return Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  }

  function typesOf(schema: Schema): string[] {
    if (Array.isArray(schema.type)) return schema.type.map(String);
    if (typeof schema.type === 'string') return [schema.type];
    if (isRecord(schema.properties)) return ['object'];
    if (schema.items !== undefined) return ['array'];
    return [];
  }

  function jsonType(value: unknown): string {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'array';
    if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
    return typeof value;
  }

  /** A shallow test of whether `value` is of the branch: its type, its consts and required keys. */
  function fits(raw: unknown, value: unknown): boolean {
    const { schema } = unwrap(raw);
    if ('const' in schema) return schema.const === value;
    if (Array.isArray(schema.enum)) return schema.enum.includes(value);
    const types = typesOf(schema);
    const type = jsonType(value);
    if (
      types.length > 0 &&
      !types.includes(type) &&
      !(type === 'integer' && types.includes('number'))
    ) {
      return false;
    }
    if (type !== 'object' || !isRecord(value)) return true;
    const properties = isRecord(schema.properties) ? schema.properties : {};
    for (const [key, propertyRaw] of Object.entries(properties)) {
      const { schema: property } = unwrap(propertyRaw);
      if ('const' in property && key in value && value[key] !== property.const) return false;
    }
    const required = Array.isArray(schema.required) ? schema.required : [];
    if (required.some((key) => !(String(key) in value))) return false;
    if (schema.additionalProperties === false) {
      if (Object.keys(value).some((key) => !(key in properties))) return false;
    }
    return true;
  }

  function longLength(schema: Schema): number {
    const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
    return typeof schema.maxLength === 'number' ? schema.maxLength : Math.max(min, LONG_TEXT);
  }

  function longText(schema: Schema, path: string, length = longLength(schema)): string {
    const pick = draw(`script|${path}`);
    const script = SCRIPTS[Math.floor(pick * SCRIPTS.length)] ?? SCRIPTS[0]!;
    return scriptText(script, length, Math.floor(draw(`offset|${path}`) * 40));
  }

  function shortText(schema: Schema, path: string): string {
    const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
    return min === 0 ? '' : longText(schema, path, min);
  }

  /** A value for an optional property the answer lacks (`maximal`); undefined when none fits. */
  function invent(raw: unknown, path: string, key: string | undefined, depth: number): unknown {
    if (depth > 6 || isHeldName(key)) return undefined;
    const { schema, ref } = unwrap(raw);
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum)) return schema.enum[0];
    const branches = branchesOf(schema);
    if (branches) {
      for (const branch of branches) {
        if (typesOf(unwrap(branch).schema).includes('null')) continue;
        const made = invent(branch, path, key, depth + 1);
        if (made !== undefined) return made;
      }
      return undefined;
    }
    const types = typesOf(schema);
    if (types.includes('string')) {
      if (typeof schema.pattern === 'string' || typeof schema.format === 'string') return undefined;
      if (ref && (HELD_STRING_REFS.has(ref) || ref === EMPTYABLE_URL_REF)) return undefined;
      return longText(schema, path);
    }
    if (types.includes('integer') || types.includes('number')) {
      if (!ref || !FREE_NUMBER_REFS.has(ref)) return undefined;
      return typeof schema.maximum === 'number' ? schema.maximum : (LARGE_BY_REF[ref] ?? 0);
    }
    if (types.includes('boolean')) return false;
    if (types.includes('array')) {
      return typeof schema.minItems === 'number' && schema.minItems > 0 ? undefined : [];
    }
    if (types.includes('object')) {
      const made: Record<string, unknown> = {};
      const properties = isRecord(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
      for (const name of required) {
        const item = invent(properties[name], pointer(path, name), name, depth + 1);
        if (item === undefined) return undefined;
        made[name] = item;
      }
      return made;
    }
    if (types.includes('null')) return null;
    return undefined;
  }

  /** A copy of a list's item for its position `index`, its identities made unique. */
  function uniqueCopy(item: unknown, index: number, key?: string): unknown {
    if (Array.isArray(item)) return item.map((inner) => uniqueCopy(inner, index));
    if (isRecord(item)) {
      const copy: Record<string, unknown> = {};
      for (const [name, inner] of Object.entries(item)) copy[name] = uniqueCopy(inner, index, name);
      return copy;
    }
    if (key === undefined || !isIdentityName(key)) return item;
    if (typeof item === 'number' && Number.isInteger(item)) {
      const moved = item + index * 1_000_000;
      return Number.isSafeInteger(moved) ? moved : item;
    }
    if (typeof item === 'string') {
      if (/^[0-9]+$/.test(item)) {
        const moved = (BigInt(item) + BigInt(index) * 1_000_000n).toString();
        return moved.length === item.length ? moved : item;
      }
      return `${item}${index}`;
    }
    return item;
  }

  function walk(
    raw: unknown,
    value: unknown,
    path: string,
    key: string | undefined,
    listDepth: number,
  ): unknown {
    const { schema, ref } = unwrap(raw);
    if ('const' in schema || Array.isArray(schema.enum)) return value;
    const branches = branchesOf(schema);
    if (branches) {
      if (value === null) return value;
      const nullable = branches.some((branch) => typesOf(unwrap(branch).schema).includes('null'));
      if (
        nullable &&
        !isHeldName(key) &&
        allowed(path) &&
        (mode.kind === 'minimal' || (mode.kind === 'random' && chance(path, 'null') < 0.3))
      ) {
        mark(path);
        return null;
      }
      const branch = branches.find((candidate) => fits(candidate, value));
      return branch === undefined ? value : walk(branch, value, path, key, listDepth);
    }
    if (Array.isArray(value)) return walkArray(schema, value, path, listDepth, key);
    if (isRecord(value)) return walkObject(schema, value, path, listDepth);
    if (typeof value === 'string') return walkString(schema, ref, value, path, key);
    if (typeof value === 'number') return walkNumber(schema, ref, value, path, key);
    return value;
  }

  function walkObject(
    schema: Schema,
    value: Record<string, unknown>,
    path: string,
    listDepth: number,
  ): Record<string, unknown> {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    const result: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      const at = pointer(path, name);
      const optional = !required.has(name) && name in properties;
      // An optional field is left out even when its value is held: its absence is an answer the
      // contract allows (CheckoutItem.cart_id of an item checked out directly).
      if (
        optional &&
        allowed(at) &&
        (mode.kind === 'minimal' || (mode.kind === 'random' && chance(at, 'drop') < 0.3))
      ) {
        mark(at);
        continue;
      }
      result[name] = name in properties ? walk(properties[name], item, at, name, listDepth) : item;
    }
    if (mode.kind === 'maximal' || mode.kind === 'random') {
      for (const [name, propertyRaw] of Object.entries(properties)) {
        if (name in value || required.has(name)) continue;
        const at = pointer(path, name);
        if (!allowed(at)) continue;
        if (mode.kind === 'random' && chance(at, 'add') < 0.5) continue;
        const made = invent(propertyRaw, at, name, 0);
        if (made === undefined) continue;
        result[name] = made;
        mark(at);
      }
    }
    return result;
  }

  function walkArray(
    schema: Schema,
    value: unknown[],
    path: string,
    listDepth: number,
    key: string | undefined,
  ): unknown[] {
    const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
    const cap =
      typeof schema.maxItems === 'number'
        ? schema.maxItems
        : listDepth === 0
          ? LONG_LIST
          : LONG_INNER_LIST;
    const longest = Math.max(cap, value.length);
    let length = value.length;
    if (mode.kind === 'minimal') length = Math.min(value.length, minItems);
    else if (mode.kind === 'maximal') length = value.length === 0 ? 0 : longest;
    else if (mode.kind === 'random') {
      const pick = chance(path, 'length');
      if (pick < 0.3) length = Math.min(value.length, minItems);
      else if (pick > 0.7 && value.length > 0) length = longest;
    }
    let items = value;
    if (key !== undefined && HELD_LISTS.has(key)) length = value.length;
    if (length !== value.length && allowed(path)) {
      mark(path);
      items =
        length < value.length
          ? value.slice(0, length)
          : Array.from({ length }, (_, index) =>
              index < value.length ? value[index] : uniqueCopy(value[index % value.length], index),
            );
    }
    return items.map((item, index) =>
      walk(schema.items, item, pointer(path, index), undefined, listDepth + 1),
    );
  }

  function walkString(
    schema: Schema,
    ref: string | undefined,
    value: string,
    path: string,
    key: string | undefined,
  ): string {
    if (
      isHeldName(key) ||
      typeof schema.pattern === 'string' ||
      typeof schema.format === 'string'
    ) {
      return value;
    }
    if (ref && HELD_STRING_REFS.has(ref)) return value;
    let next = value;
    if (ref === EMPTYABLE_URL_REF) {
      if (mode.kind === 'minimal' || (mode.kind === 'random' && chance(path, 'url') < 0.5)) {
        next = '';
      }
    } else if (mode.kind === 'minimal') next = shortText(schema, path);
    else if (mode.kind === 'maximal') next = longText(schema, path);
    else if (mode.kind === 'random') {
      const pick = chance(path, 'text');
      if (pick < 0.25) next = shortText(schema, path);
      else if (pick < 0.5) next = longText(schema, path);
      else if (pick < 0.65) next = longText(schema, path, Math.min(longLength(schema), 24));
    }
    if (next === value || !allowed(path)) return value;
    mark(path);
    return next;
  }

  function walkNumber(
    schema: Schema,
    ref: string | undefined,
    value: number,
    path: string,
    key: string | undefined,
  ): number {
    if (isHeldName(key) || !ref || !FREE_NUMBER_REFS.has(ref)) return value;
    const low = typeof schema.minimum === 'number' ? schema.minimum : 0;
    const high = typeof schema.maximum === 'number' ? schema.maximum : (LARGE_BY_REF[ref] ?? value);
    let next = value;
    if (mode.kind === 'minimal') next = low;
    else if (mode.kind === 'maximal') next = high;
    else if (mode.kind === 'random') {
      const pick = chance(path, 'number');
      if (pick < 0.3) next = low;
      else if (pick > 0.7) next = high;
    }
    if (next === value || !allowed(path)) return value;
    mark(path);
    return next;
  }

  const transformed = walk(schema, value, '', undefined, 0);
  return { value: transformed, changed };
}
