#!/usr/bin/env node
// Deep-merges translated strings into the five locale files at once, so several people can add
// their screens' strings without overwriting each other's. Usage (serialised with flock):
//   flock /tmp/i18n.lock node web/scripts/merge-locales.mjs strings.json
// where strings.json is {"en": {...}, "zh-CN": {...}, "ri": {...}, "han": {...}, "tai": {...}}.
import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/i18n/locales',
);
const languages = ['en', 'zh-CN', 'ri', 'han', 'tai'];

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const current = target[key];
      target[key] = merge(current && typeof current === 'object' ? current : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const input = process.argv[2];
if (!input) {
  console.error('usage: merge-locales.mjs strings.json');
  process.exit(2);
}
const strings = JSON.parse(readFileSync(input, 'utf8'));
const missing = languages.filter((language) => !strings[language]);
if (missing.length > 0) {
  console.error(`strings for ${missing.join(', ')} are missing: every language needs them`);
  process.exit(1);
}
for (const language of languages) {
  const file = path.join(localesDir, `${language}.json`);
  const merged = merge(JSON.parse(readFileSync(file, 'utf8')), strings[language]);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(merged, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
console.log(`merged ${Object.keys(strings.en).join(', ')} into ${languages.length} locales`);
