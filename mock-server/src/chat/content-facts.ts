import { decodeContent } from '@storefront/protocol/content/content-codec';
import type { ContentParts } from '@storefront/protocol/content/message-content';
import { bufferView } from './buffer-view';

// What the server needs from a message's content besides storing it: whom it mentions (they get a
// reminder) and whom it is for (only they count it as unread). Most messages have neither, so the
// bytes are searched first and the JSON is read only when one of the keys is there.

const utf8 = new TextEncoder();
const MENTION = utf8.encode('"mention"');
/** Matches both "visibles" and "invisibles". */
const VISIBILITY = utf8.encode('visibles"');

export interface ContentFacts {
  /** Uids the content mentions, or everyone. */
  mentions?: readonly string[] | 'all';
  /** The content's visibles and invisibles (spec section 5's visibility rule). */
  visibility?: ContentParts;
}

const NO_FACTS: ContentFacts = Object.freeze({});

/** The content's mentions and visibility lists, read the way the web client reads them. */
export function contentFacts(plaintext: Uint8Array): ContentFacts {
  const bytes = bufferView(plaintext);
  if (bytes.indexOf(MENTION) < 0 && bytes.indexOf(VISIBILITY) < 0) return NO_FACTS;
  const content = decodeContent(plaintext);
  const facts: ContentFacts = {};
  if (content.mention?.all) facts.mentions = 'all';
  else if (content.mention && content.mention.uids.length > 0)
    facts.mentions = content.mention.uids;
  if (content.visibles || content.invisibles) {
    facts.visibility = { visibles: content.visibles ?? [], invisibles: content.invisibles ?? [] };
  }
  return facts;
}
