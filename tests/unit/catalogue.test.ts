import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SECTION,
  formFields,
  formSections,
  searchFilters,
  tableColumns,
  viewFields,
  withHiddenColumns,
  type Catalogue,
} from '@/components/catalogue';
import { fieldRules } from '@/components/RecordForm';
import { SEXES, WORK_ITEMS } from '@/domain/workers';
import { accountCatalogue, registrationFields, resetCatalogue } from '@/pages/account/declarations';
import { operatorSections } from '@/pages/worker/declarations';

interface Person {
  id: string;
  name: string;
  sex: string;
  birthday: string;
  workitem: string;
  expiry: string;
  remarks: string;
}

const people: Catalogue<Person> = [
  { name: 'keyword', label: '关键字', search: 'only' },
  {
    name: 'name',
    label: '姓名',
    required: true,
    maxLength: 20,
    readOnlyIn: ['edit'],
    table: 'sort',
    search: true,
  },
  { name: 'sex', label: '性别', dict: SEXES, required: true, table: { title: '性', width: 60 } },
  { name: 'birthday', label: '出生日期', type: 'date', required: true, search: { label: '出生于' } },
  {
    name: 'workitem',
    label: '作业项目',
    dict: WORK_ITEMS,
    section: '资格',
    search: { name: 'workitemCode' },
  },
  { name: 'expiry', label: '到期', table: true, record: false },
  { name: 'remarks', label: '备注', type: 'textarea', section: DEFAULT_SECTION, edit: false },
];

describe('field catalogue', () => {
  it('shows in the table only the fields that say so, in catalogue order', () => {
    expect(tableColumns(people).map((c) => [c.key, c.title, c.sorter, c.width])).toEqual([
      ['name', '姓名', true, undefined],
      ['sex', '性', undefined, 60],
      ['expiry', '到期', undefined, undefined],
    ]);
    expect(tableColumns(people)[1]).toMatchObject({ type: 'select', dict: SEXES });
  });

  it('hides the columns of a shared catalogue by default for one list, keeping their other options', () => {
    const secondary = withHiddenColumns(people, ['name', 'sex', 'birthday']);
    expect(
      tableColumns(secondary).map((c) => [c.key, c.title, c.sorter, c.width, c.hiddenByDefault]),
    ).toEqual([
      ['name', '姓名', true, undefined, true],
      ['sex', '性', undefined, 60, true],
      // Not named: shown as declared. A field of no column (出生日期) gains none.
      ['expiry', '到期', undefined, undefined, undefined],
    ]);
    // The shared catalogue is left as it was.
    expect(tableColumns(people).map((c) => c.hiddenByDefault)).toEqual([undefined, undefined, undefined]);
  });

  it('makes query conditions: search-only fields, other names and labels, dates as ranges, dicts as selects', () => {
    expect(searchFilters(people).map((f) => [f.name, f.label, f.type])).toEqual([
      ['keyword', '关键字', 'text'],
      ['name', '姓名', 'text'],
      ['birthday', '出生于', 'dateRange'],
      ['workitemCode', '作业项目', 'select'],
    ]);
    expect(searchFilters(people)[3].dict).toBe(WORK_ITEMS);
  });

  it('groups the form into sections named by a field and kept by the ones after it', () => {
    const sections = formSections(people);
    expect(sections.map((s) => [s.title, s.fields.map((f) => f.name)])).toEqual([
      [DEFAULT_SECTION, ['name', 'sex', 'birthday', 'remarks']],
      ['资格', ['workitem']],
    ]);
    // A list-only field is on no record page; a computed one only in the views.
    expect(formFields(people).map((f) => f.name)).not.toContain('expiry');
    expect(sections[0].fields.find((f) => f.name === 'remarks')?.viewOnly).toBe(true);
    expect(sections[0].fields.find((f) => f.name === 'name')?.viewOnly).toBeUndefined();
  });

  it('carries read-only modes and derives the required and length messages', () => {
    const [name, sex, birthday] = formFields(people);
    expect(name.readOnlyIn).toEqual(['edit']);
    expect(sex.readOnlyIn).toBeUndefined();
    expect(fieldRules(name)).toEqual([
      { required: true, message: '请填写姓名' },
      { max: 20, message: '姓名不能超过20个字符' },
    ]);
    expect(fieldRules(sex)).toEqual([{ required: true, message: '请选择性别' }]);
    expect(fieldRules(birthday)).toEqual([{ required: true, message: '请选择出生日期' }]);
    expect(formFields(people).find((f) => f.name === 'workitem')?.type).toBe('select');
  });

  it('describes the record with every field of the record page, computed ones included', () => {
    expect(viewFields(people).map((f) => f.name)).toEqual(['name', 'sex', 'birthday', 'workitem', 'remarks']);
  });

  it('checks field names against the record type', () => {
    const typo: Catalogue<Person> = [
      // @ts-expect-error 'nmae' is no field of Person; only a search-only condition may name anything
      { name: 'nmae', label: '姓名', table: true },
    ];
    expect(typo).toHaveLength(1);
  });
});

describe('the catalogues of the pages', () => {
  it('operator record: the sections and fields the detail page showed before', () => {
    expect(operatorSections.map((s) => [s.title, s.fields.map((f) => f.name)])).toEqual([
      ['基本信息', ['name', 'sex', 'idcard', 'mobile', 'areacode', 'address', 'remarks']],
      ['资格证书', ['qualifications']],
      ['证书扫描件', ['attrefsysid']],
    ]);
    const rows = operatorSections[1].fields[0].rows!;
    expect(rows.fields.map((f) => [f.name, !!f.required, !!f.viewOnly])).toEqual([
      ['certno', true, false],
      ['workitem', true, false],
      ['issueorg', true, false],
      ['issuedate', true, false],
      ['validdate', true, false],
      ['certState', false, true],
    ]);
    expect(operatorSections[0].fields.find((f) => f.name === 'idcard')?.readOnlyIn).toEqual(['edit']);
  });

  it('account: table, conditions and form from one catalogue', () => {
    expect(tableColumns(accountCatalogue).map((c) => c.key)).toEqual([
      'loginName',
      'name',
      'mobile',
      'orgname',
      'unittype',
      'roleTypes',
      'enabled',
    ]);
    expect(searchFilters(accountCatalogue).map((f) => f.name)).toEqual([
      'loginName',
      'name',
      'orgname',
      'unittype',
      'roleType',
      'enabled',
    ]);
    expect(formSections(accountCatalogue).map((s) => [s.title, s.fields.map((f) => f.name)])).toEqual([
      ['账号', ['loginName', 'name', 'mobile', 'roleTypes', 'enabled']],
      ['所属单位', ['orgname', 'orgcode', 'unittype']],
    ]);
  });

  it('applications: the audit fields shared, the keyword only searched', () => {
    expect(registrationFields.map((f) => f.name)).not.toContain('keyword');
    expect(registrationFields.find((f) => f.name === 'status')).toMatchObject({
      tag: true,
      label: '审核状态',
    });
    expect(tableColumns(resetCatalogue).at(-1)).toMatchObject({ key: 'status', title: '状态', width: 100 });
    expect(searchFilters(resetCatalogue).map((f) => [f.name, f.type])).toEqual([
      ['keyword', 'text'],
      ['applyTime', 'dateRange'],
      ['status', 'select'],
    ]);
  });
});
