import { AlertIcon, CheckIcon } from './icons';
import { useToasts } from './toast-store';
import './toast-host.css';

/** Renders the toasts; mounted once by the app shell. */
export function ToastHost() {
  const toasts = useToasts();
  return (
    <div className="toast-host">
      {/* Two live regions: failures interrupt, confirmations wait their turn. */}
      <div role="alert" aria-live="assertive" className="toast-host-region">
        {toasts
          .filter((toast) => toast.kind === 'fail')
          .map((toast) => (
            <div key={toast.id} className="toast toast-fail">
              <AlertIcon color="currentColor" />
              <span>{toast.message}</span>
            </div>
          ))}
      </div>
      <div role="status" aria-live="polite" className="toast-host-region">
        {toasts
          .filter((toast) => toast.kind !== 'fail')
          .map((toast) => (
            <div key={toast.id} className={`toast toast-${toast.kind}`}>
              {toast.kind === 'success' && <CheckIcon color="currentColor" />}
              <span>{toast.message}</span>
            </div>
          ))}
      </div>
    </div>
  );
}
