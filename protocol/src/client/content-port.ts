// Interim bridge to message content until protocol/src/content lands: JSON with a `type` number.
import type { MessageContent } from './message';

export const ContentKind = {
  unknown: 0,
  text: 1,
  image: 2,
  stream: 98,
  cmd: 99,
} as const;

const utf8 = new TextEncoder();
const text = new TextDecoder();

export function decodeMessageContent(payload: Uint8Array): MessageContent {
  try {
    const json: unknown = JSON.parse(text.decode(payload));
    if (json && typeof json === 'object' && 'type' in json && typeof json.type === 'number') {
      return { ...(json as Record<string, unknown>), contentType: json.type };
    }
  } catch {
    // fall through: unknown content
  }
  return { contentType: ContentKind.unknown };
}

export function encodeMessageContent(content: MessageContent): Uint8Array {
  const { contentType, ...fields } = content as MessageContent & Record<string, unknown>;
  return utf8.encode(JSON.stringify({ ...fields, type: contentType }));
}

export function isCommand(content: MessageContent): boolean {
  return content.contentType === ContentKind.cmd;
}

export function needsUpload(content: MessageContent): boolean {
  return content.contentType === ContentKind.image;
}

export function withUploadedUrl(content: MessageContent, url: string): MessageContent {
  return { ...content, url } as MessageContent;
}

export function isVisibleTo(content: MessageContent, uid: string): boolean {
  const fields = content as MessageContent & { visibles?: unknown; invisibles?: unknown };
  const visibles = Array.isArray(fields.visibles) ? fields.visibles : [];
  const invisibles = Array.isArray(fields.invisibles) ? fields.invisibles : [];
  return (visibles.length === 0 || visibles.includes(uid)) && !invisibles.includes(uid);
}
