import { attachmentCalls as C } from '@/contract/calls/attachments';
import { beijingDateTime } from '@/utils/beijingTime';
import { records, serve, serveRemoval } from '../endpoints';
import { attachments, describeAttachment, issueGroup } from '../families/attachments';
import { fileResponse, storeUpload } from '../files';
import { ok, type Caller } from '../respond';

/** Units never see each other's files. */
const ownAttachments = records(attachments, { scope: 'unit', notFound: '附件不存在或已删除' });

/** A record's files (of one group, when given). */
const filesOf = (caller: Caller, { attrefsysid, group = '' }: { attrefsysid: string; group?: string }) =>
  ok(
    ownAttachments
      .visibleTo(caller)
      .filter((a) => a.attrefsysid === attrefsysid && (!group || a.group === group))
      .map(describeAttachment),
  );

const byFile = { of: ownAttachments, id: (body: { attsysid: string }) => body.attsysid };

/** The common family's attachment calls: a new group, upload, list, download, delete. */
export const attachmentHandlers = [
  serve(C.attGroup, { run: ({ caller }) => ok({ attrefsysid: issueGroup(caller.user.unitId) }) }),
  serve(C.attUpload, {
    run: async ({ caller, body, request }) => {
      const record = await storeUpload(await request.formData(), {
        attrefsysid: body.attrefsysid,
        group: body.group,
        unitId: caller.user.unitId,
        uploadTime: beijingDateTime(),
      });
      return ok(describeAttachment(record), '上传成功');
    },
  }),
  serve(C.findAttList, { run: ({ caller, body }) => filesOf(caller, body) }),
  serve(C.queryGroupAtt, { run: ({ caller, body }) => filesOf(caller, body) }),
  serve(C.download, { record: byFile, run: ({ record }) => fileResponse(record) }),
  serveRemoval(C.delete, attachments, byFile),
];
