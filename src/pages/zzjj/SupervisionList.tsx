import { listSupervisions, type SupervisionInspection } from '@/api/supervision';
import { ListPage } from '@/components/ListPage';
import { SUPERVISION_KINDS, type SupervisionKind } from '@/domain/supervision';
import { rowLink } from '@/routes/links';
import { supervisionCatalogue } from './declarations';

/** The supervision inspections of one product kind (gdyj, glyj, rqyj), the newest first. */
export function SupervisionList({ kind }: { kind: SupervisionKind }) {
  const { equclacode } = SUPERVISION_KINDS[kind];
  return (
    <ListPage<SupervisionInspection>
      routeName={`zzjj_${kind}`}
      rowKey="id"
      fields={supervisionCatalogue(equclacode)}
      fixedQuery={{ equclacode }}
      load={listSupervisions}
      rowActions={[rowLink('查看', `zzjj_${kind}_detail`)]}
    />
  );
}
