import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './mock-server';

// Which web build a run serves, checked before its mock-server starts: the journeys serve the
// production build (`npm run build -w web`, web/build), the variants walk React's development
// build (`npm run build:dev -w web`, web/build-dev), whose warnings it fails on.

export type WebBuildKind = 'production' | 'development';

const FOLDERS: Record<WebBuildKind, string> = {
  production: path.join(repoRoot, 'web/build'),
  development: path.join(repoRoot, 'web/build-dev'),
};
const COMMANDS: Record<WebBuildKind, string> = {
  production: 'npm run build -w web',
  development: 'npm run build:dev -w web',
};

/**
 * Whether the build's browser code carries React's development build: its react-dom (only that
 * one) invites the developer to install React DevTools.
 */
export function isDevelopmentBuild(folder: string): boolean {
  const assets = path.join(folder, 'client/assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets).some(
    (name) =>
      name.endsWith('.js') &&
      readFileSync(path.join(assets, name), 'utf8').includes('react.dev/link/react-devtools'),
  );
}

/**
 * The build folder a run serves: WEB_BUILD (the mock-server's own setting) when set, else the
 * `kind`'s folder. Throws, naming the command that makes it, when the folder holds no server build
 * or, for `development`, when its browser code is React's production build (no warnings to see).
 */
export function requireWebBuild(kind: WebBuildKind, env = process.env): string {
  const folder = env.WEB_BUILD ?? FOLDERS[kind];
  if (!existsSync(path.join(folder, 'server/index.js'))) {
    throw new Error(`${folder} is missing: run \`${COMMANDS[kind]}\` first`);
  }
  if (kind === 'development' && !isDevelopmentBuild(folder)) {
    throw new Error(
      `${folder} is not a development build (React's warnings are left out of it): run \`${COMMANDS[kind]}\``,
    );
  }
  return folder;
}
