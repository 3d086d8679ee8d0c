// Explicit change marks for code that changes the plain state (`Store.readState`) instead of the
// state behind the change-tracking proxies (tracking.ts): it names each row it changed, and the
// store writes those rows with the turn's transaction, as the proxies would have noted them.
import type { KEYED_TABLES, ROW_TABLES } from './schema';

/** The state's lists of records with ids (`cart`, `orders`, ...): a row per record. */
export type RowList = keyof typeof ROW_TABLES;
/** The state's dictionaries (`sessions`, `seq`): a row per key. */
export type KeyedField = keyof typeof KEYED_TABLES;

/**
 * A change made to the plain state and not named here is not written: `npm run test:file-store`
 * reopens the file after each test app and compares it with the state.
 */
export interface StateWrites {
  /** A record of `list` added (pushed) or changed: its row is written. */
  row(list: RowList, record: object): void;
  /** Records left `list` (or the list was replaced by a filtered copy): their rows are deleted. */
  removed(list: RowList): void;
  /** A key of `dictionary` set or deleted. */
  key(dictionary: KeyedField, key: string): void;
}

/**
 * No marks: for the state reached through the store's proxies (`Store.state`), which note each
 * change themselves, and for a state outside any store (the seed).
 */
export const TRACKED: StateWrites = {
  row: () => {},
  removed: () => {},
  key: () => {},
};
