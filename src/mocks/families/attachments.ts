import { attachment, type Attachment } from '@/contract/wire';
import { collection, type Entity } from '../db';

/** A stored file (attsysid is its id), its bytes base64-encoded in the collection (the browser persists them). */
export type AttachmentRecord = Omit<Attachment, 'attsysid'> & Entity & { data: string; unitId: string };

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

export const toBase64 = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
};

export const fromBase64 = (data: string) => Uint8Array.from(atob(data), (c) => c.charCodeAt(0));

/** The public view of an attachment (no bytes). */
export const describeAttachment = (a: AttachmentRecord) => attachment.parse({ ...a, attsysid: a.id });
