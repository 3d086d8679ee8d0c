import { onlineManager, useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast-store';
import './offline-notice.css';

const online = {
  subscribe: (listener: () => void) => onlineManager.subscribe(listener),
  get: () => onlineManager.isOnline(),
  /** The server renders for a browser that was online to ask for the page. */
  server: () => true,
};

/** Whether the browser says it is online (TanStack's `onlineManager`: the online/offline events). */
export function useOnline(): boolean {
  return useSyncExternalStore(online.subscribe, online.get, online.server);
}

/**
 * "You are offline", at once, at the top of every screen while the browser is offline. TanStack
 * Query holds a write made offline (Place order, Pay, Add to cart...) until the connection is
 * back and then sends it, once (the button stays busy meanwhile, so it cannot be sent twice): the
 * notice then says it will be sent, and "Back online" follows when it goes. Reads made offline
 * wait the same way; their screens keep their loading state.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const client = useQueryClient();
  const waiting = useIsMutating({ predicate: (mutation) => mutation.state.isPaused }, client);
  const held = useRef(0);
  useEffect(() => {
    if (!isOnline) {
      held.current = Math.max(held.current, waiting);
      return;
    }
    if (held.current > 0) toast.success(t('error.backOnline'));
    held.current = 0;
  }, [isOnline, waiting, t]);
  return (
    // Always in the page, so assistive technology announces what appears in it.
    <div className="offline-notice" role="status" data-offline={!isOnline || undefined}>
      {!isOnline && (
        <p className="offline-notice-text">
          {waiting > 0 ? t('error.offlineWaiting') : t('error.offlineBanner')}
        </p>
      )}
    </div>
  );
}
