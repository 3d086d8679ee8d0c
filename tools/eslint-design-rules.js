// @ts-check
// ESLint rules that encode DESIGN.md's architecture, so a wrong import or shape fails the lint with a
// message naming the design rule it breaks. Imports are classified by where they resolve on disk
// (relative paths, the web `@/` alias, `@storefront/<package>/...`), never by a hard-coded list:
// workspaces come from the root package.json and feature areas from web/src/features/<area>/.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {import('eslint').Rule.RuleModule} RuleModule
 * @typedef {import('eslint').Rule.RuleContext} RuleContext
 * @typedef {import('eslint').Rule.Node} RuleNode
 * @typedef {{ root: string, dirByName: Map<string, string> }} Repo
 * @typedef {{ workspace: string, feature: string | undefined, layer: string | undefined }} Place
 */

/** The design rules, worded once; each ESLint rule's messages quote its rule and its source. */
export const designRules = {
  'standalone-packages': 'protocol and contracts depend on no workspace',
  'web-server-apart': 'web and mock-server never import each other',
  'dependency-direction':
    'dependency direction: web -> protocol, contracts; mock-server -> protocol, contracts; e2e -> everything',
  'feature-isolation':
    'a web feature never imports another feature; shared code lives in src/ui, src/api, src/app or src/i18n',
  'no-barrel-files':
    'no barrel files: import from the module that defines the thing (barrels defeat tree-shaking)',
  'no-any-at-boundary': 'no `any` at module boundaries: export precise types or `unknown`',
  'no-raw-html':
    'web renders text, never raw HTML (dangerouslySetInnerHTML, innerHTML): shop data is untrusted',
};

/** Workspaces each workspace may import; a workspace absent here (e2e) may import every one. */
const allowedImports = {
  protocol: [],
  contracts: [],
  web: ['protocol', 'contracts'],
  'mock-server': ['protocol', 'contracts'],
};

/** @type {Map<string, Repo | null>} */
const repoByDir = new Map();

/**
 * The repository (the nearest folder whose package.json declares workspaces) holding `dir`.
 * @param {string} dir
 * @returns {Repo | null}
 */
function findRepo(dir) {
  const cached = repoByDir.get(dir);
  if (cached !== undefined) return cached;
  /** @type {Repo | null} */
  let repo = null;
  const manifest = path.join(dir, 'package.json');
  const workspaces = existsSync(manifest) ? readJson(manifest)?.workspaces : undefined;
  if (Array.isArray(workspaces)) {
    repo = { root: dir, dirByName: workspaceDirs(dir, workspaces) };
  } else {
    const parent = path.dirname(dir);
    repo = parent === dir ? null : findRepo(parent);
  }
  repoByDir.set(dir, repo);
  return repo;
}

/**
 * Package name -> workspace folder (relative to the root), from the root's "workspaces" entries
 * (plain folders or `folder/*`).
 * @param {string} root
 * @param {unknown[]} patterns
 */
function workspaceDirs(root, patterns) {
  /** @type {Map<string, string>} */
  const dirByName = new Map();
  for (const pattern of patterns) {
    if (typeof pattern !== 'string') continue;
    const dirs = pattern.endsWith('/*')
      ? listDirs(path.join(root, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`)
      : [pattern];
    for (const dir of dirs) {
      const name = readJson(path.join(root, dir, 'package.json'))?.name;
      if (typeof name === 'string') dirByName.set(name, dir.replace(/\/$/, ''));
    }
  }
  return dirByName;
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** @param {string} dir */
function listDirs(dir) {
  try {
    return readdirSync(dir).filter((entry) => statSync(path.join(dir, entry)).isDirectory());
  } catch {
    return [];
  }
}

/**
 * Which workspace, web layer and feature area an absolute path belongs to.
 * @param {Repo} repo
 * @param {string} file
 * @returns {Place | null}
 */
function placeOf(repo, file) {
  const relative = path.relative(repo.root, file).split(path.sep).join('/');
  if (relative.startsWith('../')) return null;
  const workspace = [...repo.dirByName.values()].find(
    (dir) => relative === dir || relative.startsWith(`${dir}/`),
  );
  if (workspace === undefined) return null;
  const inside = relative.slice(workspace.length + 1).split('/');
  const layer = inside[0] === 'src' ? inside[1] : undefined;
  // `features/cart/...`, the folder `features/cart` itself, or a stray `features/cart.ts`.
  const feature = layer === 'features' ? inside[2]?.replace(/\.[cm]?[jt]sx?$/, '') : undefined;
  return { workspace, feature, layer };
}

/**
 * The absolute path an import specifier points at, or null for a third-party package.
 * @param {Repo} repo
 * @param {string} importer absolute path of the importing file
 * @param {Place | null} importerPlace
 * @param {string} specifier
 */
function resolveSpecifier(repo, importer, importerPlace, specifier) {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.') {
    return path.resolve(path.dirname(importer), specifier);
  }
  // web's tsconfig and Vite map `@/` to web/src.
  if (specifier.startsWith('@/') && importerPlace?.workspace === 'web') {
    return path.join(repo.root, 'web', 'src', specifier.slice(2));
  }
  for (const [name, dir] of repo.dirByName) {
    if (specifier === name) return path.join(repo.root, dir);
    if (specifier.startsWith(`${name}/`)) {
      // Each workspace exports "./*" as "./src/*.ts"; plain files (openapi.yaml) sit at its root.
      const subpath = specifier.slice(name.length + 1);
      const inSrc = path.join(repo.root, dir, 'src', subpath);
      const atRoot = path.join(repo.root, dir, subpath);
      return !existsSync(`${inSrc}.ts`) && existsSync(atRoot) ? atRoot : inSrc;
    }
  }
  return null;
}

/**
 * Calls `check` with every module specifier of the file: static imports, re-exports, dynamic
 * `import()` with a literal (lazy routes) and TypeScript's `import x = require()`.
 * @param {(node: RuleNode, specifier: string) => void} check called with the specifier's literal
 * @returns {import('eslint').Rule.RuleListener}
 */
function onEverySpecifier(check) {
  /** @param {RuleNode & { source?: unknown }} node */
  const fromSource = (node) => {
    const source = /** @type {{ type?: string, value?: unknown } | null | undefined} */ (
      node.source
    );
    if (source?.type === 'Literal' && typeof source.value === 'string') {
      check(/** @type {RuleNode} */ (source), source.value);
    }
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
    // `import x = require('...')` in TypeScript.
    /** @param {RuleNode} node */
    TSExternalModuleReference(node) {
      const expression = /** @type {{ expression?: { type?: string, value?: unknown } }} */ (
        /** @type {unknown} */ (node)
      ).expression;
      if (expression?.type === 'Literal' && typeof expression.value === 'string') {
        check(/** @type {RuleNode} */ (expression), expression.value);
      }
    },
  };
}

/**
 * Builds an import rule: `judge` sees the importer's and target's places and returns a message id
 * and data when the import breaks the rule.
 * @param {keyof typeof designRules} name
 * @param {Record<string, string>} messages
 * @param {(from: Place, to: Place) => { messageId: string, data?: Record<string, string> } | null} judge
 * @returns {RuleModule}
 */
function importRule(name, messages, judge) {
  return {
    meta: {
      type: 'problem',
      docs: { description: designRules[name] },
      schema: [],
      messages,
    },
    create(context) {
      const file = context.physicalFilename;
      if (!path.isAbsolute(file)) return {};
      const repo = findRepo(path.dirname(file));
      if (repo === null) return {};
      const from = placeOf(repo, file);
      if (from === null) return {};
      return onEverySpecifier((node, specifier) => {
        const target = resolveSpecifier(repo, file, from, specifier);
        if (target === null) return;
        const to = placeOf(repo, target);
        if (to === null) return;
        const verdict = judge(from, to);
        if (verdict !== null) {
          context.report({
            node,
            messageId: verdict.messageId,
            data: { specifier, from: from.workspace, to: to.workspace, ...verdict.data },
          });
        }
      });
    },
  };
}

/** Where each rule is written down; the raw-HTML rule is the team's, kept in CONTRIBUTING.md. */
const sourceOf = (/** @type {keyof typeof designRules} */ name) =>
  name === 'no-raw-html' ? 'CONTRIBUTING.md' : 'DESIGN.md';

/** @param {keyof typeof designRules} name */
const quote = (name) =>
  `breaks the design rule "${designRules[name]}" (${sourceOf(name)}, design/${name})`;

const standalonePackages = importRule(
  'standalone-packages',
  { imports: `{{from}} imports {{to}} ('{{specifier}}'): ${quote('standalone-packages')}.` },
  (from, to) =>
    from.workspace !== to.workspace &&
    (from.workspace === 'protocol' || from.workspace === 'contracts')
      ? { messageId: 'imports' }
      : null,
);

const webServerApart = importRule(
  'web-server-apart',
  { imports: `{{from}} imports {{to}} ('{{specifier}}'): ${quote('web-server-apart')}.` },
  (from, to) =>
    (from.workspace === 'web' && to.workspace === 'mock-server') ||
    (from.workspace === 'mock-server' && to.workspace === 'web')
      ? { messageId: 'imports' }
      : null,
);

const dependencyDirection = importRule(
  'dependency-direction',
  { imports: `{{from}} imports {{to}} ('{{specifier}}'): ${quote('dependency-direction')}.` },
  (from, to) => {
    if (from.workspace === to.workspace) return null;
    const allowed = /** @type {Record<string, string[]>} */ (allowedImports)[from.workspace];
    if (allowed === undefined || allowed.includes(to.workspace)) return null;
    // The two sharper rules above own these pairs, so each wrong import is reported once.
    const ownedElsewhere =
      from.workspace === 'protocol' ||
      from.workspace === 'contracts' ||
      (from.workspace === 'web' && to.workspace === 'mock-server') ||
      (from.workspace === 'mock-server' && to.workspace === 'web');
    return ownedElsewhere ? null : { messageId: 'imports' };
  },
);

const featureIsolation = importRule(
  'feature-isolation',
  {
    imports: `features/{{fromFeature}} imports features/{{toFeature}} ('{{specifier}}'): ${quote('feature-isolation')}.`,
  },
  (from, to) =>
    from.workspace === 'web' &&
    to.workspace === 'web' &&
    from.feature !== undefined &&
    to.feature !== undefined &&
    from.feature !== to.feature
      ? { messageId: 'imports', data: { fromFeature: from.feature, toFeature: to.feature } }
      : null,
);

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
    'standalone-packages': standalonePackages,
    'web-server-apart': webServerApart,
    'dependency-direction': dependencyDirection,
    'feature-isolation': featureIsolation,
    'no-barrel-files': noBarrelFiles,
    'no-any-at-boundary': noAnyAtBoundary,
    'no-raw-html': noRawHtml,
  },
};

/**
 * The flat-config blocks that switch the design rules on; eslint.config.js and the rules' own tests
 * use the same blocks.
 * @type {import('eslint').Linter.Config[]}
 */
export const designConfig = [
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs}'],
    plugins: { design: plugin },
    rules: {
      'design/standalone-packages': 'error',
      'design/web-server-apart': 'error',
      'design/dependency-direction': 'error',
      'design/feature-isolation': 'error',
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
