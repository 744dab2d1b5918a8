import { Timeline, Typography } from 'antd';
import type { FlowStep } from '@/api/registration';
import { colorOf, labelOf } from '@/domain/dict';
import { FLOW_ACTIONS } from '@/domain/registration';

/** The steps of an application: who did what and when, with opinions (public page and audit pages). */
export function FlowTimeline({ steps }: { steps: FlowStep[] }) {
  return (
    <Timeline
      items={steps.map((step) => ({
        color: colorOf(FLOW_ACTIONS, step.action),
        title: step.time,
        content: (
          <>
            <Typography.Text strong>{labelOf(FLOW_ACTIONS, step.action)}</Typography.Text>
            <div>办理人：{step.operator}</div>
            {step.opinion && <div>意见：{step.opinion}</div>}
          </>
        ),
      }))}
    />
  );
}
