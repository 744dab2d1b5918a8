import { useNavigate } from 'react-router-dom';
import { commitNotice, getNotice, saveNotice, type ConstructionNotice } from '@/api/construction';
import { RecordPage } from '@/components/RecordPage';
import { CONSTRUCTION_KIND } from '@/domain/constructionNotice';
import { pathTo } from '@/routes/lookup';
import { noticeFormSections } from './declarations';
import { InspectionUnitSelect, UseUnitSelect } from './UnitSelect';

const sections = noticeFormSections({ useUnit: <UseUnitSelect />, inspectionUnit: <InspectionUnitSelect /> });

/** 施工告知填报 (?mode=add|edit&id=): 暂存 keeps a draft, 提交 sends it to the authority. */
export default function NoticeRegister() {
  const navigate = useNavigate();
  return (
    <RecordPage<ConstructionNotice>
      listPath={pathTo('construction_register_list')}
      detailPath={(_mode, id) => pathTo('construction_detail', { id })}
      sections={sections}
      load={getNotice}
      empty={() => ({ constructkind: CONSTRUCTION_KIND.install, areacode: '330203' })}
      save={(record, { isCommit }) => (isCommit ? commitNotice(record) : saveNotice(record))}
      saveText="暂存"
      commitText="提交"
      onSaved={(isCommit) =>
        navigate(pathTo(isCommit ? 'construction_query_list' : 'construction_register_list'))
      }
    />
  );
}
