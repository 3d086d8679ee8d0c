import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContractValidator } from '@storefront/contracts/contract-validator';
import { ChatClient } from '@storefront/protocol/client/chat-client';
import { silentLogger } from '@storefront/protocol/client/log';
import type { ChatSocketConstructor } from '@storefront/protocol/client/transport';
import { nodeCrypto } from '@storefront/protocol/crypto/node-crypto';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { buildApp } from '../../app';
import { CONTROL_TOKEN_HEADER } from '../../control/control-guard';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../store/seed';
import { createChat, type Chat, type ChatOptions } from '../chat-extension';

// Tests of the chat against the real app: HTTP on a loopback port, the gateway on /ws of the same
// server, every /api answer checked against the contract.

const contract = createContractValidator();

export interface ChatConnectionData {
  uid: string;
  token: string;
  ws_url: string;
}

/** Envelope of /api answers; the contract check guards the shape of `data`. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** `MOCK_TEST_STORE=file`: a server given no data folder runs on a database file in a temporary one. */
const FILE_STORE = process.env.MOCK_TEST_STORE === 'file';

export class ChatTestServer {
  private constructor(
    readonly app: FastifyInstance,
    readonly chat: Chat,
    readonly port: number,
    private readonly scratch: string | null,
  ) {}

  static async start(
    options: ChatOptions & { dataDir?: string | null; port?: number } = {},
  ): Promise<ChatTestServer> {
    const chat = createChat({
      ...options,
      agent: { replyDelayMs: 5, streamIntervalMs: 2, ...options.agent },
    });
    const scratch =
      FILE_STORE && options.dataDir === undefined
        ? await mkdtemp(join(tmpdir(), 'chat-test-store-'))
        : null;
    const app = await buildApp({ dataDir: scratch ?? options.dataDir ?? null, chat });
    await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
    const port = (app.server.address() as AddressInfo).port;
    return new ChatTestServer(app, chat, port, scratch);
  }

  /** The store's queries (src/store/db.ts), for what a test checks beyond the API. */
  get db() {
    return this.app.store.db;
  }

  /** A merchant's id and name, from the store. */
  merchant(id: number): { id: number; name: string } {
    const { db } = this;
    const merchant = db.first(
      db.q.selectFrom('merchants').select(['id', 'name']).where('id', '=', id),
    );
    if (!merchant) throw new Error(`no merchant ${id}`);
    return merchant;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get socketUrl(): string {
    return `ws://127.0.0.1:${this.port}/ws`;
  }

  async api<T>(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: ApiEnvelope<T> }> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(options.token ? { token: options.token } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const body = (await response.json()) as ApiEnvelope<T>;
    const check = contract.validateResponse({ method, url: path, status: response.status, body });
    if (!check.ok) {
      throw new Error(`${method} ${path} broke the contract: ${check.errors.join('; ')}`);
    }
    return { status: response.status, body };
  }

  /** Like `api` through `inject`, where any Host header can be set (fetch refuses to). */
  async injected<T>(
    path: string,
    options: { token?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiEnvelope<T>> {
    const response = await this.app.inject({
      method: 'GET',
      url: path,
      headers: { ...(options.token ? { token: options.token } : {}), ...options.headers },
    });
    const body = response.json() as ApiEnvelope<T>;
    const check = contract.validateResponse({
      method: 'GET',
      url: path,
      status: response.statusCode,
      body,
    });
    if (!check.ok) throw new Error(`GET ${path} broke the contract: ${check.errors.join('; ')}`);
    return body;
  }

  async control<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await fetch(`${this.base}/__mock/chat${path}`, {
      method,
      headers: {
        [CONTROL_TOKEN_HEADER]: this.app.controlToken,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as T & { ok: boolean } };
  }

  async login(email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<string> {
    const answer = await this.api<{ userinfo: { token: string } }>('POST', '/api/user/login', {
      body: { account: email, password },
    });
    if (answer.body.code !== 1) throw new Error(`login failed: ${answer.body.msg}`);
    return answer.body.data.userinfo.token;
  }

  async register(email: string, password = 'secret1'): Promise<string> {
    const answer = await this.api<{ userinfo: { token: string } }>('POST', '/api/user/register', {
      body: { email, password, confirm_password: password },
    });
    if (answer.body.code !== 1) throw new Error(`register failed: ${answer.body.msg}`);
    return answer.body.data.userinfo.token;
  }

  async connection(shopToken: string): Promise<ChatConnectionData> {
    const answer = await this.api<ChatConnectionData>('GET', '/api/chat/getWebSocketUrl', {
      token: shopToken,
    });
    if (answer.body.code !== 1) throw new Error(`getWebSocketUrl failed: ${answer.body.msg}`);
    return answer.body.data;
  }

  /** Chat tokens for any uids (agents, load-test users) from the control API. */
  async tokensFor(uids: string[]): Promise<ChatConnectionData[]> {
    const answer = await this.control<{ tokens: { uid: string; token: string }[] }>(
      'POST',
      '/tokens',
      { uids },
    );
    return answer.body.tokens.map((t) => ({ ...t, ws_url: this.socketUrl }));
  }

  async close(): Promise<void> {
    await this.app.close();
    if (this.scratch) await rm(this.scratch, { recursive: true, force: true });
  }
}

/** A ChatClient on the node crypto backend over `ws`, as the web app's would be in a browser. */
export function clientFor(
  data: ChatConnectionData,
  extra: Partial<ConstructorParameters<typeof ChatClient>[0]> = {},
): ChatClient {
  return new ChatClient({
    uid: data.uid,
    token: data.token,
    address: data.ws_url,
    WebSocket: WebSocket as unknown as ChatSocketConstructor,
    crypto: nodeCrypto,
    logger: silentLogger,
    ...extra,
  });
}

/** Resolves when `check` is true, polling; rejects after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5000, what = 'condition') {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
