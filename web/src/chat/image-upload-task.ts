import { isApiError } from '@/api/api-error';
import { uploadImage } from '@/api/upload-image';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { MessageUploadTask } from '@storefront/protocol/client/upload-task';

/**
 * Uploads a chat picture through the app's one upload helper (`api/upload-image.ts`): the same
 * headers, 10 s timeout, 401 ending of the session and error texts as the image picker, with the
 * progress the bubble shows and a cancel that aborts the request.
 */
export class ImageUploadTask extends MessageUploadTask {
  private controller: AbortController | undefined;
  /** Why the upload failed (the server's refusal, a timeout, a lost connection), for the bubble. */
  failure: string | undefined;

  constructor(
    message: ChatMessage,
    private readonly file: Blob,
  ) {
    super(message);
  }

  start(): void {
    const controller = new AbortController();
    this.controller = controller;
    this.failure = undefined;
    uploadImage(this.file, {
      signal: controller.signal,
      onProgress: (fraction) => this.progressTo(fraction),
    }).then(
      (image) => this.succeed(image.url),
      (error: unknown) => {
        if (isApiError(error) && error.failure === 'cancelled') return;
        this.failure = isApiError(error) && error.msg ? error.msg : undefined;
        this.fail();
      },
    );
  }

  override cancel(): void {
    this.controller?.abort();
    super.cancel();
  }
}
