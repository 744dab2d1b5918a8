import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { addEquipment, type Equipment } from '@/api/equipment';
import { RecordForm } from '@/components/RecordForm';
import { USE_STATE } from '@/domain/equipment';
import { DEVICE_KINDS, PIPELINE_KINDS, type EquipmentKind } from '@/domain/equipmentKinds';
import { pathTo } from '@/routes/lookup';
import type { RouteName } from '@/routes/table';
import { equipmentSections } from './declarations';

/**
 * Registering equipment (addEqm): the kind first, then the form of that kind, its technical
 * parameters from its declaration. Another kind starts a fresh form.
 */
function NewEquipment({ kinds, listRoute }: { kinds: readonly EquipmentKind[]; listRoute: RouteName }) {
  const [kind, setKind] = useState<EquipmentKind>();
  const navigate = useNavigate();
  const back = () => navigate(pathTo(listRoute));
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title="选择设备类别">
        <Space wrap role="group" aria-label="设备类别">
          {kinds.map((k) => (
            <Button
              key={k.key}
              type={k === kind ? 'primary' : 'default'}
              aria-pressed={k === kind}
              onClick={() => setKind(k)}
            >
              {k.title}
            </Button>
          ))}
        </Space>
        {!kind && (
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            先选择设备类别，再填写该类设备的基本信息和技术参数。
          </Typography.Paragraph>
        )}
      </Card>
      {kind && (
        <RecordForm<Equipment>
          key={kind.key}
          mode="add"
          sections={equipmentSections(kind)}
          empty={() => ({
            equclacode: kind.equclacode,
            equsortcode: kind.varieties.length === 1 ? kind.varieties[0] : undefined,
            usestatus: USE_STATE.inUse,
          })}
          save={(record) => addEquipment(record)}
          onSaved={back}
          revealIn={pathTo(listRoute)}
          onBack={back}
        />
      )}
    </Space>
  );
}

/** 新增设备: boilers, vessels, elevators, cranes, vehicles, rides and ropeways. */
export function DeviceInfoNew() {
  return <NewEquipment kinds={DEVICE_KINDS} listRoute="equipment_query_comprehensive" />;
}

/** 新增管道: pressure piping and long-distance pipelines. */
export function PipelineInfoNew() {
  return <NewEquipment kinds={PIPELINE_KINDS} listRoute="equipment_query_pressure_piping" />;
}
