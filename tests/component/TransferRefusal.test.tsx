import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeEquipment } from '@/api/equipment';
import { saveChangeRegistration } from '@/api/useRegistration';
import { CATEGORY, USE_STATE } from '@/domain/equipment';
import { CHANGE_KIND, REGISTRATION_STATUS, REQUIRED_CHANGE_ATTACHMENTS } from '@/domain/useRegistration';
import { newAttachmentGroup, uploadAttachment } from '@/api/attachments';
import { equipment } from '@/mocks/families/equipment';
import { changeRegistrations } from '@/mocks/families/useRegistration';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { useTabs } from '@/stores/tabs';
import { elevator, RECEIVER_CREDIT_CODE } from '../helpers/domainSteps';
import { renderApp } from '../helpers/render';
import { scanFile } from '../helpers/scans';
import { loginAs } from '../helpers/session';

beforeEach(() => {
  useTabs.setState({ userId: '' });
  usePasswordDialog.setState({ open: false });
});

describe('a refused transfer (过户)', () => {
  it('tells the user which open record holds the equipment', async () => {
    await loginAs('syqy');
    const subject = equipment.findBy(
      (e) =>
        e.unitId === 'unit-use' &&
        e.equclacode === CATEGORY.elevator &&
        e.equsortcode === '3110' &&
        e.regstatus === '1' &&
        e.usestatus === USE_STATE.inUse &&
        !changeRegistrations.findBy((a) => a.equipmentId === e.id),
    )!;
    const attrefsysid = await newAttachmentGroup();
    for (const group of REQUIRED_CHANGE_ATTACHMENTS)
      await uploadAttachment(scanFile(`${group}.pdf`), attrefsysid, group);
    const transfer = {
      changeKind: CHANGE_KIND.transfer,
      toOrgcode: RECEIVER_CREDIT_CODE,
      reason: '设备转让',
    };
    const form = { ...transfer, newOrgname: '', newAreacode: '', newAddress: '', attrefsysid };
    const draft = (await saveChangeRegistration({ ...form, equipmentId: subject.id }, false)).data;
    // Filed after the draft was saved: the commit finds it open.
    const asFiled = { ...elevator(subject.equcode, subject.equregcode), usecercode: subject.usecercode };
    const { data: request } = await changeEquipment({ ...asFiled, id: subject.id });

    const user = userEvent.setup();
    renderApp(`/company-service/change-detail?id=${draft.id}`);
    await screen.findAllByText(new RegExp(draft.applyNo!));
    await user.click(screen.getByRole('button', { name: /^提\s*交$/ }));
    await user.click(await screen.findByRole('button', { name: /^确\s*定$/ }));
    expect(
      await screen.findByText(
        `设备「${subject.equname}」有待审核的设备信息变更申请 ${request.applyNo}，办结或撤回后才能过户`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(changeRegistrations.find(draft.id!)?.status).toBe(REGISTRATION_STATUS.draft));
  });
});
