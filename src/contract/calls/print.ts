import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { bodySchema, fields, idBody } from '../schema';
import { call, type CallAccess, type CallSample } from '../wire';

/**
 * The print host (config printHost): reports, certificates and marks as PDFs, with the same session
 * parameters and, for a refusal, the same envelope as the backend.
 */

const disposition = z.enum(['inline', 'attachment']).optional().describe('inline by default');

const pdf = <A extends CallAccess, S extends z.ZodRawShape>(
  name: string,
  summary: string,
  access: A,
  request: z.ZodObject<S>,
  sample: CallSample,
) =>
  call({
    method: 'GET',
    host: 'print',
    path: `/pdf/${name}`,
    summary,
    access,
    reads: true,
    request: request.extend({ disposition }),
    file: 'pdf',
    sample,
  });

/** A use-mark print run: as many marks as a few A4 sheets hold, so one call stays small. */
const MAX_MARKS = 50;

/** The chosen elevators of a use-mark print run, sent comma-separated. */
const markIds = z
  .string({ error: '电梯格式不正确' })
  .nullish()
  .transform((ids) => (ids ?? '').split(',').filter(Boolean))
  .refine((ids) => ids.length > 0, '请选择要打印使用标志的电梯')
  .refine((ids) => ids.length <= MAX_MARKS, `一次最多打印${MAX_MARKS}张使用标志`)
  .refine((ids) => ids.every((id) => id.length <= 64), '电梯无效')
  .describe('comma-separated');
const firstOf = (list: string, field = 'id', param = 'id'): CallSample => ({
  from: { call: list, fields: { [param]: field } },
});

export const printCalls = {
  useCertificate: pdf(
    'useCertificate',
    '使用登记证 of a completed use registration',
    ACCESS.useRecordQuery,
    idBody('使用登记'),
    {
      from: { call: 'useRegistration.list', fields: { id: 'id' }, where: { status: '4' } },
    },
  ),
  useRegistrationForm: pdf(
    'useRegistrationForm',
    '使用登记表 of a use registration, any status',
    ACCESS.useRecordQuery,
    idBody('使用登记'),
    firstOf('useRegistration.list'),
  ),
  setCertificate: pdf(
    'setCertificate',
    "a set registration's 使用登记证",
    ACCESS.registrationBySet,
    idBody('台套登记'),
    firstOf('registrationSets.setList'),
  ),
  operatorCard: pdf(
    'operatorCard',
    '作业人员证书卡: an operator and their certificates',
    ACCESS.workerQuery,
    idBody('作业人员'),
    firstOf('operator.list'),
  ),
  elevatorUseMark: pdf(
    'elevatorUseMark',
    'use marks of the chosen elevators (at most 50), each a page of the mark’s size',
    ACCESS.elevatorUseMark,
    bodySchema({ ids: markIds }),
    firstOf('supervision.useMarks', 'id', 'ids'),
  ),
  supervisionCertificate: pdf(
    'supervisionCertificate',
    '监督检验证书 of a certified supervision inspection',
    [ACCESS.supervisionPipe, ACCESS.supervisionBoiler, ACCESS.supervisionVessel],
    idBody('监督检验记录'),
    { from: { call: 'supervision.supervisions', fields: { id: 'id' }, where: { status: '3' } } },
  ),
  inspectionReport: pdf(
    'inspectionReport',
    '检验报告, by its number',
    ACCESS.reportQuery,
    idBody('检验报告'),
    firstOf('selfService.reports'),
  ),
  inspectionMark: pdf(
    'inspectionMark',
    '检验标志 of a report',
    ACCESS.inspectionMark,
    idBody('检验报告'),
    firstOf('selfService.reports'),
  ),
  collectReport: pdf(
    'collectReport',
    'without an account: the report a pickup key opens',
    'public',
    bodySchema({ key: fields.id('领取码或报检码') }),
    firstOf('selfService.report', 'collectKey', 'key'),
  ),
};
