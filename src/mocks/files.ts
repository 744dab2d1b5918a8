import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MESSAGES,
  attachmentProblem,
  extensionOf,
} from '@/domain/attachments';
import { newId } from './db';
import { fileAnswer, refuse } from './respond';
import { attachments, fromBase64, toBase64, type AttachmentRecord } from './families/attachments';

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
export const servedType = (name: string) => KINDS[extensionOf(name)]?.type ?? 'application/octet-stream';

/** Whether the content is what its extension says (an extension without a known signature never is). */
export const contentMatches = (name: string, content: Uint8Array) =>
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
export function safeFileName(raw: string): string {
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
