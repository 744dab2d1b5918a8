import { Button, Checkbox, InputNumber, Popover, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import {
  COLUMN_WIDTH_RANGE,
  arrangeColumns,
  moveColumn,
  resizeColumn,
  toggleColumn,
  type SettableColumn,
} from './columnSettings';
import type { ColumnSettings } from './listStore';

/** The width typed: none when the box is left empty or holds no number. */
const widthOf = (text: string) => (text.trim() && Number.isFinite(Number(text)) ? Number(text) : null);

interface Props {
  columns: readonly SettableColumn[];
  settings: ColumnSettings | undefined;
  /** New settings; undefined = the declared columns again (重置). */
  onChange: (settings: ColumnSettings | undefined) => void;
  /** Open from the start: the user pressed 列设置 while this code was loading. */
  openAtOnce?: boolean;
}

/** 列设置: which columns show, in which order, how wide; kept per user and list by the list page. */
export default function ColumnSettingsButton({ columns, settings, onChange, openAtOnce }: Props) {
  const arranged = arrangeColumns(columns, settings);
  const resize = (column: SettableColumn, width: number | undefined, text: string) => {
    const typed = widthOf(text);
    if ((typed ?? column.width) !== width) onChange(resizeColumn(columns, settings, column.key, typed));
  };
  const content = (
    <div role="group" aria-label="列设置" style={{ width: 340 }}>
      {arranged.map(({ column, shown, width }, index) => (
        <Space key={column.key} style={{ display: 'flex', marginBottom: 6 }} align="center">
          <Checkbox
            checked={shown}
            onChange={(e) => onChange(toggleColumn(columns, settings, column.key, e.target.checked))}
            style={{ width: 150 }}
          >
            {column.title}
          </Checkbox>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={`上移「${column.title}」`}
            disabled={index === 0}
            onClick={() => onChange(moveColumn(columns, settings, column.key, -1))}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={`下移「${column.title}」`}
            disabled={index === arranged.length - 1}
            onClick={() => onChange(moveColumn(columns, settings, column.key, 1))}
          />
          <InputNumber
            // Taken when the user is done (leaves the box or presses Enter), not per keystroke: "2" on
            // the way to "240" is no width.
            key={`${column.key}-${width ?? ''}`}
            size="small"
            min={COLUMN_WIDTH_RANGE.min}
            max={COLUMN_WIDTH_RANGE.max}
            step={20}
            defaultValue={width}
            placeholder="自动"
            aria-label={`「${column.title}」列宽`}
            suffix="px"
            style={{ width: 96 }}
            onBlur={(e) => resize(column, width, e.target.value)}
            onPressEnter={(e) => resize(column, width, e.currentTarget.value)}
          />
        </Space>
      ))}
      <div style={{ textAlign: 'right', marginTop: 8 }}>
        <Button size="small" disabled={!settings} onClick={() => onChange(undefined)}>
          重置
        </Button>
      </div>
    </div>
  );
  return (
    <Popover
      trigger="click"
      defaultOpen={openAtOnce}
      placement="bottomRight"
      title="列设置（显示、顺序、列宽）"
      content={content}
    >
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
}
