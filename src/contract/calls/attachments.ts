import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { bodySchema, fields } from '../schema';
import { attachment, call, exportedIds, text } from '../wire';

/** Attachments of the unit's records (common family), and the common list export. */

const COMMON = '/a/stone/common';

/** The attachment group of a record (its attrefsysid): the files of one record belong to it. */
const group = fields.id('附件关联编号');
const byFile = bodySchema({ attsysid: fields.id('附件') });

export const attachmentCalls = {
  attGroup: call({
    method: 'POST',
    path: `${COMMON}/attGroup`,
    summary:
      "a new attachment group id for a record not yet saved, bound to the caller's unit: uploads and saves name only ids the server issued",
    access: 'session',
    reads: false,
    carrier: 'form',
    response: z.object({ attrefsysid: group }),
  }),
  findAttList: call({
    method: 'GET',
    path: `${COMMON}/findAttList`,
    summary: "a record's files, by its attachment group id",
    access: 'session',
    reads: true,
    request: bodySchema({ attrefsysid: group }),
    response: z.array(attachment),
    sample: { from: { call: 'operator.list', fields: { attrefsysid: 'attrefsysid' } } },
  }),
  queryGroupAtt: call({
    method: 'GET',
    path: `${COMMON}/queryGroupAtt`,
    summary: "a record's files of one group",
    access: 'session',
    reads: true,
    request: bodySchema({ attrefsysid: group, group: fields.id('附件分组') }),
    response: z.array(attachment),
    sample: {
      params: { group: 'cert' },
      from: { call: 'operator.list', fields: { attrefsysid: 'attrefsysid' } },
    },
  }),
  attUpload: call({
    method: 'POST',
    path: `${COMMON}/attUpload`,
    summary: 'uploads a file into a group of a record of the unit',
    access: 'session',
    reads: false,
    carrier: 'multipart',
    request: bodySchema({
      attrefsysid: group.refine((id) => id !== '', '缺少附件关联编号'),
      group: fields.id('附件分组'),
      file: z.string({ error: '请选择要上传的文件' }).describe('the file'),
      fileName: text.optional().describe("the file's name, for encoders that name every part 'blob'"),
    }),
    response: attachment,
  }),
  download: call({
    method: 'GET',
    path: `${COMMON}/download`,
    summary: 'one file',
    access: 'session',
    reads: true,
    request: byFile,
    file: 'any',
    sample: { from: { call: 'attachments.findAttList', fields: { attsysid: 'attsysid' } } },
  }),
  delete: call({
    method: 'POST',
    path: `${COMMON}/delete`,
    summary: 'deletes a file',
    access: 'session',
    reads: false,
    carrier: 'form',
    request: byFile,
  }),
  expExcel: call({
    method: 'GET',
    path: `${COMMON}/expExcel`,
    summary:
      'a whole list (no paging, at most 10,000 rows) under its filters and order, or only its ids, as `<section>_<yyyyMMdd>.xlsx`: list operator (worker_query), account (account_manager), report (company_service_report_query)',
    access: [ACCESS.workerQuery, ACCESS.accountManager, ACCESS.reportQuery],
    reads: true,
    request: z.object({
      list: z.enum(['operator', 'account', 'report']),
      orderBy: text.optional(),
      ids: exportedIds,
    }),
    file: 'xlsx',
    sample: { params: { list: 'operator' } },
  }),
};
