import { TOKEN_HEADER } from '@/api/request';
import { currentLanguage } from '@/i18n/i18n';
import { session } from '@/session/session-store';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { MessageUploadTask } from '@storefront/protocol/client/upload-task';

const UPLOAD_PATH = '/api/upload/image';

/** What the contract's upload operation answers, as far as the chat needs it. */
interface UploadAnswer {
  code?: number;
  msg?: string;
  data?: { url?: string } | null;
}

/**
 * Uploads a chat picture through the contract's upload operation (POST /api/upload/image, one part
 * named `file`). XMLHttpRequest rather than the app's fetch client: fetch reports no upload
 * progress, and the bubble shows it.
 */
export class ImageUploadTask extends MessageUploadTask {
  private request: XMLHttpRequest | undefined;
  /** The server's refusal (type, size), for the bubble. */
  failure: string | undefined;

  constructor(
    message: ChatMessage,
    private readonly file: Blob,
  ) {
    super(message);
  }

  start(): void {
    const request = new XMLHttpRequest();
    this.request = request;
    request.open('POST', UPLOAD_PATH);
    const token = session.get().token;
    if (token) request.setRequestHeader(TOKEN_HEADER, token);
    request.setRequestHeader('lang', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) this.progressTo(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: UploadAnswer = {};
      try {
        answer = JSON.parse(request.responseText) as UploadAnswer;
      } catch {
        // Not JSON: a failure below.
      }
      const url = answer.data?.url;
      if (request.status === 200 && answer.code === 1 && url) this.succeed(url);
      else {
        this.failure = answer.msg;
        this.fail();
      }
    };
    request.onerror = () => this.fail();
    request.ontimeout = () => this.fail();
    const form = new FormData();
    form.append('file', this.file);
    this.progressTo(0);
    request.send(form);
  }

  override cancel(): void {
    this.request?.abort();
    super.cancel();
  }
}
