export type CopyResult = 'copied' | 'unsupported' | 'failed';

export interface ClipboardPlace {
  isSecureContext: boolean;
  clipboard?: { writeText: (text: string) => Promise<void> } | undefined;
}

/**
 * Copies a deposit address. Browsers give the clipboard to secure pages only (HTTPS, or the
 * loopback host a developer uses), so on a plain HTTP page the answer is 'unsupported' and the
 * screen says copying is unsupported on non-HTTPS pages (spec section 5).
 */
export async function copyText(
  text: string,
  place: ClipboardPlace = {
    isSecureContext: window.isSecureContext,
    clipboard: navigator.clipboard,
  },
): Promise<CopyResult> {
  if (!place.isSecureContext || !place.clipboard) return 'unsupported';
  try {
    await place.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
