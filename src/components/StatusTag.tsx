import { Tag } from 'antd';
import { colorOf, labelOf, type Dict } from '@/domain/dict';

/** A status code shown as a coloured tag, label and colour from its dictionary. */
export function StatusTag({ dict, value }: { dict: Dict; value: string | null | undefined }) {
  if (!value) return null;
  return <Tag color={colorOf(dict, value)}>{labelOf(dict, value)}</Tag>;
}
