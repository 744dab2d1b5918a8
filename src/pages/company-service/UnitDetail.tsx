import { Descriptions } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getUnitRegistration, listCylinders, type UnitRegistration } from '@/api/registrationSets';
import { ListPage } from '@/components/ListPage';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { RecordMissing } from '@/components/RecordMissing';
import { labelOf } from '@/domain/dict';
import { CYLINDER_VARIETIES } from '@/domain/registrationSets';
import { pathTo } from '@/routes/lookup';
import { attachmentsTab, cylinderCatalogue, unitRegistrationSections } from './registrationSetDeclarations';

/** How many cylinders of each variety the registration covers. */
function VarietyCounts({ registration }: { registration: UnitRegistration }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 3 }}
      items={registration.varietyCounts.map((v) => ({
        key: v.variety,
        label: labelOf(CYLINDER_VARIETIES, v.variety),
        children: `${v.count}只`,
      }))}
    />
  );
}

/** A unit registration (?id=): its certificate's facts, its cylinders paged, counts by variety, flow log. */
export default function UnitDetail() {
  const { id } = useRecordQuery();
  const navigate = useNavigate();
  if (!id) return <RecordMissing />;
  return (
    <RecordForm<UnitRegistration>
      key={id}
      mode="view"
      id={id}
      sections={unitRegistrationSections}
      load={getUnitRegistration}
      // A unit registration is read-only here: it changes through registrations the authority completes.
      save={() => Promise.reject(new Error('单位登记不能在此修改'))}
      onBack={() => navigate(pathTo('company_service_reg_by_unit'))}
      detail={{
        title: (r) => `${r.sitename}（${r.regno}）`,
        tabs: [
          {
            key: 'cylinders',
            label: '气瓶清单',
            render: (r) => (
              <ListPage
                routeName={`company_service_unit_detail_${r.id}`}
                rowKey="id"
                fields={cylinderCatalogue}
                fixedQuery={{ unitRegId: r.id }}
                load={listCylinders}
              />
            ),
          },
          { key: 'counts', label: '品种统计', render: (r) => <VarietyCounts registration={r} /> },
          attachmentsTab<UnitRegistration>(),
        ],
        flow: (r) => r.flow,
      }}
    />
  );
}
