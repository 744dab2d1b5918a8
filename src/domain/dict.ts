/** A dictionary of codes: one label (and optional tag colour) per code, shared by every page. */
export interface DictItem {
  value: string;
  label: string;
  color?: string;
}
export type Dict = readonly DictItem[];

/** The label of a code; an unknown code shows as itself so nothing silently disappears. */
export function labelOf(dict: Dict, code: string | null | undefined): string {
  if (code === null || code === undefined || code === '') return '';
  return dict.find((item) => item.value === code)?.label ?? code;
}

export const colorOf = (dict: Dict, code: string | null | undefined): string | undefined =>
  dict.find((item) => item.value === code)?.color;

/** A tree of codes for a Cascader (categories -> types -> varieties). */
export interface DictTreeNode {
  value: string;
  label: string;
  children?: DictTreeNode[];
}

/** The path of codes from the root to a code (the Cascader's value), or [] when unknown. */
export function treePath(tree: readonly DictTreeNode[], code: string): string[] {
  for (const node of tree) {
    if (node.value === code) return [node.value];
    const below = node.children ? treePath(node.children, code) : [];
    if (below.length) return [node.value, ...below];
  }
  return [];
}

/** "压力容器 / 固定式 / 第三类" for a code of the tree. */
export function treeLabel(tree: readonly DictTreeNode[], code: string | null | undefined): string {
  if (!code) return '';
  const path = treePath(tree, code);
  if (!path.length) return code;
  const labels: string[] = [];
  let level: readonly DictTreeNode[] | undefined = tree;
  for (const value of path) {
    const node: DictTreeNode | undefined = level?.find((n) => n.value === value);
    if (!node) break;
    labels.push(node.label);
    level = node.children;
  }
  return labels.join(' / ');
}
