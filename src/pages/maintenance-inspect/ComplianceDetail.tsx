import { useNavigate } from 'react-router-dom';
import { getDeclaration, modifyDeclaration, type ComplianceDeclaration } from '@/api/supervision';
import { formSections } from '@/components/catalogue';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { WorkflowActions } from '@/components/WorkflowActions';
import { RecordMissing } from '@/components/RecordMissing';
import { pathTo } from '@/routes/lookup';
import { declarationActions } from './declarationActions';
import { declarationCatalogue } from './declarations';

/** compliance-detail?mode=view|edit&id=: one declaration, read or filled in (modify). */
export default function ComplianceDetail() {
  const { mode, id } = useRecordQuery();
  const navigate = useNavigate();
  const listPath = pathTo('maintenance_compliance');
  if (!id) return <RecordMissing />;
  return (
    <RecordForm<ComplianceDeclaration>
      key={`${mode}-${id}`}
      mode={mode === 'edit' ? 'edit' : 'view'}
      id={id}
      sections={formSections(declarationCatalogue)}
      load={getDeclaration}
      save={(declaration) =>
        modifyDeclaration({
          id,
          onlinelsh: declaration.onlinelsh,
          equclacode: declaration.equclacode,
          selfCheckDate: declaration.selfCheckDate,
          selfCheckConclusion: declaration.selfCheckConclusion,
          maintainer: declaration.maintainer,
          maintainerCert: declaration.maintainerCert,
          content: declaration.content,
        })
      }
      onSaved={() => navigate(listPath)}
      onBack={() => navigate(listPath)}
      extra={(declaration) => (
        <WorkflowActions record={declaration} actions={declarationActions.filter((a) => a.key === 'edit')} />
      )}
      detail={{ title: (declaration) => `符合性声明 ${declaration.onlinelsh}` }}
    />
  );
}
