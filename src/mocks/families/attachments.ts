import { attachmentProblem as checkFile } from '@/domain/attachments';
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

/**
 * Attachment group ids the server issued for records not yet saved (the id is the group id): to a
 * unit, or to nobody ('') for a public application's draft. Uploads and saves name only these, or the
 * group of a record that exists (a seeded one, or one whose group is its own id).
 */
export const issuedGroups = collection<Entity & { unitId: string }>('attachmentGroups', () => []);

/** A new group id for the unit ('': a public draft, `draft-` + a random UUID, the only key to its files). */
export const issueGroup = (unitId: string) =>
  issuedGroups.insert({ id: unitId ? crypto.randomUUID() : `draft-${crypto.randomUUID()}`, unitId }).id;

/** The refusal of a group id never issued, or issued to another unit. */
export const GROUP_NOT_OURS = '附件组不存在或不属于本单位';

/** The server enforces the same limits as the upload control (a client can be bypassed). */
export const attachmentProblem = (name: string, _type: string, size: number) => checkFile(name, size);

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
