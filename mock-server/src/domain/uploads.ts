import { randomBytes } from 'node:crypto';
import { imageSize } from 'image-size';
import { clock } from './clock';
import { fail } from './failure';
import { nextId } from '../store/state';
import type { State, Upload } from '../store/state';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const USER_UPLOAD_PREFIX = '/uploads/u/';

interface ImageKind {
  mime: string;
  extension: string;
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
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { mime: 'image/jpeg', extension: 'jpg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    mime: 'image/gif',
    extension: 'gif',
    matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  },
  {
    mime: 'image/webp',
    extension: 'webp',
    matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  },
];

export function sniffImage(bytes: Uint8Array): { mime: string; extension: string } | undefined {
  const kind = IMAGE_KINDS.find((candidate) => candidate.matches(bytes));
  return kind && { mime: kind.mime, extension: kind.extension };
}

/** Where uploaded bytes live: files under DATA_DIR/uploads, or memory when there is no data folder. */
export interface UploadFiles {
  save(name: string, bytes: Uint8Array): Promise<void>;
  read(name: string): Promise<Uint8Array | undefined>;
}

/** Checks the bytes and records the upload; the caller saves the bytes under `upload.name`. */
export function acceptUpload(state: State, userId: number, bytes: Uint8Array): Upload {
  if (bytes.length === 0) fail('upload_missing');
  if (bytes.length > MAX_UPLOAD_BYTES) fail('upload_too_large');
  const kind = sniffImage(bytes) ?? fail('upload_not_image');
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    // The first bytes say image, the rest is not a readable one.
    fail('upload_not_image');
  }
  if (!size.width || !size.height) fail('upload_not_image');
  const upload: Upload = {
    id: nextId(state, 'upload'),
    userId,
    name: `${randomBytes(16).toString('hex')}.${kind.extension}`,
    mime: kind.mime,
    size: bytes.length,
    width: size.width,
    height: size.height,
    createdAt: clock.now(),
  };
  state.uploads.push(upload);
  return upload;
}

export function uploadUrl(upload: Upload): string {
  return `${USER_UPLOAD_PREFIX}${upload.name}`;
}

/** The upload behind a file name, only for its owner. */
export function ownUpload(state: State, userId: number, name: string): Upload | undefined {
  return state.uploads.find((upload) => upload.name === name && upload.userId === userId);
}

/**
 * Pictures attached to records (evidence, proof, review pictures) must be the shopper's own
 * uploads or catalog pictures: a shopper cannot attach someone else's upload.
 */
export function requireOwnPictures(
  state: State,
  userId: number,
  urls: readonly string[],
): string[] {
  for (const url of urls) {
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    if (path.startsWith('/uploads/catalog/')) continue;
    const name = path.startsWith(USER_UPLOAD_PREFIX) ? path.slice(USER_UPLOAD_PREFIX.length) : '';
    if (!name || !ownUpload(state, userId, name)) fail('upload_not_owned');
  }
  return [...urls];
}
