import { collection, type Entity } from '../db';

/** A stored file: the bytes live base64-encoded in the collection (the browser persists them too). */
export interface AttachmentRecord extends Entity {
  /** attsysid is the id. */
  attrefsysid: string;
  group: string;
  name: string;
  type: string;
  size: number;
  data: string;
  unitId: string;
  uploadTime: string;
}

export const attachments = collection<AttachmentRecord>('attachments', () => []);

export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** What the server accepts: images and PDF, by MIME type and by extension. */
const ALLOWED = /\.(jpe?g|png|gif|bmp|webp|pdf)$/i;
const ALLOWED_TYPES = /^(image\/(jpeg|png|gif|bmp|webp)|application\/pdf)$/;

export function attachmentProblem(name: string, type: string, size: number): string | undefined {
  if (size <= 0) return '文件为空，请重新选择';
  if (size > MAX_ATTACHMENT_BYTES) return '文件大小不能超过20MB';
  if (!ALLOWED.test(name) || (type !== '' && !ALLOWED_TYPES.test(type))) {
    return '仅支持上传图片（jpg、png、gif、bmp、webp）或PDF文件';
  }
  return undefined;
}

export const toBase64 = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
};

export const fromBase64 = (data: string) => Uint8Array.from(atob(data), (c) => c.charCodeAt(0));

/** The public view of an attachment (no bytes). */
export const describeAttachment = (a: AttachmentRecord) => ({
  attsysid: a.id,
  attrefsysid: a.attrefsysid,
  group: a.group,
  name: a.name,
  type: a.type,
  size: a.size,
  uploadTime: a.uploadTime,
});
