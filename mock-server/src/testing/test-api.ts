import { createContractValidator } from '@storefront/contracts/contract-validator';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { CONTROL_TOKEN_HEADER } from '../control/control-guard';
import type { AppOptions } from '../app';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../store/seed';
import { Store } from '../store/store';

// Test helper: the app through inject(), with every /api answer checked against the contract. A
// response that breaks the contract throws, so the test that caused it fails.

/**
 * Tests read answer fields freely (`answer.body.data.userinfo.token`): by the time a test sees an
 * answer, checkAgainstContract has already validated its whole shape against the contract, which
 * is a stronger guard than a static type here.
 */
type AnswerData = any;

export interface Envelope {
  code: number;
  msg: string;
  data: AnswerData;
}

export interface ApiAnswer {
  status: number;
  body: Envelope;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  /** Raw payload (e.g. multipart) instead of JSON. */
  payload?: string | Buffer;
}

const contract = createContractValidator();

export function checkAgainstContract(
  method: string,
  url: string,
  status: number,
  body: unknown,
): void {
  const check = contract.validateResponse({ method, url, status, body });
  if (!check.ok) {
    throw new Error(
      `${method} ${url} answered ${status} outside the contract:\n  ${check.errors.join('\n  ')}\n  body: ${JSON.stringify(body).slice(0, 600)}`,
    );
  }
}

/**
 * `MOCK_TEST_STORE=file` runs every TestApi that names no data folder on a database file in a
 * temporary folder (`npm run test:file-store`), and checks on close that the file opens again
 * again, passes SQLite's integrity check and breaks no foreign key.
 */
const FILE_STORE = process.env.MOCK_TEST_STORE === 'file';

export class TestApi {
  private constructor(
    readonly app: FastifyInstance,
    private readonly scratch: string | null = null,
  ) {}

  static async start(options: AppOptions = {}): Promise<TestApi> {
    if (FILE_STORE && options.dataDir === undefined) {
      const scratch = await mkdtemp(join(tmpdir(), 'mock-test-store-'));
      return new TestApi(await buildApp({ ...options, dataDir: scratch }), scratch);
    }
    return new TestApi(await buildApp({ dataDir: null, ...options }));
  }

  /** The store's queries (store/db.ts), for what a test checks beyond the API. */
  get db() {
    return this.app.store.db;
  }

  async call(method: string, url: string, options: CallOptions = {}): Promise<ApiAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.token = options.token;
    if (options.lang) headers.lang = options.lang;
    const response = await this.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(options.payload !== undefined
        ? { payload: options.payload }
        : options.body !== undefined
          ? { payload: options.body as object }
          : {}),
    });
    const body = response.json() as Envelope;
    if (url.startsWith('/api/')) checkAgainstContract(method, url, response.statusCode, body);
    return { status: response.statusCode, body, headers: response.headers };
  }

  get(url: string, options?: CallOptions) {
    return this.call('GET', url, options);
  }

  post(url: string, body?: unknown, options: CallOptions = {}) {
    return this.call('POST', url, { ...options, ...(body !== undefined ? { body } : {}) });
  }

  /** Logs in and answers the token. */
  async login(email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<string> {
    const answer = await this.post('/api/user/login', { account: email, password });
    if (answer.body.code !== 1) throw new Error(`login failed: ${answer.body.msg}`);
    return answer.body.data.userinfo.token as string;
  }

  /** Registers a fresh shopper and answers its token. */
  async register(email: string, password = 'secret1'): Promise<string> {
    const answer = await this.post('/api/user/register', {
      email,
      password,
      confirm_password: password,
    });
    if (answer.body.code !== 1) throw new Error(`register failed: ${answer.body.msg}`);
    return answer.body.data.userinfo.token as string;
  }

  /**
   * Calls the control API (loopback, as inject is) with the app's control token; `Answer` is the
   * route's answer type from @storefront/contracts/control-api.
   */
  async control<Answer = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
  ) {
    const response = await this.app.inject({
      method,
      url: `/__mock${url}`,
      headers: { [CONTROL_TOKEN_HEADER]: this.app.controlToken },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    return { status: response.statusCode, body: response.json() as Answer };
  }

  async close(): Promise<void> {
    await this.app.close();
    if (!this.scratch) return;
    try {
      const reopened = await Store.open(this.scratch, () => {
        throw new Error('the database file is empty');
      });
      try {
        const { connection } = reopened;
        const integrity = connection.prepare('PRAGMA integrity_check').all() as object[];
        const brokenKeys = connection.prepare('PRAGMA foreign_key_check').all();
        if (JSON.stringify(integrity.map((row) => Object.values(row)[0])) !== '["ok"]') {
          throw new Error(`the database file is damaged: ${JSON.stringify(integrity)}`);
        }
        if (brokenKeys.length > 0) {
          throw new Error(`the database file breaks foreign keys: ${JSON.stringify(brokenKeys)}`);
        }
      } finally {
        await reopened.close();
      }
    } finally {
      await rm(this.scratch, { recursive: true, force: true });
    }
  }
}

/** A tiny valid PNG of the given size in pixels. */
export function pngBytes(width = 2, height = 3): Buffer {
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(2, 17);
  return Buffer.concat([header, ihdr, Buffer.alloc(16)]);
}

/** A multipart/form-data body with one file part. */
export function multipart(field: string, fileName: string, bytes: Buffer, mime = 'image/png') {
  const boundary = '----storefront-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${mime}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
