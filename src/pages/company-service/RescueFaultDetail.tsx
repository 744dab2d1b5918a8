import { useNavigate, useSearchParams } from 'react-router-dom';
import { getFault, getRescue, type FaultRegistration, type RescueRegistration } from '@/api/supervision';
import { formSections } from '@/components/catalogue';
import { RecordForm } from '@/components/RecordForm';
import { RecordMissing } from '@/components/RecordMissing';
import { pathTo } from '@/routes/lookup';
import { faultCatalogue, rescueCatalogue } from './rescueFault';

// The registrations are read here; they come from the rescue platform, not from this form.
const readOnly = () => Promise.reject(new Error('登记记录不能在此修改'));

/** fault-registration-detail?kind=rescue|fault&id=: one rescue or fault registration. */
export default function RescueFaultDetail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const kind = params.get('kind') === 'fault' ? 'fault' : 'rescue';
  const back = () => navigate(pathTo('company_service_fault', { kind }));
  if (!id) return <RecordMissing />;
  return kind === 'fault' ? (
    <RecordForm<FaultRegistration>
      key={`fault-${id}`}
      mode="view"
      id={id}
      sections={formSections(faultCatalogue)}
      load={getFault}
      save={readOnly}
      onBack={back}
      detail={{ title: (fault) => `故障登记 ${fault.faultno}` }}
    />
  ) : (
    <RecordForm<RescueRegistration>
      key={`rescue-${id}`}
      mode="view"
      id={id}
      sections={formSections(rescueCatalogue)}
      load={getRescue}
      save={readOnly}
      onBack={back}
      detail={{ title: (rescue) => `救援登记 ${rescue.rcsno}` }}
    />
  );
}
