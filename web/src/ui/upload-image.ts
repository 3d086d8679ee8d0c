import { api, type Schema } from '@/api/api';

export type UploadedImage = Schema<'UploadedImage'>;

/** POST /api/upload/image with one part named `file`; resolves to the stored image (its `url`). */
export function uploadImage(file: File, signal?: AbortSignal): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  // The picker shows the reason on the tile itself, so no fail toast on top of it.
  return api.post('/api/upload/image', { body: form, signal, toast: false });
}
