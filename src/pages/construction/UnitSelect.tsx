import { Select } from 'antd';
import { listInspectionUnits, listUseUnits, type UnitOption } from '@/api/construction';
import { useLoad } from '@/components/useLoad';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

const optionsOf = (units: UnitOption[]) =>
  units.map((u) => ({ value: u.id, label: `${u.orgname}（${u.orgcode}）` }));

function UnitSelect({
  load,
  cacheKey,
  placeholder,
  ...props
}: Props & {
  load: () => Promise<UnitOption[]>;
  cacheKey: string;
  placeholder: string;
}) {
  const { data, loading } = useLoad(() => load().then(optionsOf), cacheKey);
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      options={data ?? []}
      placeholder={placeholder}
    />
  );
}

/** The using unit the work is for (unit/bcwlist); the form item hands value and onChange. */
export const UseUnitSelect = (props: Props) => (
  <UnitSelect {...props} load={listUseUnits} cacheKey="bcwlist" placeholder="请选择使用单位" />
);

/** The inspection body that supervises the work (unit/inspectionUnitBasicList). */
export const InspectionUnitSelect = (props: Props) => (
  <UnitSelect
    {...props}
    load={listInspectionUnits}
    cacheKey="inspectionUnits"
    placeholder="请选择监督检验机构"
  />
);
