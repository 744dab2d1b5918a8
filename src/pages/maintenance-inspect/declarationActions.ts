import type { ComplianceDeclaration } from '@/api/supervision';
import type { RecordAction } from '@/components/WorkflowActions';
import { can } from '@/domain/workflow';
import { declarationMachine } from '@/domain/supervision';
import { rowLink } from '@/routes/links';

/** 查看, and 填写声明 where the declaration machine allows it (not once the institute has confirmed it). */
export const declarationActions: RecordAction<ComplianceDeclaration>[] = [
  rowLink('查看', 'maintenance_compliance_detail', 'view'),
  {
    ...rowLink<ComplianceDeclaration>(
      declarationMachine.transitions.modify.label,
      'maintenance_compliance_detail',
      'edit',
    ),
    visible: (declaration, roleType) => can(declarationMachine, 'modify', declaration.status, roleType),
  },
];
