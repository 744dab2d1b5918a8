import type { Dict } from '@/domain/dict';
import type { RecordField } from './catalogue';

/**
 * An application whose files are in several groups under one attachment id (attrefsysid): on the form
 * each group is a field of its own (att_<group>) holding that id, so each shows its own upload list.
 */
export type WithAttachmentGroups<T> = T & { [group: `att_${string}`]: string };

/**
 * The groups a record must carry on commit: the same for every record, or by the value of one of its
 * fields (the 登记类别). A group that is asked for is marked (*); one that a record's kind never asks
 * for is not offered to it.
 */
export type RequiredGroups =
  readonly string[] | { field: string; groupsOf: (value: string) => readonly string[] };

/** One attachments field per group, the first opening the section. */
export const attachmentGroupFields = <T>(
  groups: Dict,
  section: string,
  required: RequiredGroups = [],
): RecordField<WithAttachmentGroups<T>>[] =>
  groups.map((group, index) => ({
    name: `att_${group.value}` as const,
    label: group.label,
    type: 'attachments' as const,
    group: group.value,
    ...(index === 0 && { section }),
    ...('field' in required
      ? {
          dependsOn: {
            field: required.field,
            applies: (value: string) => required.groupsOf(value).includes(group.value),
            marked: () => true,
          },
        }
      : { marked: required.includes(group.value) }),
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
