import { type Schema } from '@/api/api';
import { ApiError } from '@/api/api-error';
import { REQUEST_TIMEOUT_MS } from '@/api/http-client';
import { reportUnauthorized, TOKEN_HEADER } from '@/api/request';
import { isSignedIn } from '@/api/signed-in';
import { currentLanguage, i18n } from '@/i18n/i18n';
import { session } from '@/session/session-store';

export type UploadedImage = Schema<'UploadedImage'>;

const UPLOAD_PATH = '/api/upload/image';

export interface UploadOptions {
  /** The share of the file sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface UploadAnswer {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

/**
 * POST /api/upload/image with one part named `file`; resolves to the stored image (its `url`, a
 * capability URL the server chose). The one upload of the app: the image picker and the chat's
 * picture messages both use it. XMLHttpRequest rather than the app's fetch client, because fetch
 * reports no upload progress; it sends the same headers (the `token` header, no cookie), keeps
 * the same timeout, ends the session on a 401 as the client does, and fails with the same
 * `ApiError`s and texts. Nothing else is toasted: callers show the reason beside the picture.
 */
export function uploadImage(file: Blob, { onProgress, signal }: UploadOptions = {}) {
  return new Promise<UploadedImage>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiError('cancelled', 0, ''));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_PATH);
    request.timeout = REQUEST_TIMEOUT_MS;
    request.setRequestHeader('lang', currentLanguage());
    const token = session.get().token;
    if (token) request.setRequestHeader(TOKEN_HEADER, token);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: UploadAnswer | undefined;
      try {
        answer = JSON.parse(request.responseText) as UploadAnswer;
      } catch {
        answer = undefined;
      }
      const msg = typeof answer?.msg === 'string' ? answer.msg : '';
      if (request.status === 401) {
        // Signed in, the session has ended: said as the app client says it (`api/request.ts`).
        const text = isSignedIn()
          ? i18n.t('error.sessionEnded')
          : msg || i18n.t('error.status', { status: 401 });
        reject(new ApiError('unauthorized', 401, text, 401));
        reportUnauthorized();
        return;
      }
      const data = answer?.data as Partial<UploadedImage> | null | undefined;
      if (request.status === 200 && answer?.code === 1 && typeof data?.url === 'string') {
        resolve(data as UploadedImage);
        return;
      }
      if (typeof answer?.code === 'number' && answer.code !== 1 && msg) {
        // A refusal with its reason: not an image (200) or above 5 MB (413).
        reject(new ApiError('rejected', answer.code, msg, request.status));
        return;
      }
      const text = i18n.t('error.status', { status: request.status });
      reject(new ApiError('http', request.status, text, request.status));
    };
    request.onerror = () => reject(new ApiError('network', 0, i18n.t('error.network')));
    request.ontimeout = () => reject(new ApiError('timeout', 0, i18n.t('error.timeout')));
    request.onabort = () => reject(new ApiError('cancelled', 0, ''));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    onProgress?.(0);
    request.send(form);
  });
}
