// Node only: property-based verification of any backend against contracts/openapi.yaml (the engine
// of `npm run contract:verify`). For every operation it sends requests generated from the contract
// (its examples, values drawn from its schemas with ids found in earlier answers, and invalid
// ones), and checks each answer: no 5xx, a declared status, the envelope, the schema of that status,
// and (with writes) that a refused request changes nothing a list shows.
import fc from 'fast-check';
import { createContractValidator } from '../contract-validator';
import type { ContractValidator } from '../contract-validator';
import { listOperations, loadContract } from '../load-contract';
import type { ContractDocument, ContractOperation } from '../load-contract';
import { boundaryValues, objectFields, resolve, resolveRef, validValue } from '../schema-arbitrary';

export const CHECKS = [
  'no-5xx',
  'status-declared',
  'envelope',
  'schema',
  'refusal-unchanged',
  'network',
] as const;
export type CheckName = (typeof CHECKS)[number];

export type CaseKind = 'example' | 'valid' | 'invalid';

export interface VerifyOptions {
  /** Where the backend answers, e.g. `https://staging.example.com` (paths start with /api). */
  baseUrl: string;
  token?: string;
  /** Logs in with the contract's `userLogin` and uses the answer's token (again after a 401). */
  login?: { account: string; password: string };
  /** operationIds to verify; every operation when absent. */
  operations?: string[];
  seed?: number;
  /** Requests per operation (the first is the contract's example). Default 6. */
  maxRequests?: number;
  /** Also send operations that change state. */
  writes?: boolean;
  /** Per request, default 10 s. */
  timeoutMs?: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** JSON text, or the multipart description for a file. */
  body?: string;
  file?: { field: string; name: string; type: string };
}

export interface VerifyFailure {
  operationId: string;
  check: CheckName;
  message: string;
  kind: CaseKind;
  /** Which request of the operation (0 is the example); with the seed it replays the request. */
  index: number;
  seed: number;
  request: SentRequest;
  status?: number;
  /** The start of the answer's body. */
  answer?: string;
}

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  safe: boolean;
  /** Why it was not sent (read-only run, not selected...). */
  skipped?: string;
  requests: number;
  /** Answers with HTTP 401 among `requests`. */
  unauthorized: number;
  /**
   * Sent, but not verified: every answer was 401, so only the refusal was checked, never what the
   * operation answers a signed-in shopper (`UNAUTHORIZED_ONLY`).
   */
  notVerified?: string;
  failures: VerifyFailure[];
}

/** Why an operation that only ever answered 401 is not verified, and how to verify it. */
export const UNAUTHORIZED_ONLY =
  'only answered 401 (no session): not verified; give credentials with --token T or --login e-mail:password';
/** The same when credentials were given: the backend refused them. */
export const CREDENTIALS_REFUSED =
  'only answered 401 with the credentials given (an expired --token, a refused --login): not verified';

export interface VerifyReport {
  baseUrl: string;
  seed: number;
  maxRequests: number;
  writes: boolean;
  /** Whether a token or a login was given. */
  credentials: boolean;
  operations: OperationResult[];
  requests: number;
  failures: VerifyFailure[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface QueryParameter {
  name: string;
  required: boolean;
  schema: unknown;
  example: unknown;
}

interface PlannedOperation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  safe: boolean;
  needsInput: boolean;
  query: QueryParameter[];
  bodyType: string | undefined;
  bodySchema: unknown;
  bodyExample: unknown;
}

/** GETs are safe unless the contract says `x-safe: false`; other methods change state unless it
 * says `x-safe: true` (a POST that only reads, such as a checkout preview or a chat sync). */
export function isSafe(method: string, operation: ContractOperation): boolean {
  const mark = (operation as { 'x-safe'?: unknown })['x-safe'];
  if (typeof mark === 'boolean') return mark;
  return method.toLowerCase() === 'get';
}

/** Operations that can end the session or change the password run last. */
const SESSION_ENDING = /logout|resetpwd|forgot_reset/i;

function exampleOf(media: unknown): unknown {
  if (!isObject(media)) return undefined;
  if ('example' in media) return media.example;
  if (isObject(media.examples)) {
    const first = Object.values(media.examples)[0];
    if (isObject(first) && 'value' in first) return first.value;
  }
  return undefined;
}

function plan(document: ContractDocument): PlannedOperation[] {
  const doc = document as unknown as Json;
  return listOperations(document).map(({ method, path, operation, pathItem }) => {
    const query: QueryParameter[] = [];
    for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
      const parameter = resolveRef(doc, raw);
      if (!isObject(parameter) || parameter.in !== 'query') continue;
      const schema = resolve(doc, parameter.schema);
      query.push({
        name: String(parameter.name),
        required: parameter.required === true,
        schema: parameter.schema ?? {},
        example: parameter.example ?? exampleOf(parameter) ?? schema.example ?? schema.default,
      });
    }
    const body = resolveRef(doc, operation.requestBody);
    const content = isObject(body) && isObject(body.content) ? body.content : {};
    const bodyType = Object.keys(content)[0];
    const media = bodyType ? content[bodyType] : undefined;
    const bodySchema = isObject(media) ? media.schema : undefined;
    const required = bodySchema ? objectFields(doc, bodySchema).some((f) => f.required) : false;
    return {
      operationId: operation.operationId,
      method: method.toUpperCase(),
      path,
      tag: operation.tags?.[0] ?? '',
      safe: isSafe(method, operation),
      needsInput: query.some((q) => q.required) || required,
      query,
      bodyType,
      bodySchema,
      bodyExample: exampleOf(media),
    };
  });
}

/** Safe operations without required input first (their answers give the ids the others need),
 * then the other safe ones, then writes, the session-ending ones last. */
function order(operations: PlannedOperation[]): PlannedOperation[] {
  const rank = (o: PlannedOperation) =>
    (o.safe ? 0 : 2) + (o.needsInput ? 1 : 0) + (SESSION_ENDING.test(o.path) ? 4 : 0);
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

/** A 32-bit seed for one request of one operation: the same run seed replays the same request. */
export function caseSeed(seed: number, operationId: string, index: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of `${operationId}#${index}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  }
  return hash >>> 0;
}

function sample<T>(arbitrary: fc.Arbitrary<T>, seed: number): T {
  return fc.sample(arbitrary, { seed, numRuns: 1 })[0] as T;
}

const WRONG_VALUES: unknown[] = [-1, 0.5, 'x', '', true, null, [], {}, 2 ** 53 + 2];
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Ids seen in earlier answers, by field name (and `id@<tag>` for plain ids). */
class IdPool {
  private readonly pools = new Map<string, unknown[]>();

  learn(tag: string, data: unknown, depth = 0): void {
    if (depth > 6) return;
    if (Array.isArray(data)) {
      for (const item of data.slice(0, 50)) this.learn(tag, item, depth + 1);
      return;
    }
    if (!isObject(data)) return;
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'number' || typeof value === 'string') {
        if (key === 'id') this.add(`id@${tag}`, value);
        else if (/(_id|^sn|^uid)$/.test(key)) this.add(key, value);
      } else {
        this.learn(tag, value, depth + 1);
      }
    }
  }

  private add(key: string, value: unknown): void {
    const pool = this.pools.get(key) ?? [];
    if (pool.length < 50 && !pool.includes(value)) pool.push(value);
    this.pools.set(key, pool);
  }

  /** A real value for `field` of an operation tagged `tag`, when one was seen. */
  pick(field: string, tag: string, random: number): unknown {
    const sources =
      field === 'id'
        ? [
            `id@${tag}`,
            ...(tag === 'product' ? ['id@index'] : []),
            ...(tag === 'shop' ? ['mer_id'] : []),
          ]
        : field === 'product_id'
          ? ['product_id', 'id@index', 'id@product', 'id@favourite']
          : field.endsWith('_id')
            ? [field, `id@${field.slice(0, -3)}`]
            : [field];
    const values = sources.flatMap((source) => this.pools.get(source) ?? []);
    return values.length > 0 ? values[random % values.length] : undefined;
  }
}

/** Changes one field as `draw` says: a wrong type, a required field gone, a value past a bound
 * the schema names, or a field the contract does not know. */
function mutate(
  target: Json,
  fields: { name: string; schema: unknown; required: boolean }[],
  draw: number,
  document: Json,
): Json {
  const field = fields[draw % Math.max(1, fields.length)];
  const how = (draw >>> 8) % 4;
  if (!field || how === 0) {
    target.unexpected_field = 1;
  } else if (how === 1) {
    target[field.name] = WRONG_VALUES[(draw >>> 12) % WRONG_VALUES.length];
  } else if (how === 2) {
    const required = fields.filter((f) => f.required);
    const gone = required[(draw >>> 12) % Math.max(1, required.length)] ?? field;
    delete target[gone.name];
  } else {
    const values = boundaryValues(document, field.schema);
    target[field.name] = values[(draw >>> 12) % values.length];
  }
  return target;
}

function urlOf(path: string, query: Json): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(name, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return `${path}${search.size > 0 ? `?${search.toString()}` : ''}`;
}

interface Answer {
  status: number;
  text: string;
  json: unknown;
  isJson: boolean;
}

/** Verifies the backend at `options.baseUrl` against the contract. */
export async function verifyBackend(options: VerifyOptions): Promise<VerifyReport> {
  const document = loadContract();
  const doc = document as unknown as Json;
  const validator: ContractValidator = createContractValidator(document);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const maxRequests = Math.max(1, options.maxRequests ?? 6);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const log = options.log ?? (() => {});
  const pool = new IdPool();
  let token = options.token;
  const selected = options.operations ? new Set(options.operations) : undefined;
  const planned = order(plan(document));
  if (selected) {
    const known = new Set(planned.map((o) => o.operationId));
    const unknown = [...selected].filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw new Error(`not operations of the contract: ${unknown.join(', ')}`);
  }
  const report: VerifyReport = {
    baseUrl,
    seed,
    maxRequests,
    writes: options.writes === true,
    credentials: options.token !== undefined || options.login !== undefined,
    operations: [],
    requests: 0,
    failures: [],
  };

  async function send(request: SentRequest, payload?: string | FormData): Promise<Answer> {
    report.requests += 1;
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      ...(payload !== undefined ? { body: payload } : {}),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    const text = await response.text();
    let json: unknown;
    let isJson = false;
    try {
      json = JSON.parse(text);
      isJson = true;
    } catch {
      json = undefined;
    }
    return { status: response.status, text, json, isJson };
  }

  async function login(): Promise<void> {
    if (!options.login) return;
    const answer = await send(
      {
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json', lang: 'en' },
      },
      JSON.stringify(options.login),
    );
    const data = isObject(answer.json) ? answer.json.data : undefined;
    const userinfo = isObject(data) ? data.userinfo : undefined;
    const fresh = isObject(userinfo) ? userinfo.token : undefined;
    if (typeof fresh !== 'string') {
      if (token === undefined) {
        throw new Error(
          `login as ${options.login.account} failed: HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
        );
      }
      log(`login again failed (HTTP ${answer.status}): going on as a guest`);
      token = undefined;
      return;
    }
    token = fresh;
  }

  function headers(): Record<string, string> {
    return { lang: 'en', ...(token ? { token } : {}) };
  }

  function build(
    operation: PlannedOperation,
    index: number,
  ): { request: SentRequest; payload?: string | FormData; kind: CaseKind } {
    const random = caseSeed(seed, operation.operationId, index);
    const kind: CaseKind = index === 0 ? 'example' : index % 2 === 1 ? 'valid' : 'invalid';
    const query: Record<string, unknown> = {};
    for (const parameter of operation.query) {
      const generated =
        kind === 'example' && parameter.example !== undefined
          ? parameter.example
          : parameter.required || random % 2 === 0
            ? sample(validValue(doc, parameter.schema), random)
            : undefined;
      const real =
        kind === 'example' && parameter.example !== undefined
          ? undefined
          : pool.pick(parameter.name, operation.tag, random);
      const value = real !== undefined && typeof real === typeof generated ? real : generated;
      if (value !== undefined) query[parameter.name] = value;
    }
    let body: unknown;
    if (operation.bodySchema !== undefined && operation.bodyType === 'application/json') {
      body =
        kind === 'example' && operation.bodyExample !== undefined
          ? operation.bodyExample
          : sample(validValue(doc, operation.bodySchema), random);
      if (kind !== 'example' && isObject(body)) {
        const withIds: Json = { ...body };
        for (const [name, value] of Object.entries(withIds)) {
          const real = pool.pick(name, operation.tag, random >>> 3);
          if (real !== undefined && typeof real === typeof value) withIds[name] = real;
        }
        body = withIds;
      }
    }
    let file: SentRequest['file'] = { field: 'file', name: 'image.png', type: 'image/png' };
    if (kind === 'invalid') {
      const onBody =
        operation.bodySchema !== undefined && operation.bodyType === 'application/json';
      const fields = onBody
        ? objectFields(doc, operation.bodySchema)
        : operation.query.map((q) => ({ name: q.name, schema: q.schema, required: q.required }));
      const original: Json = onBody ? (isObject(body) ? { ...body } : {}) : { ...query };
      // A few draws until the contract itself refuses the request; an unknown field at last.
      let target: Json = { ...original, unexpected_field: 1 };
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const draw = caseSeed(random, operation.operationId, attempt);
        const candidate = mutate({ ...original }, fields, draw, doc);
        const probe = onBody
          ? {
              method: operation.method,
              url: operation.path,
              body: candidate,
              headers: { 'content-type': 'application/json' },
            }
          : { method: operation.method, url: urlOf(operation.path, candidate) };
        if (!validator.validateRequest(probe).ok) {
          target = candidate;
          break;
        }
      }
      if (onBody) body = target;
      else {
        for (const name of Object.keys(query)) delete query[name];
        Object.assign(query, target);
      }
      file = { field: 'other', name: 'page.html', type: 'text/html' };
    }
    const url = urlOf(operation.path, query);
    const request: SentRequest = { method: operation.method, url, headers: headers() };
    if (operation.method === 'GET' || operation.bodyType === undefined) return { request, kind };
    if (operation.bodyType.startsWith('multipart/')) {
      const form = new FormData();
      const bytes = kind === 'invalid' ? Buffer.from('<html><script>1</script>') : PNG_1x1;
      form.append(file.field, new Blob([bytes], { type: file.type }), file.name);
      return { request: { ...request, file }, payload: form, kind };
    }
    const text = JSON.stringify(body ?? {});
    return {
      request: {
        ...request,
        headers: { ...request.headers, 'content-type': 'application/json' },
        body: text,
      },
      payload: text,
      kind,
    };
  }

  function witnessFor(operation: PlannedOperation): PlannedOperation | undefined {
    return planned.find(
      (o) =>
        o.safe && o.method === 'GET' && !o.needsInput && o.tag === operation.tag && o !== operation,
    );
  }

  async function visible(witness: PlannedOperation | undefined): Promise<string | undefined> {
    if (!witness) return undefined;
    const answer = await send({ method: 'GET', url: witness.path, headers: headers() });
    return answer.status < 300 ? answer.text : undefined;
  }

  /** The checks of one answer; the first failing check of each family is reported. */
  function checkAnswer(
    request: SentRequest,
    answer: Answer,
  ): { check: CheckName; message: string }[] {
    if (answer.status >= 500) return [{ check: 'no-5xx', message: `HTTP ${answer.status}` }];
    const problems: { check: CheckName; message: string }[] = [];
    const result = validator.validateResponse({
      method: request.method,
      url: request.url,
      status: answer.status,
      body: answer.json,
    });
    const errors = result.ok ? [] : result.errors;
    const undeclared = errors.filter((e) => e.startsWith('status '));
    if (undeclared.length > 0)
      problems.push({ check: 'status-declared', message: undeclared.join('; ') });
    const body = answer.json;
    const envelope = !answer.isJson
      ? 'the body is not JSON'
      : !isObject(body)
        ? 'the body is not an object'
        : !Number.isInteger(body.code)
          ? 'no integer "code"'
          : typeof body.msg !== 'string'
            ? 'no string "msg"'
            : !('data' in body)
              ? 'no "data"'
              : answer.status >= 400 && body.code === 1
                ? `HTTP ${answer.status} with code 1 (a refusal claiming success)`
                : undefined;
    if (envelope)
      problems.push({ check: 'envelope', message: `${envelope}: ${answer.text.slice(0, 120)}` });
    else if (undeclared.length === 0 && errors.length > 0) {
      problems.push({ check: 'schema', message: errors.slice(0, 5).join('; ') });
    }
    return problems;
  }

  if (options.login && !token) await login();

  for (const operation of planned) {
    const result: OperationResult = {
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      safe: operation.safe,
      requests: 0,
      unauthorized: 0,
      failures: [],
    };
    report.operations.push(result);
    if (selected && !selected.has(operation.operationId)) {
      result.skipped = 'not selected';
      continue;
    }
    if (!operation.safe && !options.writes) {
      result.skipped = 'changes state (run with --writes)';
      continue;
    }
    const witness = operation.safe ? undefined : witnessFor(operation);
    for (let index = 0; index < maxRequests; index += 1) {
      const { request, payload, kind } = build(operation, index);
      const fail = (check: CheckName, message: string, answer?: Answer) => {
        const failure: VerifyFailure = {
          operationId: operation.operationId,
          check,
          message,
          kind,
          index,
          seed,
          request,
          ...(answer ? { status: answer.status, answer: answer.text.slice(0, 300) } : {}),
        };
        result.failures.push(failure);
        report.failures.push(failure);
      };
      const before = witness ? await visible(witness) : undefined;
      let answer: Answer;
      try {
        answer = await send(request, payload);
      } catch (error) {
        fail('network', String((error as Error).cause ?? error));
        continue;
      }
      result.requests += 1;
      if (answer.status === 401) result.unauthorized += 1;
      for (const problem of checkAnswer(request, answer))
        fail(problem.check, problem.message, answer);
      const code = isObject(answer.json) ? answer.json.code : undefined;
      if (answer.status < 300 && code === 1 && isObject(answer.json)) {
        pool.learn(operation.tag, answer.json.data);
      }
      if (answer.status === 401 && request.headers.token && options.login) await login();
      const refused = answer.status >= 400 || code !== 1;
      if (witness && before !== undefined && refused && answer.status !== 401) {
        const after = await visible(witness);
        if (after !== undefined && after !== before) {
          fail(
            'refusal-unchanged',
            `refused (HTTP ${answer.status}, code ${String(code)}) but ${witness.operationId} changed`,
            answer,
          );
        }
      }
    }
    if (result.requests > 0 && result.unauthorized === result.requests) {
      result.notVerified = report.credentials ? CREDENTIALS_REFUSED : UNAUTHORIZED_ONLY;
    }
    log(
      `${operation.operationId}: ${result.requests} requests, ${result.failures.length} failures` +
        (result.notVerified ? ' (only 401: not verified)' : ''),
    );
  }
  return report;
}
