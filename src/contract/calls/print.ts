import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { bodySchema, fields } from '../schema';
import { call, text, type CallAccess, type CallSample } from '../wire';

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

const byId = z.object({ id: text });
const firstOf = (list: string, field = 'id', param = 'id'): CallSample => ({
  from: { call: list, fields: { [param]: field } },
});

export const printCalls = {
  useCertificate: pdf(
    'useCertificate',
    '使用登记证 of a completed use registration',
    ACCESS.useRecordQuery,
    byId,
    {
      from: { call: 'useRegistration.list', fields: { id: 'id' }, where: { status: '4' } },
    },
  ),
  useRegistrationForm: pdf(
    'useRegistrationForm',
    '使用登记表 of a use registration, any status',
    ACCESS.useRecordQuery,
    byId,
    firstOf('useRegistration.list'),
  ),
  setCertificate: pdf(
    'setCertificate',
    "a set registration's 使用登记证",
    ACCESS.registrationBySet,
    byId,
    firstOf('registrationSets.setList'),
  ),
  operatorCard: pdf(
    'operatorCard',
    '作业人员证书卡: an operator and their certificates',
    ACCESS.workerQuery,
    byId,
    firstOf('operator.list'),
  ),
  elevatorUseMark: pdf(
    'elevatorUseMark',
    'use marks of the chosen elevators (at most 50), each a page of the mark’s size',
    ACCESS.elevatorUseMark,
    z.object({ ids: text.describe('comma-separated') }),
    firstOf('supervision.useMarks', 'id', 'ids'),
  ),
  supervisionCertificate: pdf(
    'supervisionCertificate',
    '监督检验证书 of a certified supervision inspection',
    [ACCESS.supervisionPipe, ACCESS.supervisionBoiler, ACCESS.supervisionVessel],
    byId,
    { from: { call: 'supervision.supervisions', fields: { id: 'id' }, where: { status: '3' } } },
  ),
  inspectionReport: pdf(
    'inspectionReport',
    '检验报告, by its number',
    ACCESS.reportQuery,
    byId,
    firstOf('selfService.reports'),
  ),
  inspectionMark: pdf(
    'inspectionMark',
    '检验标志 of a report',
    ACCESS.inspectionMark,
    byId,
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
