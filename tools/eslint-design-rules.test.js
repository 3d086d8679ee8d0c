// @ts-check
import { ESLint, RuleTester } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin, { designConfig, designRules } from './eslint-design-rules.js';

const fixtureRoot = path.join(import.meta.dirname, 'fixtures', 'repo');

/**
 * Every deliberate mistake in the fixture repository, and the one design rule it must trip. Import
 * rules are policies of eslint-plugin-boundaries' one rule; the message names the design rule.
 */
const expectedReports = {
  'protocol/src/wrong-imports-contracts.ts': ['design/standalone-packages'],
  'protocol/src/wrong-imports-server-relative.ts': ['design/standalone-packages'],
  'protocol/src/wrong-any-at-boundary.ts': ['design/no-any-at-boundary'],
  'contracts/src/wrong-imports-protocol.ts': ['design/standalone-packages'],
  'mock-server/src/wrong-imports-web.ts': ['design/web-server-apart'],
  'mock-server/src/wrong-imports-e2e.ts': ['design/dependency-direction'],
  'web/src/wrong-imports-server.ts': ['design/web-server-apart'],
  'web/src/features/cart/wrong-imports-orders.ts': ['design/feature-isolation'],
  'web/src/features/orders/wrong-imports-cart-relative.tsx': ['design/feature-isolation'],
  'web/src/features/orders/wrong-lazy-imports-cart.ts': ['design/feature-isolation'],
  'web/src/features/orders/wrong-imports-cart-folder.ts': ['design/feature-isolation'],
  'web/src/api/wrong-imports-feature.ts': ['design/shared-below-features'],
  'web/src/app/wrong-imports-feature.tsx': ['design/shared-below-features'],
  'web/src/ui/wrong-barrel.ts': ['design/no-barrel-files'],
  'web/src/features/cart/wrong-imports-shell.ts': ['design/shell-on-top'],
  'web/src/ui/wrong-imports-shell.ts': ['design/shell-on-top'],
  'web/src/ui/wrong-raw-html.tsx': ['design/no-raw-html'],
};

/** The design rule a message is about: a local rule's id, or the one a boundaries policy quotes. */
const designRuleOf = (/** @type {import('eslint').Linter.LintMessage} */ message) =>
  message.ruleId === 'boundaries/dependencies'
    ? /\(\S+\.md, (design\/[a-z-]+)\)/.exec(message.message)?.[1]
    : message.ruleId;

async function lintFixtureRepo() {
  const eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [
      { languageOptions: { parser: tseslint.parser } },
      ...designConfig(fixtureRoot),
    ],
  });
  const results = await eslint.lintFiles(['.']);
  return new Map(
    results.map((result) => [
      path.relative(fixtureRoot, result.filePath).split(path.sep).join('/'),
      result.messages,
    ]),
  );
}

describe('design rules on a miniature of the repository', async () => {
  const messagesByFile = await lintFixtureRepo();

  it('lints every fixture file, wrong and right', () => {
    for (const file of Object.keys(expectedReports)) expect(messagesByFile.has(file)).toBe(true);
    expect(messagesByFile.size).toBeGreaterThan(Object.keys(expectedReports).length + 10);
  });

  it.each(Object.entries(expectedReports))('%s is reported as %s', (file, ruleIds) => {
    const messages = messagesByFile.get(file) ?? [];
    expect(messages.map(designRuleOf)).toEqual(ruleIds);
    for (const message of messages) {
      const id = designRuleOf(message);
      const rule = /** @type {keyof typeof designRules} */ (id?.replace('design/', ''));
      // The message quotes the design rule, so whoever reads the lint knows what they broke.
      expect(message.message).toContain(designRules[rule]);
      expect(message.message).toMatch(
        new RegExp(`\\((docs/architecture|CONTRIBUTING|web/README)\\.md, ${id}\\)`),
      );
      expect(message.severity).toBe(2);
    }
  });

  it('passes every file that follows the rules', () => {
    const wrongly = [...messagesByFile].filter(
      ([file, messages]) => !(file in expectedReports) && messages.length > 0,
    );
    expect(wrongly).toEqual([]);
  });

  it('names the importing and imported places in import messages', () => {
    const [featureMessage] =
      messagesByFile.get('web/src/features/cart/wrong-imports-orders.ts') ?? [];
    expect(featureMessage?.message).toMatch(/^features\/cart imports features\/orders: /);
    const [serverMessage] =
      messagesByFile.get('protocol/src/wrong-imports-server-relative.ts') ?? [];
    expect(serverMessage?.message).toMatch(/^protocol imports mock-server: /);
    const [sharedMessage] = messagesByFile.get('web/src/api/wrong-imports-feature.ts') ?? [];
    expect(sharedMessage?.message).toMatch(/^src\/api imports features\/orders: /);
  });
});

// Finer cases of the rules that look at a file's own shape rather than at where imports lead.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

ruleTester.run('design/no-barrel-files', plugin.rules['no-barrel-files'], {
  valid: [
    'export const total = 1;',
    "import { a } from './a';\nexport const b = a + 1;",
    "export * from './a';\nexport function local() {}",
    "export type { Order } from './order';\nexport interface Cart { lines: number }",
    '',
    'export {};',
    "import './polyfills';\nexport {};",
    { code: "export * from './a';", filename: 'env.d.ts' },
  ],
  invalid: [
    { code: "export * from './a';", errors: [{ messageId: 'barrel' }] },
    {
      code: "export { Button } from './button';\nexport type { Toast } from './toast';",
      errors: [{ messageId: 'barrel' }],
    },
    {
      code: "import { a } from './a';\nimport b from './b';\nexport { a };\nexport default b;",
      errors: [{ messageId: 'barrel' }],
    },
  ],
});

ruleTester.run('design/no-any-at-boundary', plugin.rules['no-any-at-boundary'], {
  valid: [
    'export function decode(bytes: Uint8Array): unknown { const raw: any = bytes; return raw; }',
    'function helper(x: any) { return x; }\nexport const y = 1;',
    'export const parse = (text: string) => JSON.parse(text) as unknown;',
    'export const run = () => { return (globalThis as any).x; };',
    'export class Store { private cache: any; #raw: any; read(): unknown { return this.cache; } }',
    'export const total = sum(values as any);',
    'export namespace Legacy { const x: any = 1; }',
  ],
  invalid: [
    { code: 'export function decode(bytes: any) {}', errors: [{ messageId: 'any' }] },
    { code: 'export function decode(): Promise<any> {}', errors: [{ messageId: 'any' }] },
    { code: 'export const decode = (bytes: any): void => {};', errors: [{ messageId: 'any' }] },
    { code: 'export type Handler = (event: any) => void;', errors: [{ messageId: 'any' }] },
    { code: 'export interface Packet { body: any }', errors: [{ messageId: 'any' }] },
    { code: 'export const store = createStore<any>();', errors: [{ messageId: 'any' }] },
    { code: 'export const raw = value as any;', errors: [{ messageId: 'any' }] },
    { code: 'export class Client { send(packet: any) {} }', errors: [{ messageId: 'any' }] },
    { code: 'export default function (x: any) {}', errors: [{ messageId: 'any' }] },
    { code: 'function decode(bytes: any) {}\nexport { decode };', errors: [{ messageId: 'any' }] },
    {
      code: 'const handlers = { on: (e: any) => e };\nexport default handlers;',
      errors: [{ messageId: 'any' }],
    },
    {
      code: 'export function pair(a: any, b: Record<string, any>) {}',
      errors: [{ messageId: 'any' }, { messageId: 'any' }],
    },
  ],
});

ruleTester.run('design/no-raw-html', plugin.rules['no-raw-html'], {
  valid: [
    'const view = <p>{description}</p>;',
    'element.textContent = description;',
    'const html = element.innerHTML;',
  ],
  invalid: [
    {
      code: 'const view = <div dangerouslySetInnerHTML={{ __html: description }} />;',
      errors: [{ messageId: 'raw', data: { what: 'dangerouslySetInnerHTML' } }],
    },
    {
      code: "createElement('div', { dangerouslySetInnerHTML: { __html: description } });",
      errors: [{ messageId: 'raw' }],
    },
    { code: 'element.innerHTML = description;', errors: [{ messageId: 'raw' }] },
    {
      code: "element.insertAdjacentHTML('beforeend', description);",
      errors: [{ messageId: 'raw' }],
    },
  ],
});
