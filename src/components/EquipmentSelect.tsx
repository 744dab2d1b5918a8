import { Form, Select } from 'antd';
import { listEquipment, type EquipmentRow } from '@/api/equipment';
import { listRegistrationRecords } from '@/api/useRegistration';
import { useLoad } from './useLoad';

export interface EquipmentSelectProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** Which of the unit's equipment may be picked (registered only, for a termination). */
  allow?: (row: EquipmentRow) => boolean;
  /** Form values a pick fills in from the equipment (the use registration form's equipment facts). */
  fill?: (row: EquipmentRow) => Record<string, string>;
  placeholder?: string;
}

export type RegistrationRecordSelectProps = Omit<EquipmentSelectProps, 'allow' | 'fill'>;

/** What an option shows of a piece of equipment. */
type Pickable = Pick<EquipmentRow, 'id' | 'equname' | 'equcode' | 'usecercode'>;

/** The unit has a few hundred records at most: one page of them, searched by name and codes. */
const loadUnitEquipment = () =>
  listEquipment({ pageNo: 1, pageSize: 500, orderBy: 'equname asc' }).then((page) => page.list);

/** The unit's use registration records (useManage queryList): registered and not cancelled. */
const loadRegistrationRecords = () =>
  listRegistrationRecords({ pageNo: 1, pageSize: 500 }).then((page) => page.list);

function PickEquipment<R extends Pickable>({
  rows,
  loading,
  value,
  onChange,
  onPicked,
  id,
  placeholder = '请选择设备',
}: RegistrationRecordSelectProps & { rows: R[]; loading: boolean; onPicked?: (row: R) => void }) {
  const pick = (picked: string | undefined) => {
    onChange?.(picked ?? '');
    const row = rows.find((r) => r.id === picked);
    if (row) onPicked?.(row);
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

/**
 * A piece of the unit's equipment, picked by name, 设备代码 or 使用登记证编号; the form item hands
 * value and onChange. With `fill` a pick also writes the equipment's facts into the form. Forms use it
 * through deferred/fieldInputs, which loads it after the page is usable.
 */
export function EquipmentSelect({ allow, fill, ...props }: EquipmentSelectProps) {
  const form = Form.useFormInstance();
  const { data, loading } = useLoad(loadUnitEquipment, 'unit-equipment');
  const rows = (data ?? []).filter((row) => !allow || allow(row));
  return (
    <PickEquipment<EquipmentRow>
      {...props}
      rows={rows}
      loading={loading}
      onPicked={fill && ((row) => form.setFieldsValue(fill(row)))}
    />
  );
}

/** One of the unit's use registration records, as the server lists them: what a change is applied for. */
export function RegistrationRecordSelect(props: RegistrationRecordSelectProps) {
  const { data, loading } = useLoad(loadRegistrationRecords, 'registration-records');
  return <PickEquipment {...props} rows={data ?? []} loading={loading} />;
}
