import type { components } from '@storefront/contracts/generated/openapi';
import { fileComplaint } from '../domain/complaints';
import { fail } from '../domain/failure';
import { markRead, notificationsOf } from '../domain/notifications';
import { paginate } from '../domain/paging';
import { acceptUpload, requireOwnPictures, uploadUrl } from '../domain/uploads';
import { mutation, readOnly } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import { complaintRule, platformComplaintRule } from '@storefront/contracts/rules';
import { checkRule } from '../http/rule-check';
import { pageOf } from './paging-query';
import { complaintView, notificationPageView } from './views';

type Schemas = components['schemas'];

export const serviceHandlers: OperationHandlers = {
  userComplain: mutation(({ state, body, requireUser }) => {
    const request = checkRule(complaintRule, body);
    const user = requireUser();
    const pictures = requireOwnPictures(state, user.id, request.certificate);
    const about = {
      ...(request.mer_id !== undefined ? { merchantId: request.mer_id } : {}),
      ...(request.order_id !== undefined ? { orderId: request.order_id } : {}),
    };
    return complaintView(fileComplaint(state, user.id, about, request.content, pictures));
  }),

  complaintPlatform: mutation(({ state, body, requireUser }) => {
    const request = checkRule(platformComplaintRule, body);
    const user = requireUser();
    const pictures = requireOwnPictures(state, user.id, request.certificate);
    return complaintView(fileComplaint(state, user.id, {}, request.content, pictures));
  }),

  notificationList: readOnly(({ state, query, requireUser, lang }) => {
    const { page, limit } = pageOf(query);
    const user = requireUser();
    return notificationPageView(
      state,
      user.id,
      paginate(notificationsOf(state, user.id), page, limit),
      lang,
    );
  }),

  notificationRead: mutation(({ state, body, requireUser }) => {
    const request = body as Schemas['NotificationReadRequest'];
    return {
      unread: markRead(state, requireUser().id, 'ids' in request ? request.ids : undefined),
    };
  }),

  /** One multipart part named `file`; an image by its bytes, at most 5 MB. */
  uploadImage: mutation(async ({ store, request, requireUser, uploads }) => {
    const user = requireUser();
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
    const upload = acceptUpload(store.state, user.id, bytes);
    await uploads.save(upload.name, bytes);
    return {
      url: uploadUrl(upload),
      size: upload.size,
      mime: upload.mime as Schemas['UploadedImage']['mime'],
      width: upload.width,
      height: upload.height,
    };
  }),
};
