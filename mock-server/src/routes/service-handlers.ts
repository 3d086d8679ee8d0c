import type { components } from '@storefront/contracts/generated/openapi';
import { fileComplaint } from '../domain/complaints';
import { fail } from '../domain/failure';
import { markRead, notificationsOf } from '../domain/notifications';
import { paginate } from '../domain/paging';
import { acceptUpload, requireOwnPictures, uploadUrl } from '../domain/uploads';
import { mutation, readOnly } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import * as rules from '../http/shop-rules';
import { pageOf } from './paging-query';
import { complaintView, notificationPageView } from './views';

type Schemas = components['schemas'];

function complaintParts(
  state: Parameters<typeof requireOwnPictures>[0],
  userId: number,
  content: string,
  certificate: string[],
) {
  const text = rules.required(content, 'complaint_content_required');
  if (certificate.length === 0) rules.broken('certificate_required');
  return { text, pictures: requireOwnPictures(state, userId, certificate) };
}

export const serviceHandlers: OperationHandlers = {
  userComplain: mutation(({ state, body, requireUser }) => {
    // The generated type of this anyOf schema is loose; the schema itself was checked.
    const request = body as Schemas['PlatformComplaintRequest'] & {
      mer_id?: number;
      order_id?: number;
    };
    const user = requireUser();
    const { text, pictures } = complaintParts(state, user.id, request.content, request.certificate);
    return complaintView(
      fileComplaint(
        state,
        user.id,
        {
          ...(request.mer_id !== undefined ? { merchantId: request.mer_id } : {}),
          ...(request.order_id !== undefined ? { orderId: request.order_id } : {}),
        },
        text,
        pictures,
      ),
    );
  }),

  complaintPlatform: mutation(({ state, body, requireUser }) => {
    const request = body as Schemas['PlatformComplaintRequest'];
    const user = requireUser();
    const { text, pictures } = complaintParts(state, user.id, request.content, request.certificate);
    return complaintView(fileComplaint(state, user.id, {}, text, pictures));
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
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && bytes === undefined) {
        bytes = await part.toBuffer();
      } else if (part.type === 'file') {
        await part.toBuffer();
      }
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
