// The store's schema version and its migrations, by `PRAGMA user_version`. Version 3 (tables.sql.ts)
// is the first with real columns; versions 1 and 2 kept each record as one JSON `doc` column and
// are read into today's tables once by migration 3 (legacy-import.ts). A new change of the schema
// is the next numbered step here (STEPS), never an edit of one that has shipped.
import type { Db } from './db';
import { importState } from './legacy-import';
import type { State } from './state';
import { TABLES_V3 } from './tables.sql';
import { upgradeState } from './upgrade-state';

export const SCHEMA_VERSION = 5;

/**
 * The steps after version 3, by the version they bring the database to. 4: what each chat channel
 * keeps in bytes (its payloads as stored), for the chat's per-channel byte cap (message-log.ts).
 * 5: the shopper-visible text of products and shops in each language (`product_texts`,
 * `merchant_texts`; the English stays in `products` and `merchants`, and a language without a row
 * reads the English); address tags stored as a key (`home`, `work`, `school`) when they are one of
 * the preset tags in any of the five languages, so they show in the reader's language (free text
 * stays as typed); the seed's "Welcome credit" audit note as the stock phrase `{{welcome_credit}}`
 * (server texts `auditNotes`), in recharges and in the notifications that quote it.
 */
const STEPS: Readonly<Record<number, string>> = {
  4: `
ALTER TABLE chat_channels ADD COLUMN kept_bytes INTEGER NOT NULL DEFAULT 0 CHECK (kept_bytes >= 0);
UPDATE chat_channels SET kept_bytes =
  (SELECT coalesce(sum(length(payload)), 0) FROM chat_messages WHERE channel = chat_channels.key);
`,
  5: `
CREATE TABLE product_texts (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh-CN', 'ri', 'han', 'tai')),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (product_id, lang)
) STRICT;
CREATE TABLE merchant_texts (
  merchant_id INTEGER NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh-CN', 'ri', 'han', 'tai')),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (merchant_id, lang)
) STRICT;
UPDATE addresses SET tag = 'home'
  WHERE lower(trim(tag)) IN ('home', '家', '自宅', '집', 'บ้าน');
UPDATE addresses SET tag = 'work'
  WHERE lower(trim(tag)) IN ('work', '公司', '勤務先', '회사', 'ที่ทำงาน');
UPDATE addresses SET tag = 'school'
  WHERE lower(trim(tag)) IN ('school', '学校', '학교', 'โรงเรียน');
UPDATE recharges SET audit_note = '{{welcome_credit}}' WHERE audit_note = 'Welcome credit';
UPDATE notifications SET params = json_set(params, '$.remark', '{{welcome_credit}}')
  WHERE json_extract(params, '$.remark') = 'Welcome credit';
`,
};

/** Runs the steps from `version` (3 or later) to SCHEMA_VERSION, in the caller's transaction. */
function stepsFrom(db: Db, version: number): void {
  for (let next = version + 1; next <= SCHEMA_VERSION; next += 1) db.exec(STEPS[next]!);
  db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
}

/**
 * Brings the database to SCHEMA_VERSION. An empty one gets today's tables; one of version 1 or 2
 * has its records read (`readDocStore`), its tables dropped, today's created and the records
 * written into them, in one transaction; the file is then rewritten (VACUUM) so no page of the
 * old tables (card numbers of version 1 among them) stays in it.
 */
export function migrate(db: Db, file: string | null, readDocStore: (db: Db) => State | null): void {
  const version = Number(
    (db.connection.prepare('PRAGMA user_version').get() as { user_version: number }).user_version,
  );
  if (version > SCHEMA_VERSION) {
    throw new Error(
      `${file} has schema ${version}; this mock knows up to ${SCHEMA_VERSION} (a newer version wrote it)`,
    );
  }
  if (version === SCHEMA_VERSION) return;
  if (version === 0) {
    db.transaction(() => {
      db.exec(TABLES_V3);
      stepsFrom(db, 3);
    });
    return;
  }
  if (version >= 3) {
    db.transaction(() => stepsFrom(db, version));
    return;
  }
  db.transaction(() => {
    const earlier = readDocStore(db);
    const tables = db.connection
      .prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
      .all() as { name: string }[];
    for (const { name } of tables) db.exec(`DROP TABLE "${name}"`);
    db.exec(TABLES_V3);
    if (earlier) importState(db, upgradeState(earlier));
    stepsFrom(db, 3);
  });
  db.exec('VACUUM');
  if (file) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
}
