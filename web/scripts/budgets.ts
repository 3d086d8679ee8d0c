/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Budgets {
  initialRoute: string;
  /** The language whose strings count in the initial budget. */
  initialLanguage: string;
  initialKB: number;
  everyOtherRouteKB: number;
}

export interface BudgetRow {
  label: string;
  files: string[];
  bytes: number;
  /** Undefined for rows printed for information only. */
  limitBytes: number | undefined;
}

const KB = 1000;

/** Route path -> source file of its screen, read from the route table (src/app/routes.ts). */
export function screenSources(routesSource: string): Map<string, string> {
  const screens = new Map<string, string>();
  const entry = /path:\s*'([^']+)'[^}]*?screen:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  for (const match of routesSource.matchAll(entry)) {
    const [, path, specifier] = match;
    if (!path || !specifier) continue;
    const source = specifier.startsWith('@/')
      ? `src/${specifier.slice(2)}`
      : `src/app/${specifier.replace(/^\.\//, '')}`;
    screens.set(path, source);
  }
  return screens;
}

/** Route paths whose screen the route table imports statically (`screen: () => Promise.resolve(x)`). */
export function staticScreens(routesSource: string): Set<string> {
  const entry = /path:\s*'([^']+)'[^}]*?screen:\s*\(\)\s*=>\s*Promise\.resolve\(\w+\)/g;
  return new Set([...routesSource.matchAll(entry)].map((match) => match[1] ?? ''));
}

function keyOf(manifest: Manifest, source: string): string | undefined {
  return Object.keys(manifest).find(
    (key) => key === source || key.replace(/\.[cm]?[jt]sx?$/, '') === source,
  );
}

/** The chunk and everything it statically imports. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

function jsFiles(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file !== undefined && file.endsWith('.js'));
}

/**
 * Measures the initial route (entry + screen + the largest language) and every other
 * lazily loaded chunk (what it adds beyond the initial set) against the budgets.
 */
export function measure(
  manifest: Manifest,
  routesSource: string,
  budgets: Budgets,
  gzipBytes: (file: string) => number,
  {
    appSource = 'src/main.tsx',
    entryFile,
  }: {
    /** The app, which the page's script (src/start.ts) imports at once: part of the first load. */
    appSource?: string;
    /** The page's script as index.html names it (`assets/…js`), when no chunk is `isEntry`. */
    entryFile?: string;
  } = {},
): BudgetRow[] {
  const entryKey = Object.keys(manifest).find(
    (key) => manifest[key]?.isEntry || manifest[key]?.file === entryFile,
  );
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const screens = screenSources(routesSource);
  const initialSource = screens.get(budgets.initialRoute);
  // A screen the route table imports statically ships with the entry: its closure holds it.
  const initialScreen = initialSource ? keyOf(manifest, initialSource) : undefined;
  if (!initialScreen && !staticScreens(routesSource).has(budgets.initialRoute))
    throw new Error(`no built screen found for ${budgets.initialRoute}`);

  const size = (keys: Iterable<string>) =>
    jsFiles(manifest, keys).reduce((sum, file) => sum + gzipBytes(file), 0);

  // Strings: `virtual:locale/<language>/<first|rest>` (see vite.config.ts).
  const localePart = (key: string) => /^virtual:locale\/([^/]+)\/(first|rest)$/.exec(key);
  const locales = Object.keys(manifest).filter((key) => localePart(key));
  const languageOf = (key: string) => localePart(key)?.[1] ?? key;
  const firstParts = locales.filter((key) => localePart(key)?.[2] === 'first');
  const restParts = locales.filter((key) => localePart(key)?.[2] === 'rest');
  const initialLocale = firstParts.find((key) => languageOf(key) === budgets.initialLanguage);
  if (!initialLocale) throw new Error(`no built strings for ${budgets.initialLanguage}`);

  const initial = closure(manifest, entryKey);
  const appKey = manifest[appSource] ? appSource : undefined;
  if (appKey) closure(manifest, appKey, initial);
  if (initialScreen) closure(manifest, initialScreen, initial);
  const withoutStrings = size(initial);
  closure(manifest, initialLocale, initial);

  const rows: BudgetRow[] = [
    {
      label: 'entry chunk alone',
      files: jsFiles(manifest, [entryKey]),
      bytes: size([entryKey]),
      limitBytes: budgets.initialKB * KB,
    },
    {
      label: `${budgets.initialRoute} (entry + screen + its ${budgets.initialLanguage} strings)`,
      files: jsFiles(manifest, initial),
      bytes: size(initial),
      limitBytes: budgets.initialKB * KB,
    },
    ...firstParts
      .filter((key) => key !== initialLocale)
      .map((key) => ({
        label: `${budgets.initialRoute} with its ${languageOf(key)} strings instead`,
        files: jsFiles(manifest, [key]),
        bytes: withoutStrings + size([key]),
        limitBytes: undefined,
      })),
    // Fetched once after the first paint, shared by every other screen.
    ...restParts.map((key) => ({
      label: `strings of the other screens (${languageOf(key)})`,
      files: jsFiles(manifest, [key]),
      bytes: size([key]),
      limitBytes: budgets.everyOtherRouteKB * KB,
    })),
  ];

  const pathsBySource = new Map<string, string[]>();
  for (const [path, source] of screens) {
    const key = keyOf(manifest, source);
    if (key) pathsBySource.set(key, [...(pathsBySource.get(key) ?? []), path]);
  }

  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || key === initialScreen || key === appKey) continue;
    if (locales.includes(key)) continue;
    const added = [...closure(manifest, key)].filter((dependency) => !initial.has(dependency));
    rows.push({
      label:
        pathsBySource.get(key)?.join(', ') ??
        (key.endsWith('screen-placeholder.tsx') ? `${key} (screens not built yet)` : key),
      files: jsFiles(manifest, added),
      bytes: size(added),
      limitBytes: budgets.everyOtherRouteKB * KB,
    });
  }
  return rows;
}

/**
 * The chunks the page's script (`entryFile`, src/start.ts) imports statically: it must run before
 * the framework arrives, so none may be there (vite.config.ts's `start` group keeps them out).
 */
export function pageScriptImports(manifest: Manifest, entryFile: string): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.file === entryFile);
  if (!entry) throw new Error(`the manifest has no chunk ${entryFile}`);
  return (entry.imports ?? []).map((key) => manifest[key]?.file ?? key);
}

/**
 * Chunks that import each other, directly or not (each cycle once, as the chain of files). In a
 * cycle, which chunk runs first depends on which one the page asks for first: a module may then
 * read another's exports before they exist.
 */
export function chunkCycles(manifest: Manifest): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (key: string, path: string[]) => {
    const at = path.indexOf(key);
    if (at >= 0) {
      cycles.push([...path.slice(at), key].map((entry) => manifest[entry]?.file ?? entry));
      return;
    }
    if (done.has(key)) return;
    for (const imported of manifest[key]?.imports ?? []) visit(imported, [...path, key]);
    done.add(key);
  };
  for (const key of Object.keys(manifest)) visit(key, []);
  return cycles;
}
