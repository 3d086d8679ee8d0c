import type { SystemContent } from './message-content';

/**
 * The text a system message shows: its template with each `{n}` replaced by the name of the n-th
 * entry of its extra list. Our rule, where the official SDK's differs:
 * - every occurrence of a placeholder is filled, not only the first;
 * - one left-to-right pass: a name that itself contains `{1}` is shown as is, never filled again,
 *   and `$` in a name is literal (the SDK's String.replace would expand `$&`);
 * - a placeholder with no entry in the list stays as written (the SDK leaves it too);
 * - an entry without a name fills its placeholder with '' (as the SDK does).
 */
export function systemDisplayText(content: Pick<SystemContent, 'content' | 'extra'>): string {
  return content.content.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const entry = content.extra[Number(index)];
    return entry === undefined ? placeholder : entry.name;
  });
}
