import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../../../tools/harness/mock-server';

/*
 * What React's development build warns about (console.error and console.warn): a list without
 * keys, an element where HTML forbids it, a hydration mismatch, an input switching between
 * controlled and uncontrolled, a state update during another's render, ... React 19 gives them no
 * common prefix ("Warning:" went with React 18), so the walk reads every message format out of the
 * development builds the web renders with (react-dom's client and server, react, its JSX runtime):
 * a React upgrade brings its own list.
 */

const SOURCES = [
  'react-dom/cjs/react-dom-client.development.js',
  'react-dom/cjs/react-dom-server.node.development.js',
  'react-dom/cjs/react-dom.development.js',
  'react/cjs/react.development.js',
  'react/cjs/react-jsx-runtime.development.js',
];
/** A format whose own words are shorter than this says too little to be recognised ("%s\n\n%s"). */
const MIN_WORDS = 16;
const PLACEHOLDER = /%[sdifoOc]/g;

/** A JavaScript string literal's text (its body, without the quotes). */
function unescape(body: string): string {
  return body.replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, code: string) => {
    if (code.length > 1) return String.fromCharCode(parseInt(code.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[code] ?? code;
  });
}

export interface ReactFormat {
  /** The format as React passes it to the console (`%s` where its arguments go). */
  format: string;
  /** Matches a message (at a line's start) printed with this format, arguments in or not. */
  pattern: RegExp;
}

/** Every console.error/console.warn format of React's development builds the web uses. */
export function reactFormats(): ReactFormat[] {
  const require = createRequire(path.join(repoRoot, 'web/package.json'));
  const formats = new Set<string>();
  for (const source of SOURCES) {
    const [name, ...rest] = source.split('/');
    const file = path.join(path.dirname(require.resolve(`${name}/package.json`)), ...rest);
    const text = readFileSync(file, 'utf8');
    for (const found of text.matchAll(
      /console\.(?:error|warn)\(\s*(["'])((?:\\.|(?!\1)[^\\])*)\1/g,
    )) {
      const format = unescape(found[2]!);
      if (format.replace(PLACEHOLDER, '').trim().length >= MIN_WORDS) formats.add(format);
    }
  }
  return [...formats].map((format) => ({
    format,
    // Its first 120 characters say which it is (a trailing lone % of a cut placeholder dropped).
    pattern: new RegExp(
      `^${format
        .slice(0, 120)
        .replace(/%$/, '')
        .split(PLACEHOLDER)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[\\s\\S]*?')}`,
      'm',
    ),
  }));
}

export interface ReactWarning {
  /** The format's words, its placeholders left out: the same warning wherever it shows. */
  where: string;
  /** The message as printed, in one line (the arguments after the format in a browser's). */
  detail: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function described(format: string, text: string, match: RegExpExecArray): ReactWarning {
  const printed = text.startsWith(format)
    ? `${format.replace(PLACEHOLDER, '')} [${text.slice(format.length)}]`
    : text.slice(match.index, match.index + match[0].length + 200);
  return {
    where: oneLine(format.replace(PLACEHOLDER, ' ')).slice(0, 100),
    detail: oneLine(printed).slice(0, 400),
  };
}

/**
 * The React warnings `text` holds (a browser console message: the format then its arguments; or
 * what a server printed: the formats filled in), one per format. An older React's or a library's
 * "Warning: ..." line counts too.
 */
export function reactWarnings(formats: ReactFormat[], text: string): ReactWarning[] {
  const found: ReactWarning[] = [];
  for (const { format, pattern } of formats) {
    const match = pattern.exec(text);
    if (match) found.push(described(format, text, match));
  }
  for (const [line] of text.matchAll(/^Warning: .*/gm)) {
    found.push({ where: oneLine(line).slice(0, 100), detail: oneLine(line).slice(0, 400) });
  }
  return found;
}

/** The React warning a browser console message is, or undefined. */
export function reactWarning(formats: ReactFormat[], text: string): ReactWarning | undefined {
  return reactWarnings(formats, text)[0];
}
