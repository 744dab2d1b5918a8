import { useState } from 'react';
import { Button, Form, Space } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { useNavigate } from 'react-router-dom';
import { confirm } from '@/lib/feedback';
import type { Envelope } from '@/http/envelope';
import { handleResult } from '@/http/result';
import { can, type Machine } from '@/domain/workflow';
import { useSession } from '@/stores/session';
import Modal from './deferred/Modal';

/**
 * One action on a record (save, commit, withdraw, cancel, revoke, delete, audit, reject, or a link),
 * declared once and shown only where the record's status and the current role allow it.
 */
export interface RecordAction<T> {
  key: string;
  label: string;
  danger?: boolean;
  /** The main action of a detail page (a filled button). */
  primary?: boolean;
  /** Shown only when this holds for the record and the current role type. */
  visible?: (record: T, roleType: string) => boolean;
  /** Menu id the current role must hold. */
  access?: string;
  /** Confirmation text; false = no confirmation (links, harmless actions). */
  confirm?: string | false;
  /** Asks for an opinion first (reject, return): a required textarea in a modal. */
  opinion?: { title: string; label: string };
  /** The call; its result is shown through handleResult. */
  run?: (record: T, opinion?: string) => Promise<Envelope<unknown>>;
  /** A link instead of a call. */
  to?: (record: T) => string;
}

/**
 * An action that takes a transition of the record's state machine: its label, when it is shown (the
 * record's status x the current role type) and whether it asks for an opinion come from the machine.
 */
export interface TransitionAction<T, A extends string> {
  transition: A;
  run: (record: T, opinion?: string) => Promise<Envelope<unknown>>;
  /** Confirmation text (actions that ask for an opinion have their dialog instead). */
  confirm?: string | false;
  danger?: boolean;
  primary?: boolean;
  /** Title of the opinion dialog; the transition's label by default. */
  opinionTitle?: string;
}

/** Record fields that can hold a status code. */
type StatusField<T> = { [K in keyof T]-?: T[K] extends string | undefined ? K : never }[keyof T];

/**
 * Binds actions to a state machine, reading the record's status from one field (`status` unless named),
 * so no page writes a status condition of its own. The result mixes freely with plain actions.
 */
export function machineActions<T extends { status?: string }, S extends string, A extends string>(
  machine: Machine<S, A>,
  actions: readonly TransitionAction<T, A>[],
): RecordAction<T>[];
export function machineActions<T, S extends string, A extends string>(
  machine: Machine<S, A>,
  actions: readonly TransitionAction<T, A>[],
  statusField: StatusField<T>,
): RecordAction<T>[];
export function machineActions<T, S extends string, A extends string>(
  machine: Machine<S, A>,
  actions: readonly TransitionAction<T, A>[],
  // The first signature admits no field only for records that have `status`.
  statusField = 'status' as StatusField<T>,
): RecordAction<T>[] {
  return actions.map(({ transition, opinionTitle, ...action }) => {
    const t = machine.transitions[transition];
    return {
      ...action,
      key: transition,
      label: t.label,
      visible: (record, roleType) => can(machine, transition, String(record[statusField] ?? ''), roleType),
      opinion: t.opinion ? { title: opinionTitle ?? t.label, label: `${t.label}原因` } : undefined,
    };
  });
}

/** The actions a role sees on a record: it holds their access code and their condition holds. */
export const visibleActions = <T,>(
  actions: RecordAction<T>[],
  record: T,
  roleType: string,
  access: readonly string[],
): RecordAction<T>[] =>
  actions.filter(
    (a) => (!a.access || access.includes(a.access)) && (!a.visible || a.visible(record, roleType)),
  );

export function useVisibleActions<T>(actions: RecordAction<T>[], record: T): RecordAction<T>[] {
  const roleType = useSession((s) => s.currentRoleType);
  const access = useSession((s) => s.access);
  return visibleActions(actions, record, roleType, access);
}

interface Props<T> {
  record: T;
  actions: RecordAction<T>[];
  /** After a successful call (reload the list or the record). */
  onDone?: (action: RecordAction<T>) => void;
  /** Links in a table cell, buttons on a detail page. */
  variant?: 'link' | 'button';
}

export function WorkflowActions<T>({ record, actions, onDone, variant = 'button' }: Props<T>) {
  const navigate = useNavigate();
  const visible = useVisibleActions(actions, record);
  const [running, setRunning] = useState<string | null>(null);
  const [asking, setAsking] = useState<RecordAction<T> | null>(null);
  const [form] = Form.useForm<{ opinion: string }>();

  const execute = async (action: RecordAction<T>, opinion?: string) => {
    if (!action.run) return false;
    setRunning(action.key);
    const done = await handleResult(action.run(record, opinion));
    setRunning(null);
    if (done) onDone?.(action);
    return done;
  };

  const start = async (action: RecordAction<T>) => {
    if (action.to) {
      navigate(action.to(record));
      return;
    }
    if (action.opinion) {
      form.resetFields();
      setAsking(action);
      return;
    }
    if (action.confirm !== false) {
      const agreed = await confirm({
        title: action.confirm ?? `确定要${action.label}吗？`,
        danger: action.danger,
      });
      if (!agreed) return;
    }
    await execute(action);
  };

  const submitOpinion = async () => {
    if (!asking) return;
    // A missing opinion is shown under the textarea; the modal stays open.
    const values = await form.validateFields().catch(() => null);
    if (values && (await execute(asking, values.opinion.trim()))) setAsking(null);
  };

  if (!visible.length) return null;
  return (
    <>
      <Space size={variant === 'link' ? 0 : 8} wrap>
        {visible.map((action) => (
          <Button
            key={action.key}
            type={
              variant === 'link' ? 'link' : action.primary || action.key === 'commit' ? 'primary' : 'default'
            }
            size={variant === 'link' ? 'small' : 'middle'}
            danger={action.danger}
            loading={running === action.key}
            onClick={() => void start(action)}
          >
            {action.label}
          </Button>
        ))}
      </Space>
      <Modal
        open={!!asking}
        title={asking?.opinion?.title}
        okText="确定"
        cancelText="取消"
        confirmLoading={!!running}
        onOk={() => void submitOpinion()}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="opinion"
            label={asking?.opinion?.label}
            rules={[
              { required: true, whitespace: true, message: `请填写${asking?.opinion?.label ?? '意见'}` },
            ]}
          >
            <TextArea rows={4} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
