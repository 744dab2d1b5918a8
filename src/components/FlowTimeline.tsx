import { Timeline, Typography } from 'antd';
import type { FlowStep } from '@/api/registration';
import { colorOf, labelOf, type Dict } from '@/domain/dict';
import { FLOW_ACTIONS } from '@/domain/registration';

/** The steps of an application: who did what and when, with opinions (public page and audit pages). */
export function FlowTimeline({ steps, actions = FLOW_ACTIONS }: { steps: FlowStep[]; actions?: Dict }) {
  return (
    <Timeline
      items={steps.map((step) => ({
        color: colorOf(actions, step.action),
        title: step.time,
        content: (
          <>
            <Typography.Text strong>{labelOf(actions, step.action)}</Typography.Text>
            <div>办理人：{step.operator}</div>
            {step.opinion && <div>意见：{step.opinion}</div>}
          </>
        ),
      }))}
    />
  );
}
