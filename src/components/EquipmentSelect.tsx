import { Form, Select } from 'antd';
import { listEquipment, type EquipmentRow } from '@/api/equipment';
import { useLoad } from './useLoad';

export interface EquipmentSelectProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** Which of the unit's equipment may be picked (registered only, for a change registration). */
  allow?: (row: EquipmentRow) => boolean;
  /** Form values a pick fills in from the equipment (the use registration form's equipment facts). */
  fill?: (row: EquipmentRow) => Record<string, string>;
  placeholder?: string;
}

/** The unit has a few hundred records at most: one page of them, searched by name and codes. */
const loadUnitEquipment = () =>
  listEquipment({ pageNo: 1, pageSize: 500, orderBy: 'equname asc' }).then((page) => page.list);

/**
 * A piece of the unit's equipment, picked by name, 设备代码 or 使用登记证编号; the form item hands
 * value and onChange. With `fill` a pick also writes the equipment's facts into the form. Forms use it
 * through deferred/fieldInputs, which loads it after the page is usable.
 */
export function EquipmentSelect({
  value,
  onChange,
  id,
  allow,
  fill,
  placeholder = '请选择设备',
}: EquipmentSelectProps) {
  const form = Form.useFormInstance();
  const { data, loading } = useLoad(loadUnitEquipment, 'unit-equipment');
  const rows = (data ?? []).filter((row) => !allow || allow(row));
  const pick = (picked: string | undefined) => {
    onChange?.(picked ?? '');
    const row = rows.find((r) => r.id === picked);
    if (row && fill) form.setFieldsValue(fill(row));
  };
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={pick}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      placeholder={placeholder}
      options={rows.map((row) => ({
        value: row.id,
        label: `${row.equname}（${row.equcode}）${row.usecercode ? ` ${row.usecercode}` : ' 未登记'}`,
      }))}
    />
  );
}
