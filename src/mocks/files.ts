import { HttpResponse } from 'msw';
import { extensionOf } from '@/domain/attachments';
import { newId } from './db';
import { refuse } from './respond';
import {
  attachmentProblem,
  attachments,
  fromBase64,
  toBase64,
  type AttachmentRecord,
} from './families/attachments';

/** Where an uploaded file belongs: its attachment group, and the unit owning it ('' for an application). */
type FileOwner = Pick<AttachmentRecord, 'attrefsysid' | 'group' | 'unitId' | 'uploadTime'>;

/**
 * The type a stored file is served with, by its checked extension: never the browser's word (HTML
 * sent as text/html under a .png name is served as image/png, as a download, and never sniffed).
 */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
export const servedType = (name: string) => TYPES[extensionOf(name)] ?? 'application/octet-stream';

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

/** Takes the file of a multipart upload, checks it as the server must, and stores it. */
export async function storeUpload(form: FormData, owner: FileOwner): Promise<AttachmentRecord> {
  const file = form.get('file');
  if (!file || typeof file === 'string') return refuse('请选择要上传的文件');
  // Some multipart encoders name every part 'blob'; the client also sends the name as a field.
  const name = safeFileName(
    file.name && file.name !== 'blob' ? file.name : String(form.get('fileName') ?? file.name),
  );
  if (!name) refuse('文件名无效');
  const problem = attachmentProblem(name, file.type, file.size);
  if (problem) refuse(problem);
  return attachments.insert({
    id: newId('att'),
    ...owner,
    name,
    type: servedType(name),
    size: file.size,
    data: toBase64(new Uint8Array(await file.arrayBuffer())),
  });
}

/**
 * A stored file as a download under its own (UTF-8) name, with its checked type: never rendered as
 * a page, and never sniffed into one.
 */
export const fileResponse = (file: AttachmentRecord) =>
  new HttpResponse(fromBase64(file.data), {
    headers: {
      'Content-Type': file.type,
      'Content-Disposition': `attachment; filename="file.${extensionOf(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
