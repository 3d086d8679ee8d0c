// @ts-check
// ESLint checks that encode docs/architecture.md's architecture, so a wrong import or shape fails the lint with
// a message naming the design rule it breaks. Where imports may lead is eslint-plugin-boundaries'
// `boundaries/dependencies` (one policy per design rule below), which classifies each import by
// where it resolves on disk (tools/eslint-workspace-resolver.cjs: relative paths, the web `@/` alias,
// `@storefront/<package>/...`); workspaces come from the root package.json, feature areas are the
// folders web/src/features/<area>/. What the plugin cannot express (a file's own shape: barrels,
// `any` at the boundary, raw HTML) are the local rules of this file. ADR 0011 has the measurement.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import boundaries from 'eslint-plugin-boundaries';

/**
 * @typedef {import('eslint').Rule.RuleModule} RuleModule
 * @typedef {import('eslint').Rule.RuleContext} RuleContext
 * @typedef {import('eslint').Rule.Node} RuleNode
 */

/** The design rules, worded once; each ESLint rule's messages quote its rule and its source. */
export const designRules = {
  'standalone-packages': 'protocol and contracts depend on no workspace',
  'web-server-apart': 'web and mock-server never import each other',
  'dependency-direction':
    'dependency direction: web -> protocol, contracts; mock-server -> protocol, contracts; e2e -> everything',
  'feature-isolation':
    'a web feature never imports another feature; shared code lives in src/ui, src/lib, src/api, src/routing, src/i18n or src/session',
  'shared-below-features':
    'the shared web layers (src/ui, src/lib, src/api, src/routing, src/i18n, src/session, src/chat, the shell in src/app, the server code in src/server) never import a feature; only the route modules in src/routes do',
  'shell-on-top':
    'nothing below the shell imports it: src/features and the shared layers (src/ui, src/lib, src/api, src/routing, src/i18n, src/session, src/chat) never import src/app or src/server; addresses and guard rules are in src/routing',
  'no-barrel-files':
    'no barrel files: import from the module that defines the thing (barrels defeat tree-shaking)',
  'no-any-at-boundary': 'no `any` at module boundaries: export precise types or `unknown`',
  'no-raw-html':
    'web renders text, never raw HTML (dangerouslySetInnerHTML, innerHTML): shop data is untrusted',
};

/**
 * Where each rule is written down: the raw-HTML rule is the team's, kept in CONTRIBUTING.md; the web's
 * layering in web/README.md.
 */
const sourceOf = (/** @type {keyof typeof designRules} */ name) =>
  name === 'no-raw-html'
    ? 'CONTRIBUTING.md'
    : name === 'shared-below-features' || name === 'shell-on-top'
      ? 'web/README.md'
      : 'docs/architecture.md';

/** @param {keyof typeof designRules} name */
const quote = (name) =>
  `breaks the design rule "${designRules[name]}" (${sourceOf(name)}, design/${name})`;

/**
 * Workspaces each workspace may import; a workspace absent here (e2e) may import every one.
 * @type {Record<string, string[]>}
 */
const allowedImports = {
  protocol: [],
  contracts: [],
  web: ['protocol', 'contracts'],
  'mock-server': ['protocol', 'contracts'],
};

/**
 * The web's shared layers, below its features, and the shell above them (src/app, and src/server
 * beside it): everything in src/ but the route modules (src/routes, which give each screen its
 * feature and its shell) and the document and entries beside them.
 */
const SHARED_LAYERS = ['ui', 'lib', 'api', 'routing', 'i18n', 'session', 'chat'];
const SHELL_LAYERS = ['app', 'server'];

/**
 * The workspace folders of the repository at `root`, from its package.json (plain folders or
 * `folder/*`, the latter not used here).
 * @param {string} root
 * @returns {string[]}
 */
function workspacesOf(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return (manifest.workspaces ?? []).filter(
    (/** @type {unknown} */ dir) => typeof dir === 'string' && !dir.includes('*'),
  );
}

/**
 * The element types of a workspace: the web's features and shared layers are elements of their own.
 * @param {string} workspace
 */
const typesOf = (workspace) =>
  workspace === 'web' ? ['web', 'web-feature', 'web-shared', 'web-shell'] : [workspace];

/**
 * eslint-plugin-boundaries' settings and its one rule, for the repository at `root`: each workspace
 * an element, the web's features (captured by name) and shared layers elements within it.
 * @param {string} root
 * @returns {import('eslint').Linter.Config}
 */
export function boundariesConfig(root) {
  const workspaces = workspacesOf(root);
  const importRule = /** @type {(from: string, to: string) => keyof typeof designRules} */ (
    (from, to) =>
      from === 'protocol' || from === 'contracts'
        ? 'standalone-packages'
        : (from === 'web' && to === 'mock-server') || (from === 'mock-server' && to === 'web')
          ? 'web-server-apart'
          : 'dependency-direction'
  );
  /** @type {object[]} */
  const policies = [];
  for (const [from, allowed] of Object.entries(allowedImports)) {
    /** @type {Map<keyof typeof designRules, string[]>} */
    const targetsByRule = new Map();
    for (const to of workspaces.filter((dir) => dir !== from && !allowed.includes(dir))) {
      const rule = importRule(from, to);
      targetsByRule.set(rule, [...(targetsByRule.get(rule) ?? []), ...typesOf(to)]);
    }
    // One policy per design rule a workspace can break; the message names the workspace imported.
    for (const [rule, targets] of targetsByRule) {
      policies.push({
        from: { element: { types: { anyOf: typesOf(from) } } },
        disallow: { to: { element: { types: { anyOf: targets } } } },
        message: `${from} imports {{to.element.captured.workspace}}: ${quote(rule)}.`,
      });
    }
  }
  policies.push(
    {
      from: { element: { type: 'web-feature' } },
      disallow: {
        to: {
          element: { type: 'web-feature', captured: { feature: '!{{from.captured.feature}}' } },
        },
      },
      message: `features/{{from.captured.feature}} imports features/{{to.captured.feature}}: ${quote('feature-isolation')}.`,
    },
    {
      from: { element: { types: { anyOf: ['web-shared', 'web-shell'] } } },
      disallow: { to: { element: { type: 'web-feature' } } },
      message: `src/{{from.captured.layer}} imports features/{{to.captured.feature}}: ${quote('shared-below-features')}.`,
    },
    {
      from: { element: { type: 'web-feature' } },
      disallow: { to: { element: { type: 'web-shell' } } },
      message: `features/{{from.captured.feature}} imports src/{{to.captured.layer}}: ${quote('shell-on-top')}.`,
    },
    {
      from: { element: { type: 'web-shared' } },
      disallow: { to: { element: { type: 'web-shell' } } },
      message: `src/{{from.captured.layer}} imports src/{{to.captured.layer}}: ${quote('shell-on-top')}.`,
    },
  );
  return {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        [path.join(import.meta.dirname, 'eslint-workspace-resolver.cjs')]: {},
      },
      'boundaries/root-path': root,
      // Static imports, re-exports and import() (lazy-loaded modules).
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        {
          type: 'web-feature',
          pattern: '(web)/src/features/*',
          capture: ['workspace', 'feature'],
        },
        {
          type: 'web-shared',
          pattern: `(web)/src/(${SHARED_LAYERS.join('|')})`,
          capture: ['workspace', 'layer'],
        },
        {
          type: 'web-shell',
          pattern: `(web)/src/(${SHELL_LAYERS.join('|')})`,
          capture: ['workspace', 'layer'],
        },
        ...workspaces.map((dir) => ({ type: dir, pattern: `(${dir})`, capture: ['workspace'] })),
      ],
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies }] },
  };
}

/** @type {RuleModule} */
const noBarrelFiles = {
  meta: {
    type: 'problem',
    docs: { description: designRules['no-barrel-files'] },
    schema: [],
    messages: { barrel: `This file only re-exports other modules: ${quote('no-barrel-files')}.` },
  },
  create(context) {
    if (/\.d\.[cm]?ts$/.test(context.filename)) return {};
    return {
      Program(node) {
        /** @type {Set<string>} */
        const imported = new Set();
        let reExports = 0;
        for (const statement of node.body) {
          if (statement.type === 'ImportDeclaration') {
            for (const specifier of statement.specifiers) imported.add(specifier.local.name);
          } else if (statement.type === 'ExportAllDeclaration') {
            reExports += 1;
          } else if (
            statement.type === 'ExportNamedDeclaration' &&
            statement.declaration == null &&
            statement.source == null &&
            statement.specifiers.length === 0
          ) {
            // `export {}` only marks a file as a module; it re-exports nothing.
          } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration == null) {
            // `export { a } from './a'`, or `export { a }` of an imported `a`.
            const onlyImported = statement.specifiers.every(
              (specifier) =>
                statement.source != null ||
                (specifier.local.type === 'Identifier' && imported.has(specifier.local.name)),
            );
            if (!onlyImported) return;
            reExports += 1;
          } else if (
            statement.type === 'ExportDefaultDeclaration' &&
            statement.declaration.type === 'Identifier' &&
            imported.has(statement.declaration.name)
          ) {
            reExports += 1;
          } else {
            return;
          }
        }
        if (reExports > 0) context.report({ node, messageId: 'barrel' });
      },
    };
  },
};

/**
 * How an `any` may sit on a module's surface: the parent kinds (and, for some, the child's role)
 * through which it can be reached from an exported declaration without entering an implementation.
 * @param {{ type: string, [key: string]: unknown }} parent
 * @param {unknown} child
 */
function surfaceEdge(parent, child) {
  const type = parent.type;
  switch (type) {
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
    case 'TSDeclareFunction':
    case 'TSEmptyBodyFunctionExpression':
      return parent.body !== child; // parameters, return type, type parameters
    case 'CallExpression':
    case 'NewExpression':
      return parent.typeArguments === child; // export const store = create<any>()
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSTypeAssertion':
      return true;
    case 'PropertyDefinition':
    case 'MethodDefinition':
    case 'TSAbstractPropertyDefinition':
    case 'TSAbstractMethodDefinition':
      return (
        parent.accessibility !== 'private' &&
        /** @type {any} */ (parent.key)?.type !== 'PrivateIdentifier'
      );
    case 'Identifier':
    case 'AssignmentPattern':
    case 'RestElement':
    case 'ObjectPattern':
    case 'ArrayPattern':
    case 'TSParameterProperty':
    case 'VariableDeclarator':
    case 'VariableDeclaration':
    case 'ClassDeclaration':
    case 'ClassExpression':
    case 'ClassBody':
    case 'ObjectExpression':
    case 'Property':
    case 'ExportNamedDeclaration':
    case 'ExportDefaultDeclaration':
      return true;
    default:
      // Type syntax (TSTypeLiteral, TSUnionType, ...); but TSModuleBlock is a namespace body.
      return type.startsWith('TS') && type !== 'TSModuleBlock';
  }
}

/**
 * Names a top-level declaration binds, for `export { name }` written apart from it.
 * @param {any} statement
 * @returns {string[]}
 */
function declaredNames(statement) {
  if (statement.type === 'VariableDeclaration') {
    return statement.declarations.flatMap((/** @type {any} */ d) =>
      d.id.type === 'Identifier' ? [d.id.name] : [],
    );
  }
  return statement.id?.type === 'Identifier' ? [statement.id.name] : [];
}

/** @type {RuleModule} */
const noAnyAtBoundary = {
  meta: {
    type: 'problem',
    docs: { description: designRules['no-any-at-boundary'] },
    schema: [],
    messages: { any: `\`any\` in an exported signature: ${quote('no-any-at-boundary')}.` },
  },
  create(context) {
    /** @type {Set<string>} */
    const exportedNames = new Set();
    /** @type {RuleNode[]} */
    const anys = [];
    return {
      ExportNamedDeclaration(node) {
        if (node.source != null) return;
        for (const specifier of node.specifiers) {
          if (specifier.local.type === 'Identifier') exportedNames.add(specifier.local.name);
        }
      },
      ExportDefaultDeclaration(node) {
        if (node.declaration.type === 'Identifier') exportedNames.add(node.declaration.name);
      },
      /** @param {RuleNode} node */
      TSAnyKeyword(node) {
        anys.push(node);
      },
      'Program:exit'() {
        for (const node of anys) {
          /** @type {any} */
          let child = node;
          /** @type {any} */
          let parent = node.parent;
          while (parent != null && parent.type !== 'Program' && surfaceEdge(parent, child)) {
            child = parent;
            parent = parent.parent;
          }
          if (parent?.type !== 'Program') continue;
          const exported =
            child.type === 'ExportNamedDeclaration' ||
            child.type === 'ExportDefaultDeclaration' ||
            declaredNames(child).some((name) => exportedNames.has(name));
          if (exported) context.report({ node, messageId: 'any' });
        }
      },
    };
  },
};

const rawHtmlProperties = new Set(['innerHTML', 'outerHTML']);

/** @type {RuleModule} */
const noRawHtml = {
  meta: {
    type: 'problem',
    docs: { description: designRules['no-raw-html'] },
    schema: [],
    messages: { raw: `{{what}}: ${quote('no-raw-html')}.` },
  },
  create(context) {
    /** @param {RuleNode} node @param {string} what */
    const report = (node, what) => context.report({ node, messageId: 'raw', data: { what } });
    return {
      /** @param {any} node */
      JSXAttribute(node) {
        if (node.name?.name === 'dangerouslySetInnerHTML') report(node, 'dangerouslySetInnerHTML');
      },
      Property(node) {
        const key = node.key;
        const name =
          key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : null;
        if (name === 'dangerouslySetInnerHTML') report(node, 'dangerouslySetInnerHTML');
      },
      AssignmentExpression(node) {
        const target = node.left;
        if (
          target.type === 'MemberExpression' &&
          target.property.type === 'Identifier' &&
          rawHtmlProperties.has(target.property.name)
        ) {
          report(node, `assigning ${target.property.name}`);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'insertAdjacentHTML'
        ) {
          report(node, 'insertAdjacentHTML');
        }
      },
    };
  },
};

const plugin = {
  meta: { name: 'design' },
  rules: {
    'no-barrel-files': noBarrelFiles,
    'no-any-at-boundary': noAnyAtBoundary,
    'no-raw-html': noRawHtml,
  },
};

/**
 * The flat-config blocks that switch the design rules on for the repository at `root`;
 * eslint.config.js and the rules' own tests use the same blocks.
 * @param {string} root
 * @returns {import('eslint').Linter.Config[]}
 */
export const designConfig = (root) => [
  boundariesConfig(root),
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs}'],
    plugins: { design: plugin },
    rules: {
      'design/no-barrel-files': 'error',
      'design/no-any-at-boundary': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx,js,jsx}'],
    rules: { 'design/no-raw-html': 'error' },
  },
];

export default plugin;
