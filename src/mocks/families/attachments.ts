import { attachmentCalls as C } from '@/contract/calls/attachments';
import { attachment, type Attachment } from '@/contract/wire';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MESSAGES,
  attachmentProblem,
  extensionOf,
} from '@/domain/attachments';
import { beijingDateTime } from '@/utils/beijingTime';
import { collection, newId, pick, type Entity } from '../db';
import { records, serve, serveRemoval } from '../endpoints';
import { fileAnswer, ok, refuse, type Caller } from '../respond';

/** A stored file (attsysid is its id), its bytes base64-encoded in the collection (the browser persists them). */
type AttachmentRecord = Omit<Attachment, 'attsysid'> & Entity & { data: string; unitId: string };

export const attachments = collection<AttachmentRecord>('attachments', () => []);

/**
 * Attachment group ids the server issued for records not yet saved (the id is the group id): to a
 * unit, or to nobody ('') for a public application's draft. Uploads and saves name only these, or the
 * group of a record that exists (a seeded one, or one whose group is its own id).
 */
export const issuedGroups = collection<Entity & { unitId: string; issuedAt?: number }>(
  'attachmentGroups',
  () => [],
);

/**
 * Public draft ids that hold no file are kept a day at most, and only the newest this many: every visit
 * of a public form is issued one, and a visit that never uploads would otherwise leave it for good.
 */
export const UNUSED_DRAFTS_KEPT = 1000;
const UNUSED_DRAFT_MS = 24 * 60 * 60 * 1000;

function forgetUnusedDrafts(at: number) {
  const filed = new Set(attachments.all().map((a) => a.attrefsysid));
  const unused = issuedGroups.filter((g) => g.unitId === '' && !filed.has(g.id));
  const stale = at - UNUSED_DRAFT_MS;
  // Newest first (a collection keeps its rows so): past the newest kept go, leaving room for the next.
  unused.forEach((g, i) => {
    if (i >= UNUSED_DRAFTS_KEPT - 1 || (g.issuedAt ?? 0) < stale) issuedGroups.remove(g.id);
  });
}

/**
 * A new group id for the unit ('': a public draft, `draft-` + a random UUID, the only key to its files),
 * issued `at` the public flow's clock (tests move it to see drafts forgotten).
 */
export function issueGroup(unitId: string, at = Date.now()): string {
  if (!unitId) forgetUnusedDrafts(at);
  const id = unitId ? crypto.randomUUID() : `draft-${crypto.randomUUID()}`;
  return issuedGroups.insert({ id, unitId, issuedAt: at }).id;
}

/** The refusal of a group id never issued, or issued to another unit. */
export const GROUP_NOT_OURS = '附件组不存在或不属于本单位';

const toBase64 = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
};

export const fromBase64 = (data: string) => Uint8Array.from(atob(data), (c) => c.charCodeAt(0));

/** The public view of an attachment (no bytes). */
export const describeAttachment = (a: AttachmentRecord) => attachment.parse({ ...a, attsysid: a.id });

/** Where an uploaded file belongs: its attachment group, and the unit owning it ('' for an application). */
type FileOwner = Pick<AttachmentRecord, 'attrefsysid' | 'group' | 'unitId' | 'uploadTime'>;

const JPEG = { type: 'image/jpeg', signatures: [{ 0: '\xff\xd8\xff' }] };

/**
 * What each allowed extension's content must begin with (any one of its signatures: each a text at
 * every offset it names, one byte a character), and the type it is served with. The browser's word
 * counts for neither: HTML sent as text/html under a .png name is refused, a real PNG sent as
 * text/html is served as image/png.
 */
const KINDS: Record<string, { type: string; signatures: readonly Readonly<Record<number, string>>[] }> = {
  jpg: JPEG,
  jpeg: JPEG,
  png: { type: 'image/png', signatures: [{ 0: '\x89PNG\r\n\x1a\n' }] },
  gif: { type: 'image/gif', signatures: [{ 0: 'GIF87a' }, { 0: 'GIF89a' }] },
  bmp: { type: 'image/bmp', signatures: [{ 0: 'BM' }] },
  webp: { type: 'image/webp', signatures: [{ 0: 'RIFF', 8: 'WEBP' }] },
  pdf: { type: 'application/pdf', signatures: [{ 0: '%PDF-' }] },
};
const servedType = (name: string) => KINDS[extensionOf(name)]?.type ?? 'application/octet-stream';

/** Whether the content is what its extension says (an extension without a known signature never is). */
const contentMatches = (name: string, content: Uint8Array) =>
  (KINDS[extensionOf(name)]?.signatures ?? []).some((marks) =>
    Object.entries(marks).every(([at, text]) =>
      [...text].every((c, i) => content[Number(at) + i] === c.charCodeAt(0)),
    ),
  );

export const MAX_FILE_NAME = 100;
// eslint-disable-next-line no-control-regex -- control (and text-direction) characters are what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name as stored: its last path segment (a name with folders or `..` loses them), without
 * control characters (line breaks would split headers and logs), and at most MAX_FILE_NAME characters
 * with its extension kept.
 */
function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(CONTROL_CHARACTERS, '').trim().replace(/^\.+/, '');
  if (clean.length <= MAX_FILE_NAME) return clean;
  const extension = extensionOf(clean);
  return `${clean.slice(0, MAX_FILE_NAME - extension.length - 1)}.${extension}`;
}

/**
 * Takes the file of a multipart upload, checks it as the server must (name, size, extension, and
 * content by its signature), and stores it. Every upload endpoint stores through here.
 */
export async function storeUpload(form: FormData, owner: FileOwner): Promise<AttachmentRecord> {
  const file = form.get('file');
  if (!file || typeof file === 'string') return refuse('请选择要上传的文件');
  // Some multipart encoders name every part 'blob'; the client also sends the name as a field.
  const name = safeFileName(
    file.name && file.name !== 'blob' ? file.name : String(form.get('fileName') ?? file.name),
  );
  if (!name) refuse('文件名无效');
  const problem = attachmentProblem(name, file.size);
  if (problem) refuse(problem);
  const content = new Uint8Array(await file.arrayBuffer());
  if (!contentMatches(name, content)) {
    refuse(ATTACHMENT_MESSAGES.contentMismatch(extensionOf(name), ATTACHMENT_EXTENSIONS));
  }
  return attachments.insert({
    id: newId('att'),
    ...owner,
    name,
    type: servedType(name),
    size: content.length,
    data: toBase64(content),
  });
}

/** A stored file as a download under its own (UTF-8) name, with its checked type: never rendered as a page. */
export const fileResponse = (file: AttachmentRecord) =>
  fileAnswer(fromBase64(file.data), file.type, { name: file.name, ascii: `file.${extensionOf(file.name)}` });

const ownAttachments = records(attachments, { scope: 'unit', notFound: '附件不存在或已删除' });

const filesOf = (caller: Caller, { attrefsysid, group = '' }: { attrefsysid: string; group?: string }) =>
  ok(
    ownAttachments
      .visibleTo(caller)
      .filter((a) => a.attrefsysid === attrefsysid && (!group || a.group === group))
      .map(describeAttachment),
  );

const byFile = { of: ownAttachments, id: (body: { attsysid: string }) => body.attsysid };

export const attachmentHandlers = [
  serve(C.attGroup, { run: ({ caller }) => ok({ attrefsysid: issueGroup(caller.user.unitId) }) }),
  serve(C.attUpload, {
    run: async ({ caller, body, request }) => {
      const record = await storeUpload(await request.formData(), {
        ...pick(body, ['attrefsysid', 'group']),
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
