import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import type { TrafficEntry } from '@storefront/contracts/control-api';
import {
  createContractValidator,
  type ContractValidator,
} from '@storefront/contracts/contract-validator';
import { artifactsDir } from './artifacts';

let validator: ContractValidator | undefined;
function contract(): ContractValidator {
  validator ??= createContractValidator();
  return validator;
}

export interface ContractViolation {
  method: string;
  url: string;
  status?: number;
  errors: string[];
}

function jsonOf(text: string | null): unknown {
  if (text === null || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Records every /api call the page makes and checks the request and its response against
 * contracts/openapi.yaml. Every exchange goes to artifacts/contract-traffic.jsonl.
 */
export class ContractRecorder {
  readonly violations: ContractViolation[] = [];
  private readonly pending = new Set<Promise<void>>();
  private readonly trafficFile = path.join(artifactsDir, 'contract-traffic.jsonl');
  exchanges = 0;

  attach(page: Page): void {
    mkdirSync(artifactsDir, { recursive: true });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) {
        this.browserCalls.push(`${request.method()} ${url.pathname}${url.search}`);
      }
    });
    page.on('requestfinished', (request) => this.track(this.check(request)));
  }

  /** The browser's exchanges so far, as `METHOD path?query`, to tell the server's own apart. */
  private readonly browserCalls: string[] = [];

  /**
   * The /api exchanges the stack answered during the journey that the browser did not make: the
   * page server's (a server render reads the /api in-process, `app.inject`, which the browser
   * never sees) and the journey's own calls through `request`. The stack's traffic log checked
   * each against the same contract as it passed; they join the run's record (`via: 'server'`),
   * and each violation fails the journey like the browser's.
   */
  checkServerTraffic(entries: readonly TrafficEntry[]): void {
    const browser = [...this.browserCalls];
    for (const entry of entries) {
      const key = `${entry.method} ${entry.url}`;
      const at = browser.indexOf(key);
      if (at >= 0) {
        browser.splice(at, 1);
        continue;
      }
      const errors = entry.violations.map(
        (violation) => `${violation.direction}: ${violation.error}`,
      );
      this.exchanges += 1;
      appendFileSync(
        this.trafficFile,
        `${JSON.stringify({
          method: entry.method,
          url: entry.url,
          status: entry.status,
          operationId: entry.operationId,
          ok: errors.length === 0,
          errors,
          via: 'server',
        })}\n`,
      );
      if (errors.length > 0) {
        this.violations.push({
          method: entry.method,
          url: entry.url,
          status: entry.status,
          errors,
        });
      }
    }
  }

  private track(work: Promise<void>): void {
    this.pending.add(work);
    const done = () => this.pending.delete(work);
    work.then(done, done);
  }

  private async check(request: Request): Promise<void> {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    // A request the page abandoned (it navigated, or the journey closed the page while the answer
    // was read) has nothing left to check: Playwright then rejects ("Target page, context or
    // browser has been closed", "No resource with given identifier"). That never fails a journey;
    // only a violation of the contract does.
    let response: Awaited<ReturnType<Request['response']>>;
    try {
      response = await request.response();
    } catch {
      return;
    }
    if (!response) return;
    const pathAndQuery = `${url.pathname}${url.search}`;
    const method = request.method();
    const contentType = request.headers()['content-type'] ?? '';
    const requestBody = contentType.includes('application/json')
      ? jsonOf(request.postData())
      : undefined;
    let responseBody: unknown;
    try {
      responseBody = jsonOf(await response.text());
    } catch {
      return; // the page navigated away and the body is gone
    }
    const requestCheck = contract().validateRequest({
      method,
      url: pathAndQuery,
      body: requestBody,
      headers: { 'content-type': contentType },
    });
    const responseCheck = contract().validateResponse({
      method,
      url: pathAndQuery,
      status: response.status(),
      body: responseBody,
    });
    this.exchanges += 1;
    const errors = [
      ...(requestCheck.ok ? [] : requestCheck.errors.map((error) => `request: ${error}`)),
      ...(responseCheck.ok ? [] : responseCheck.errors.map((error) => `response: ${error}`)),
    ];
    appendFileSync(
      this.trafficFile,
      `${JSON.stringify({
        method,
        url: pathAndQuery,
        status: response.status(),
        operationId: responseCheck.operationId,
        ok: errors.length === 0,
        errors,
      })}\n`,
    );
    if (errors.length > 0) {
      this.violations.push({ method, url: pathAndQuery, status: response.status(), errors });
    }
  }

  async settle(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }
}
