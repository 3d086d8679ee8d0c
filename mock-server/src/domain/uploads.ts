import { randomBytes } from 'node:crypto';
import { imageSize } from 'image-size';
import { clock } from './clock';
import { fail } from './failure';
import type { Db } from '../store/db';
import { uploadFromRow } from '../store/rows/uploads';
import type { Upload } from '../store/state';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const USER_UPLOAD_PREFIX = '/uploads/u/';
/** 40 megapixels: more than any phone camera, and far less than a decompression bomb. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** The longest side a picture may declare (WebP's own limit is 16,383; PNG's is 2^31). */
export const MAX_UPLOAD_SIDE = 65_535;
/** Random bytes in an upload's name: 128 bits, so its URL is a capability no one can guess. */
export const UPLOAD_NAME_BYTES = 16;

interface ImageKind {
  mime: string;
  extension: string;
  /** The `type` image-size gives for it. */
  decoded: string;
  matches(bytes: Uint8Array): boolean;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Images are recognised by their first bytes, never by the name or the declared type. SVG is
 * refused on purpose: it can carry scripts. */
const IMAGE_KINDS: ImageKind[] = [
  {
    mime: 'image/png',
    extension: 'png',
    decoded: 'png',
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    mime: 'image/jpeg',
    extension: 'jpg',
    decoded: 'jpg',
    matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  },
  {
    mime: 'image/gif',
    extension: 'gif',
    decoded: 'gif',
    matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  },
  {
    mime: 'image/webp',
    extension: 'webp',
    decoded: 'webp',
    matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  },
];

export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  return IMAGE_KINDS.find((candidate) => candidate.matches(bytes));
}

/**
 * Markup a browser could render if it ever sniffed the file as HTML or SVG (a polyglot: a picture
 * header followed by a page). Looked for anywhere in the file, in any case, followed by a blank,
 * `>` or `/` as a tag is. Compressed picture data is close to random bytes: the shortest word,
 * `<svg` and its follower, turns up by chance in about 1 of 3,000 files of 5 MB (64 spellings of 5
 * bytes per 2^40), the others far less often; XMP metadata (`<x:xmpmeta`, `<rdf:`) is not matched.
 */
const MARKUP = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed)[\s>/]/i;

export function carriesMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'),
  );
}

/** Where uploaded bytes live: files under DATA_DIR/uploads, or memory when there is no data folder. */
export interface UploadFiles {
  save(name: string, bytes: Uint8Array): Promise<void>;
  read(name: string): Promise<Uint8Array | undefined>;
}

/** An upload's bytes as checked (`checkUpload`): its picture and the random name it is saved under. */
export type CheckedUpload = Pick<Upload, 'name' | 'mime' | 'size' | 'width' | 'height'>;

/**
 * Checks the bytes and names them (no state read or written): the caller saves the bytes under
 * `name` before the request's transaction, then records them (`recordUpload`). A name is 128
 * random bits, so bytes saved for a request that then fails are reachable by no one.
 */
export function checkUpload(bytes: Uint8Array): CheckedUpload {
  if (bytes.length === 0) fail('upload_missing');
  if (bytes.length > MAX_UPLOAD_BYTES) fail('upload_too_large');
  const kind = sniffImage(bytes) ?? fail('upload_not_image');
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    // The first bytes say image, the rest is not a readable one.
    fail('upload_not_image');
  }
  // The decoder must agree with the first bytes, and the sides must be plausible.
  if (size.type !== kind.decoded || !size.width || !size.height) fail('upload_not_image');
  if (size.width > MAX_UPLOAD_SIDE || size.height > MAX_UPLOAD_SIDE) {
    fail('upload_too_many_pixels');
  }
  if (size.width * size.height > MAX_UPLOAD_PIXELS) fail('upload_too_many_pixels');
  if (carriesMarkup(bytes)) fail('upload_not_image');
  return {
    name: `${randomBytes(UPLOAD_NAME_BYTES).toString('hex')}.${kind.extension}`,
    mime: kind.mime,
    size: bytes.length,
    width: size.width,
    height: size.height,
  };
}

/** Records checked (and saved) bytes as the shopper's upload. */
export function recordUpload(db: Db, userId: number, checked: CheckedUpload): Upload {
  const row = db.first(
    db.q
      .insertInto('uploads')
      .values({ userId, ...checked, createdAt: clock.now() })
      .returningAll(),
  );
  return uploadFromRow(row ?? fail('upload_missing'));
}

/** Checks the bytes and records the upload; the caller saves the bytes under `upload.name`. */
export function acceptUpload(db: Db, userId: number, bytes: Uint8Array): Upload {
  return recordUpload(db, userId, checkUpload(bytes));
}

export function uploadUrl(upload: Upload): string {
  return `${USER_UPLOAD_PREFIX}${upload.name}`;
}

/** The upload behind a file name, whoever owns it (its URL is the capability). */
export function findUpload(db: Db, name: string): Upload | undefined {
  const row = db.first(db.q.selectFrom('uploads').selectAll().where('name', '=', name));
  return row && uploadFromRow(row);
}

/** The upload behind a file name, only for its owner. */
export function ownUpload(db: Db, userId: number, name: string): Upload | undefined {
  const upload = findUpload(db, name);
  return upload?.userId === userId ? upload : undefined;
}

/**
 * Pictures attached to records (evidence, proof, review pictures) must be the shopper's own
 * uploads or catalog pictures: a shopper cannot attach someone else's upload.
 */
export function requireOwnPictures(db: Db, userId: number, urls: readonly string[]): string[] {
  for (const url of urls) {
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    if (path.startsWith('/uploads/catalog/')) continue;
    const name = path.startsWith(USER_UPLOAD_PREFIX) ? path.slice(USER_UPLOAD_PREFIX.length) : '';
    if (!name || !ownUpload(db, userId, name)) fail('upload_not_owned');
  }
  return [...urls];
}
