import type { Envelope } from '@/http/envelope';
import {
  REGISTRATION_STATUSES,
  type AuthorityAction,
  type RegistrationAction,
} from '@/domain/useRegistration';
import type { Catalogue } from './catalogue';
import { can, type Machine } from '@/domain/workflow';
import { machineActions, type RecordAction } from './WorkflowActions';

/** A registration kind's calls on one application (use registration, change registration). */
export interface RegistrationCalls {
  withdraw: (id: string) => Promise<Envelope<unknown>>;
  remove: (id: string) => Promise<Envelope<unknown>>;
  handle: (id: string, action: AuthorityAction, opinion?: string) => Promise<Envelope<unknown>>;
  /** Commits a saved application as it is, where the kind has such a call (a change: commitEqdEquat). */
  commit?: (id: string) => Promise<Envelope<unknown>>;
}

/**
 * The unit's and the authority's actions on a registration application, where its machine allows
 * them for the status and role: 修改 (the kind's form), 提交 (where the kind commits by id), 撤回, 删除,
 * then 受理, 退回, 办结, 不予登记.
 * `completeConfirm` says what completing does to the equipment.
 */
export function registrationActions<R extends { id?: string; status?: string }>(
  registrationMachine: Machine<string, RegistrationAction>,
  /** The kind's form for an application, in edit mode. */
  editPath: (id: string | undefined) => string,
  calls: RegistrationCalls,
  completeConfirm: string,
): RecordAction<R>[] {
  const { noun } = registrationMachine;
  return [
    {
      key: 'edit',
      label: '修改',
      confirm: false,
      visible: (r, roleType) => can(registrationMachine, 'save', r.status ?? '', roleType),
      to: (r) => editPath(r.id),
    },
    ...machineActions<R, string, RegistrationAction>(registrationMachine, [
      ...(calls.commit
        ? [
            {
              transition: 'commit' as const,
              primary: true,
              confirm: `确定要提交该${noun}吗？提交后由登记机关受理。`,
              run: (r: R) => calls.commit!(r.id!),
            },
          ]
        : []),
      { transition: 'withdraw', confirm: `确定要撤回该${noun}吗？`, run: (r) => calls.withdraw(r.id!) },
      {
        transition: 'remove',
        danger: true,
        confirm: `确定要删除该${noun}吗？`,
        run: (r) => calls.remove(r.id!),
      },
      { transition: 'accept', primary: true, run: (r) => calls.handle(r.id!, 'accept') },
      { transition: 'sendBack', run: (r, opinion) => calls.handle(r.id!, 'sendBack', opinion) },
      {
        transition: 'complete',
        primary: true,
        confirm: completeConfirm,
        run: (r) => calls.handle(r.id!, 'complete'),
      },
      { transition: 'refuse', danger: true, run: (r, opinion) => calls.handle(r.id!, 'refuse', opinion) },
    ]),
  ];
}

/** Where a registration application stands, whose it is and when it was filed: its lists and views. */
export const registrationProgressFields = <
  T extends { status?: string; orgname?: string; applyTime?: string },
>(): Catalogue<T> => [
  {
    name: 'status',
    label: '办理状态',
    dict: REGISTRATION_STATUSES,
    tag: true,
    edit: false,
    table: { width: 90 },
    search: true,
  },
  { name: 'orgname', label: '使用单位', edit: false, table: true, search: true },
  { name: 'applyTime', label: '申请时间', edit: false, table: 'sort', search: { type: 'dateRange' } },
];
