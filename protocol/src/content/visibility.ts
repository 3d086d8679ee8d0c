import type { ContentParts } from './message-content';

/** Spec section 5: visible when visibles is empty or names the user, and invisibles does not. */
export function isVisibleTo(content: ContentParts, uid: string): boolean {
  const visibles = content.visibles ?? [];
  const invisibles = content.invisibles ?? [];
  return (visibles.length === 0 || visibles.includes(uid)) && !invisibles.includes(uid);
}
