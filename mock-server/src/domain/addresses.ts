import { clock } from './clock';
import { fail } from './failure';
import type { Db } from '../store/db';
import { addressFromRow } from '../store/rows/addresses';
import type { Address } from '../store/state';
import { SERVER_TEXTS } from '../locales/server-texts';

export interface AddressInput {
  addressee: string;
  mobile: string;
  area: string;
  detail: string;
  tag: string;
  isDefault?: boolean;
}

/** Default first, then newest. */
export function addressesOf(db: Db, userId: number): Address[] {
  return db
    .all(
      db.q
        .selectFrom('addresses')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('isDefault', 'desc')
        .orderBy('id', 'desc'),
    )
    .map(addressFromRow);
}

export function getAddress(db: Db, userId: number, id: number): Address {
  // Another shopper's address is "not found", never "forbidden": its existence is not revealed.
  const row = db.first(
    db.q.selectFrom('addresses').selectAll().where('id', '=', id).where('userId', '=', userId),
  );
  return row ? addressFromRow(row) : fail('not_found', 'address');
}

export function defaultAddress(db: Db, userId: number): Address | undefined {
  const row = db.first(
    db.q
      .selectFrom('addresses')
      .selectAll()
      .where('userId', '=', userId)
      .where('isDefault', '=', 1)
      .limit(1),
  );
  return row && addressFromRow(row);
}

/**
 * Makes the shopper's address their default. A shopper has one default at most (a unique index
 * says so), so the old one is cleared first.
 */
function makeDefault(db: Db, userId: number, id: number): void {
  db.run(
    db.q
      .updateTable('addresses')
      .set({ isDefault: 0 })
      .where('userId', '=', userId)
      .where('isDefault', '=', 1)
      .where('id', '<>', id),
  );
  db.run(
    db.q
      .updateTable('addresses')
      .set({ isDefault: 1 })
      .where('id', '=', id)
      .where('userId', '=', userId),
  );
}

/** The preset tags, stored by key and shown in the reader's language (server texts `addressTags`). */
export const ADDRESS_TAG_KEYS = ['home', 'work', 'school'] as const;

/**
 * What an address's tag is stored as: a preset tag (its key, or its name in any of the five
 * languages, without regard to case) as its key, so each reader sees it in their own language; any
 * other words as typed (trimmed).
 */
export function tagKey(tag: string): string {
  const wanted = tag.trim();
  const lower = wanted.toLowerCase();
  for (const key of ADDRESS_TAG_KEYS) {
    if (lower === key) return key;
    for (const texts of Object.values(SERVER_TEXTS))
      if (texts.addressTags[key].toLowerCase() === lower) return key;
  }
  return wanted;
}

/** Adds an address, or edits one when `id` is given. The first address becomes the default. */
export function saveAddress(db: Db, userId: number, input: AddressInput, id?: number): Address {
  const fields = {
    addressee: input.addressee,
    mobile: input.mobile,
    area: input.area,
    detail: input.detail,
    tag: tagKey(input.tag),
  };
  let saved: number;
  if (id !== undefined) {
    saved = getAddress(db, userId, id).id;
    db.run(
      db.q
        .updateTable('addresses')
        .set(fields)
        .where('id', '=', saved)
        .where('userId', '=', userId),
    );
  } else {
    saved = db.insertId(
      db.q
        .insertInto('addresses')
        .values({ userId, ...fields, isDefault: 0, createdAt: clock.now() }),
    );
  }
  if (input.isDefault || !defaultAddress(db, userId)) makeDefault(db, userId, saved);
  return getAddress(db, userId, saved);
}

export function setDefaultAddress(db: Db, userId: number, id: number): Address {
  const address = getAddress(db, userId, id);
  makeDefault(db, userId, address.id);
  return { ...address, isDefault: true };
}

/** Deletes an address; when it was the default, the newest remaining one takes its place. */
export function deleteAddress(db: Db, userId: number, id: number): void {
  const address = getAddress(db, userId, id);
  db.run(db.q.deleteFrom('addresses').where('id', '=', address.id).where('userId', '=', userId));
  if (!address.isDefault) return;
  const newest = db.first(
    db.q
      .selectFrom('addresses')
      .select('id')
      .where('userId', '=', userId)
      .orderBy('id', 'desc')
      .limit(1),
  );
  if (newest) makeDefault(db, userId, newest.id);
}
