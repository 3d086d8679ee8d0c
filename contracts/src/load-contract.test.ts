import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createConfig, lint, lintFromString } from '@redocly/openapi-core';
import { contractPath, listOperations, loadContract } from './load-contract';
import { createContractValidator } from './contract-validator';

const operations = listOperations();
const contract = loadContract();

// Every call of docs/spec/storefront.md and docs/spec/chat-protocol.md section 7, method and path as written.
const specCalls = [
  'POST /api/user/login',
  'GET /api/user/getUserInfo',
  'POST /api/user/logout',
  'POST /api/user/register',
  'GET /api/user/order_list',
  'POST /api/user/profile',
  'POST /api/user/resetpwd',
  'POST /api/user/resetPay',
  'GET /api/user/getBlockchain',
  'POST /api/user/recharge',
  'GET /api/user/recharge_log',
  'POST /api/user/extract',
  'GET /api/user/extract',
  'GET /api/user/extract_log',
  'GET /api/user/address_list',
  'POST /api/user/address_add',
  'GET /api/user/address',
  'POST /api/user/address_set_default',
  'GET /api/user/address_del',
  'GET /api/user/language_list',
  'GET /api/user/set_language',
  'GET /api/user/bill',
  'GET /api/user/help_support',
  'GET /api/user/law',
  'POST /api/user/verify_pay',
  'POST /api/user/complain',
  'GET /api/index/category',
  'GET /api/index/index',
  'GET /api/index/product',
  'GET /api/index/hot_product',
  'GET /api/index/hot_merchant',
  'GET /api/chat/login',
  'GET /api/chat/getWebSocketUrl',
  'GET /api/chat/getRecentConversation',
  'POST /api/chat/getChannelMessage',
  'POST /api/chat/setUnread',
  'POST /api/chat/deleteRecentConversation',
];

const isSecured = (security: Array<Record<string, string[]>> | undefined): boolean => {
  const effective = security ?? contract.security ?? [];
  return (
    effective.length > 0 && !effective.some((requirement) => Object.keys(requirement).length === 0)
  );
};

interface MediaType {
  schema?: Record<string, unknown>;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

function resolve<T>(value: T | { $ref: string }): T {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value as T;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], contract) as T;
}

/** The examples of a media type: its `example`, or each value of its `examples`. */
function examplesOf(media: MediaType | undefined): Array<[string, unknown]> {
  if (!media) return [];
  const named = Object.entries(media.examples ?? {}).map(([name, example]): [string, unknown] => [
    name,
    example.value,
  ]);
  return media.example === undefined ? named : [['example', media.example], ...named];
}

describe('the contract document', () => {
  it('passes the Redocly linter with the recommended rules, without errors or warnings', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lint({ ref: contractPath, config });
    const described = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`,
    );
    expect(described).toEqual([]);
  });

  it('would fail the linter with a broken contract (a duplicated operationId, an unknown $ref)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const broken = readFileSync(contractPath, 'utf8')
      .replace('operationId: userRegister', 'operationId: userLogin')
      .replace(
        "$ref: '#/components/schemas/LoginRequest'",
        "$ref: '#/components/schemas/NoSuchRequest'",
      );
    const problems = await lintFromString({ source: broken, absoluteRef: contractPath, config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => p.ruleId);
    expect(errors).toEqual(
      expect.arrayContaining(['operation-operationId-unique', 'no-unresolved-refs']),
    );
  });

  it('gives every operation a unique camelCase operationId, one known tag, a summary and an x-origin', () => {
    const tags = new Set(contract.tags?.map((t) => t.name));
    const ids = new Set<string>();
    for (const { method, path, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(ids.has(operation.operationId), `${where} duplicates ${operation.operationId}`).toBe(
        false,
      );
      ids.add(operation.operationId);
      expect(operation.tags, where).toHaveLength(1);
      expect(tags.has(operation.tags?.[0] ?? ''), where).toBe(true);
      expect(operation.summary, where).toBeTruthy();
      expect(['spec', 'extension'], where).toContain(operation['x-origin']);
    }
  });

  it('names extension paths in the spec style, /api/<area>/<action>', () => {
    for (const { path, operation } of operations) {
      if (operation['x-origin'] === 'extension')
        expect(path).toMatch(/^\/api\/[a-z]+\/[a-zA-Z_]+$/);
    }
  });

  it('holds every call of the specification, with x-origin spec, and nothing else as spec', () => {
    const declaredSpec = operations
      .filter(({ operation }) => operation['x-origin'] === 'spec')
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect([...declaredSpec].sort()).toEqual([...specCalls].sort());
  });

  it('answers 401 on every operation that needs a token, and only there', () => {
    for (const { method, path, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect('401' in operation.responses, where).toBe(isSecured(operation.security));
    }
  });

  it('wraps every 200 answer in the {code, msg, data} envelope', () => {
    for (const { method, path, operation } of operations) {
      const answer = resolve<{ content: Record<string, MediaType> }>(
        operation.responses['200'] as { content: Record<string, MediaType> },
      );
      const schema = answer.content['application/json']?.schema as { oneOf?: unknown[] };
      expect(schema?.oneOf, `${method} ${path}`).toHaveLength(2);
    }
  });

  it('has examples for every request body and answer, and they validate against their schemas', () => {
    const validator = createContractValidator();
    let checked = 0;
    for (const { method, path, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const requestBody = operation.requestBody as
        { content: Record<string, MediaType> } | undefined;
      if (requestBody) {
        for (const [mediaType, media] of Object.entries(requestBody.content)) {
          expect(media.example, `${where} request ${mediaType}`).toBeDefined();
          if (mediaType !== 'application/json') continue;
          const check = validator.validateRequest({ method, url: path, body: media.example });
          expect(check.ok ? [] : check.errors, `${where} request example`).toEqual([]);
          checked += 1;
        }
      }
      for (const [status, declared] of Object.entries(operation.responses)) {
        const answer = resolve<{ content?: Record<string, MediaType> }>(
          declared as { content?: Record<string, MediaType> },
        );
        const samples = examplesOf(answer.content?.['application/json']);
        expect(samples.length, `${where} ${status} example`).toBeGreaterThan(0);
        for (const [name, body] of samples) {
          const check = validator.validateResponse({
            method,
            url: path,
            status: Number(status),
            body,
          });
          expect(check.ok ? [] : check.errors, `${where} ${status} example ${name}`).toEqual([]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(operations.length * 2);
  });

  it('lets no object we own take fields it does not declare', () => {
    const loose: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${where}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      if (schema.properties && schema.additionalProperties !== false) loose.push(where);
      for (const [key, value] of Object.entries(schema)) visit(value, `${where}/${key}`);
    };
    visit(contract.components.schemas, '#/components/schemas');
    visit(contract.paths, '#/paths');
    visit(contract.components.responses, '#/components/responses');
    expect(loose).toEqual([]);
  });

  it('declares the agreed wire formats: money, language codes, order and audit statuses', () => {
    const schemas = contract.components.schemas as Record<string, Record<string, unknown>>;
    expect(new RegExp(String(schemas.Money?.pattern)).test('12.50')).toBe(true);
    expect(new RegExp(String(schemas.Money?.pattern)).test('12.5')).toBe(false);
    expect(schemas.LanguageCode?.enum).toEqual(['en', 'zh-CN', 'ri', 'han', 'tai']);
    expect(schemas.OrderStatus?.enum).toEqual([0, 1, 2, 3, 4, -1, -4]);
    expect(schemas.RefundStatus?.enum).toEqual(['none', 'drawing_back', 'refunded']);
    expect(schemas.AuditStatus?.enum).toEqual([0, 1, 2]);
  });

  it('parses the yaml once and hands out the same document', () => {
    expect(loadContract()).toBe(loadContract());
    expect(contract.openapi).toBe('3.1.0');
  });
});
