import type { ColumnSettings } from './listStore';

/** A column as the settings see it: its key, title, declared width and whether it shows unasked. */
export interface SettableColumn {
  key: string;
  title: string;
  width?: number;
  /** A secondary column: offered in the settings, not shown until the user asks for it. */
  hiddenByDefault?: boolean;
}

/** Narrowest and widest width a user may give a column (px). */
export const COLUMN_WIDTH_RANGE = { min: 60, max: 600 } as const;

/**
 * The declared columns in the user's order, each with whether it shows and its width. Without settings
 * every column but the hidden-by-default ones shows; with them the user's choice holds. Columns the
 * settings do not know (declared since they were saved) keep their declared place after the known
 * ones before them and show as declared; keys the declaration no longer has are dropped.
 */
export function arrangeColumns<C extends SettableColumn>(
  declared: readonly C[],
  settings: ColumnSettings | undefined,
): { column: C; shown: boolean; width?: number }[] {
  if (!settings)
    return declared.map((column) => ({ column, shown: !column.hiddenByDefault, width: column.width }));
  const byKey = new Map(declared.map((c) => [c.key, c]));
  const ordered: C[] = settings.order.flatMap((key) => byKey.get(key) ?? []);
  declared.forEach((column, index) => {
    if (ordered.includes(column)) return;
    // After the declared column before it, wherever the user put that one.
    const before = declared[index - 1];
    ordered.splice(before ? ordered.indexOf(before) + 1 : 0, 0, column);
  });
  const known = new Set(settings.order);
  return ordered.map((column) => ({
    column,
    shown: known.has(column.key) ? !settings.hidden.includes(column.key) : !column.hiddenByDefault,
    width: settings.widths[column.key] ?? column.width,
  }));
}

/** Settings that say what the arrangement shows. */
const settingsOf = (arranged: ReturnType<typeof arrangeColumns>): ColumnSettings => ({
  order: arranged.map((a) => a.column.key),
  hidden: arranged.filter((a) => !a.shown).map((a) => a.column.key),
  widths: Object.fromEntries(
    arranged
      .filter((a) => a.width !== undefined && a.width !== a.column.width)
      .map((a) => [a.column.key, a.width!]),
  ),
});

/** Shows or hides a column; the last shown one stays (a table of no columns shows nothing). */
export function toggleColumn(
  declared: readonly SettableColumn[],
  settings: ColumnSettings | undefined,
  key: string,
  shown: boolean,
): ColumnSettings {
  const arranged = arrangeColumns(declared, settings);
  if (!shown && arranged.filter((a) => a.shown).length <= 1) return settingsOf(arranged);
  return settingsOf(arranged.map((a) => (a.column.key === key ? { ...a, shown } : a)));
}

/** Moves a column one place earlier (-1) or later (+1). */
export function moveColumn(
  declared: readonly SettableColumn[],
  settings: ColumnSettings | undefined,
  key: string,
  step: -1 | 1,
): ColumnSettings {
  const arranged = arrangeColumns(declared, settings);
  const from = arranged.findIndex((a) => a.column.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= arranged.length) return settingsOf(arranged);
  [arranged[from], arranged[to]] = [arranged[to], arranged[from]];
  return settingsOf(arranged);
}

/** Sets a column's width (within COLUMN_WIDTH_RANGE); none = its declared width again. */
export function resizeColumn(
  declared: readonly SettableColumn[],
  settings: ColumnSettings | undefined,
  key: string,
  width: number | null,
): ColumnSettings {
  const { min, max } = COLUMN_WIDTH_RANGE;
  const fitted = width === null ? undefined : Math.min(max, Math.max(min, Math.round(width)));
  return settingsOf(
    arrangeColumns(declared, settings).map((a) =>
      a.column.key === key ? { ...a, width: fitted ?? a.column.width } : a,
    ),
  );
}
