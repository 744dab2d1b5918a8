import { http } from 'msw';
import { attachments, describeAttachment } from '../families/attachments';
import { bodySchema, fields, formBody, records } from '../endpoints';
import { fileResponse, storeUpload } from '../files';
import { callerOf, handle, ok, refuse, type Caller } from '../respond';
import { beijingDateTime } from '@/utils/beijingTime';

const readAttachmentId = formBody(bodySchema({ attsysid: fields.id('附件') }));

const nowText = () => beijingDateTime();

/** Units never see each other's files. */
const ownAttachments = records(attachments, { scope: 'unit', notFound: '附件不存在或已删除' });

const listOf = (caller: Caller, attrefsysid: string, group?: string) =>
  ownAttachments
    .visibleTo(caller)
    .filter((a) => a.attrefsysid === attrefsysid && (!group || a.group === group))
    .map(describeAttachment);

/** The common family's attachment calls: upload, list, download, delete. */
export const attachmentHandlers = [
  http.post(
    '*/a/stone/common/attUpload',
    handle(async ({ request }) => {
      const caller = callerOf(request);
      const form = await request.formData();
      const attrefsysid = String(form.get('attrefsysid') ?? '');
      if (!attrefsysid) refuse('缺少附件关联编号');
      const record = await storeUpload(form, {
        attrefsysid,
        group: String(form.get('group') ?? ''),
        unitId: caller.user.unitId,
        uploadTime: nowText(),
      });
      return ok(describeAttachment(record), '上传成功');
    }),
  ),

  http.get(
    '*/a/stone/common/findAttList',
    handle(({ request }) => {
      const caller = callerOf(request);
      const query = new URL(request.url).searchParams;
      return ok(listOf(caller, query.get('attrefsysid') ?? ''));
    }),
  ),

  http.get(
    '*/a/stone/common/queryGroupAtt',
    handle(({ request }) => {
      const caller = callerOf(request);
      const query = new URL(request.url).searchParams;
      return ok(listOf(caller, query.get('attrefsysid') ?? '', query.get('group') ?? undefined));
    }),
  ),

  http.get(
    '*/a/stone/common/download',
    handle(({ request }) => {
      const caller = callerOf(request);
      const found = ownAttachments.get(caller, new URL(request.url).searchParams.get('attsysid') ?? '');
      return fileResponse(found);
    }),
  ),

  http.post(
    '*/a/stone/common/delete',
    handle(async ({ request }) => {
      const caller = callerOf(request);
      const body = await readAttachmentId(request);
      const found = ownAttachments.get(caller, body.attsysid);
      attachments.remove(found.id);
      return ok(null, '删除成功');
    }),
  ),
];
