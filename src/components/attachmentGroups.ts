import type { Dict } from '@/domain/dict';
import type { RecordField } from './catalogue';

/**
 * An application whose files are in several groups under one attachment id (attrefsysid): on the form
 * each group is a field of its own (att_<group>) holding that id, so each shows its own upload list.
 */
export type WithAttachmentGroups<T> = T & { [group: `att_${string}`]: string };

/** One attachments field per group, the first opening the section. */
export const attachmentGroupFields = <T>(
  groups: Dict,
  section: string,
): RecordField<WithAttachmentGroups<T>>[] =>
  groups.map((group, index) => ({
    name: `att_${group.value}` as const,
    label: group.label,
    type: 'attachments' as const,
    group: group.value,
    ...(index === 0 && { section }),
  }));

/** The record as the form holds it: every group's field holds the record's attrefsysid. */
export const withAttachmentGroups = <T extends { attrefsysid: string }>(
  groups: Dict,
  record: T,
): WithAttachmentGroups<T> => ({
  ...record,
  ...Object.fromEntries(groups.map((g) => [`att_${g.value}`, record.attrefsysid])),
});

/** The form's values without the group fields: what the server takes. */
export const withoutAttachmentGroups = <T extends object>(values: WithAttachmentGroups<T>): T =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith('att_'))) as T;
