import { HttpResponse } from 'msw';
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

/** Takes the file of a multipart upload, checks it as the server must, and stores it. */
export async function storeUpload(form: FormData, owner: FileOwner): Promise<AttachmentRecord> {
  const file = form.get('file');
  if (!file || typeof file === 'string') return refuse('请选择要上传的文件');
  // Some multipart encoders name every part 'blob'; the client also sends the name as a field.
  const name = file.name && file.name !== 'blob' ? file.name : String(form.get('fileName') ?? file.name);
  const problem = attachmentProblem(name, file.type, file.size);
  if (problem) refuse(problem);
  return attachments.insert({
    id: newId('att'),
    ...owner,
    name,
    type: file.type || (name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'image/jpeg'),
    size: file.size,
    data: toBase64(new Uint8Array(await file.arrayBuffer())),
  });
}

/** A stored file as a download, under its own (UTF-8) name. */
export const fileResponse = (file: AttachmentRecord) =>
  new HttpResponse(fromBase64(file.data), {
    headers: {
      'Content-Type': file.type,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    },
  });
