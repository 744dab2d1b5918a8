import { useEffect, type ComponentType } from 'react';
import { Alert, Space, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { changeEquipment, getEquipment, withdrawEquipmentChange, type EquipmentFile } from '@/api/equipment';
import { useRecordQuery } from '@/components/RecordForm';
import { lazyBlock } from '@/components/deferred/lazyInput';
import { RecordPage } from '@/components/RecordPage';
import { machineActions } from '@/components/WorkflowActions';
import { equipmentChangeMachine } from '@/domain/equipmentFile';
import { EQUIPMENT_KINDS, type EquipmentKind, type EquipmentKindKey } from '@/domain/equipmentKinds';
import { pathTo } from '@/routes/lookup';
import { fileRouteOf, fileSections } from './fileDeclarations';

/** The 变更申请 tab's table, loaded while the file is viewed (preloaded by the page in view mode). */
const ChangeHistory = lazyBlock(
  () => import('./ChangeHistory').then((m) => m.ChangeHistory),
  () => null,
);

/** The file as the page holds it: the status of its pending change request beside it (the actions read it). */
type FileView = EquipmentFile & { changeStatus: string };

const changeActions = machineActions<FileView, string, 'withdraw' | 'approve' | 'reject'>(
  equipmentChangeMachine,
  [
    {
      transition: 'withdraw',
      confirm: '确定要撤回该变更申请吗？',
      run: (file) => withdrawEquipmentChange(file.pendingChange!.id),
    },
  ],
  'changeStatus',
);

/** Sends what the form edits, none of the file's histories. */
function changeRequestOf(file: FileView) {
  const {
    inspections: _i,
    registrations: _r,
    changes: _c,
    pendingChange: _p,
    changeStatus: _s,
    attrefsysid: _a,
    ...equipment
  } = file;
  return equipment;
}

/**
 * One piece of equipment's file (?mode=view|edit&id=), the same renderer for every kind: identity and
 * registration, use and management, manufacture and installation, inspection, the kind's technical
 * parameters; documents, inspection and registration history and change requests as tabs. Edit mode
 * submits a change request (changeEqm), which takes effect when the authority approves it.
 */
function EquipmentFilePage({ kind }: { kind: EquipmentKind }) {
  const sections = fileSections(kind);
  const { id, mode } = useRecordQuery();
  useEffect(() => {
    if (mode === 'view') void ChangeHistory.preload().catch(() => undefined);
  }, [mode]);
  const navigate = useNavigate();
  const fileOf = (mode: 'edit' | 'view', recordId: string) =>
    pathTo(fileRouteOf(kind), { mode, id: recordId });
  return (
    <RecordPage<FileView>
      listPath={pathTo('equipment_query_comprehensive')}
      detailPath={fileOf}
      sections={sections}
      load={(recordId) =>
        getEquipment(recordId, kind.equclacode).then((file) => ({
          ...file,
          changeStatus: file.pendingChange?.status ?? '',
        }))
      }
      save={(file) => changeEquipment(changeRequestOf(file))}
      onSaved={() => id && navigate(fileOf('view', id))}
      actions={changeActions}
      detail={{
        title: (file) => (
          <Space wrap>
            {`${kind.title}档案：${file.equname}（${file.equcode}）`}
            {file.pendingChange && <Tag color="processing">变更申请待审核</Tag>}
          </Space>
        ),
        tabs: [
          {
            key: 'changes',
            label: '变更申请',
            render: (file) => (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {file.pendingChange && (
                  <Alert
                    type="warning"
                    showIcon
                    title={`变更申请 ${file.pendingChange.applyNo} 待审核，审核通过后生效；审核前不能再次申请变更。`}
                  />
                )}
                <ChangeHistory changes={file.changes} sections={sections} />
              </Space>
            ),
          },
        ],
      }}
    />
  );
}

function pageOf(kind: EquipmentKind): ComponentType {
  function KindFile() {
    return <EquipmentFilePage kind={kind} />;
  }
  return KindFile;
}

/** The page of each kind's file route, made once per kind so that a route keeps its component. */
export const EQUIPMENT_FILES = Object.fromEntries(
  EQUIPMENT_KINDS.map((kind) => [kind.key, pageOf(kind)]),
) as Record<EquipmentKindKey, ComponentType>;
