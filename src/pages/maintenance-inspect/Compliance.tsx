import { listDeclarations, type ComplianceDeclaration } from '@/api/supervision';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { declarationCatalogue } from './declarations';
import { declarationActions } from './declarationActions';

const list = listOf<ComplianceDeclaration>({
  routeName: 'maintenance_compliance',
  rowKey: 'id',
  fields: declarationCatalogue,
  load: listDeclarations,
  rowActions: declarationActions,
});

export const startCalls = () => startListCall(list);

/** 符合性声明: the maintenance unit's declarations for its elevators' inspection requests, open ones first. */
export default function Compliance() {
  return <ListPage {...list} />;
}
