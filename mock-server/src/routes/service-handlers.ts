import type { components } from '@storefront/contracts/generated/openapi';
import { fileComplaint } from '../domain/complaints';
import { fail } from '../domain/failure';
import { markRead, notificationPage } from '../domain/notifications';
import { checkUpload, recordUpload, requireOwnPictures, uploadUrl } from '../domain/uploads';
import { handler, preparedHandler } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import { complaintRule, platformComplaintRule } from '@storefront/contracts/rules';
import { checkRule } from '../http/rule-check';
import { pageOf } from './paging-query';
import { complaintView, notificationPageView } from './views';

type Schemas = components['schemas'];

export const serviceHandlers: OperationHandlers = {
  userComplain: handler(({ db, body, requireUser }) => {
    const request = checkRule(complaintRule, body);
    const user = requireUser();
    const pictures = requireOwnPictures(db, user.id, request.certificate);
    const about = {
      ...(request.mer_id !== undefined ? { merchantId: request.mer_id } : {}),
      ...(request.order_id !== undefined ? { orderId: request.order_id } : {}),
    };
    return complaintView(fileComplaint(db, user.id, about, request.content, pictures));
  }),

  complaintPlatform: handler(({ db, body, requireUser }) => {
    const request = checkRule(platformComplaintRule, body);
    const user = requireUser();
    const pictures = requireOwnPictures(db, user.id, request.certificate);
    return complaintView(fileComplaint(db, user.id, {}, request.content, pictures));
  }),

  notificationList: handler(({ db, query, requireUser, lang }) => {
    const { page, limit } = pageOf(query);
    const user = requireUser();
    return notificationPageView(db, user.id, notificationPage(db, user.id, page, limit), lang);
  }),

  notificationRead: handler(({ db, body, requireUser }) => {
    const request = body as Schemas['NotificationReadRequest'];
    return {
      unread: markRead(db, requireUser().id, 'ids' in request ? request.ids : undefined),
    };
  }),

  /**
   * One multipart part named `file`; an image by its bytes, at most 5 MB. The bytes are read,
   * checked and saved under their random name before the transaction, which records them.
   */
  uploadImage: preparedHandler(
    async ({ request, requireUser, uploads }) => {
      requireUser();
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file' && bytes === undefined) {
            bytes = await part.toBuffer();
          } else if (part.type === 'file') {
            await part.toBuffer();
          }
        }
      } catch (error) {
        // A file above the limit is 413; any other parser error (no boundary, a torn part, an
        // unfinished body, too many parts) is a malformed request: 400, never a 5xx.
        const code = (error as { code?: unknown }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') fail('upload_too_large');
        fail('malformed_body');
      }
      if (!bytes) fail('upload_missing');
      const checked = checkUpload(bytes);
      await uploads.save(checked.name, bytes);
      return checked;
    },
    ({ db, requireUser }, checked) => {
      const upload = recordUpload(db, requireUser().id, checked);
      return {
        url: uploadUrl(upload),
        size: upload.size,
        mime: upload.mime as Schemas['UploadedImage']['mime'],
        width: upload.width,
        height: upload.height,
      };
    },
  ),
};
