import { useState } from 'react';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { QRCodeSVG } from 'qrcode.react';
import { draftAttachmentsApi, type UploadTicket } from '@/api/registration';
import { labelOf } from '@/domain/dict';
import { APPLICATION_ATTACHMENT_GROUPS, UPLOAD_POLL_MS } from '@/domain/registration';
import { Attachments, type AttachmentSource } from './Attachments';
import type { FormItemDef } from './FormFields';

/** Public attachments of an application not yet submitted (no session: the draft id is the key). */
const draftSource: AttachmentSource = {
  list: draftAttachmentsApi.list,
  upload: draftAttachmentsApi.upload,
  download: draftAttachmentsApi.download,
  remove: draftAttachmentsApi.remove,
};

/** Full address of the phone page for a ticket, under the app's base path (the phone opens it cold). */
function mobileUploadUrl(phonePage: string, ticket: string): string {
  const url = new URL(import.meta.env.BASE_URL.replace(/\/$/, '') + phonePage, window.location.origin);
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

interface DraftAttachmentFieldProps {
  /** The draft id (the form item's value). */
  value?: string;
  group: string;
  /** The router path of the phone upload page; the page that declares the field names the route. */
  phonePage: string;
}

/**
 * An application's attachment field: upload from this computer, or scan a QR code and take photos
 * with a phone; while the QR dialog is open the list is asked for again every few seconds.
 */
export function DraftAttachmentField({ value, group, phonePage }: DraftAttachmentFieldProps) {
  const [ticket, setTicket] = useState<UploadTicket | null>(null);
  const [opening, setOpening] = useState(false);
  const label = labelOf(APPLICATION_ATTACHMENT_GROUPS, group);

  const openQr = async () => {
    if (!value || opening) return;
    setOpening(true);
    try {
      setTicket(await draftAttachmentsApi.ticket(value, group));
    } catch {
      // The client already showed the message.
    } finally {
      setOpening(false);
    }
  };

  const url = ticket ? mobileUploadUrl(phonePage, ticket.ticket) : '';
  return (
    <div>
      <Attachments
        value={value}
        group={group}
        source={draftSource}
        pollInterval={ticket ? UPLOAD_POLL_MS : undefined}
      />
      <Button
        type="link"
        icon={<MobileOutlined />}
        onClick={() => void openQr()}
        loading={opening}
        // Until the server has issued the draft id there is nothing to upload into.
        disabled={!value}
        style={{ paddingInline: 0 }}
      >
        手机拍照上传
      </Button>
      <Modal
        open={!!ticket}
        title={`手机拍照上传：${label}`}
        onCancel={() => setTicket(null)}
        footer={<Button onClick={() => setTicket(null)}>完成</Button>}
        width={460}
        destroyOnHidden
      >
        {ticket && (
          <Space orientation="vertical" align="center" style={{ width: '100%' }}>
            <QRCodeSVG value={url} size={200} marginSize={2} title="手机上传二维码" />
            <Typography.Text>用手机扫描二维码，拍照或选择照片上传。</Typography.Text>
            <Typography.Text type="secondary">
              二维码10分钟内有效（至 {new Date(ticket.expires).toLocaleTimeString('zh-CN', { hour12: false })}
              ）；上传的照片会自动出现在本页附件列表中。
            </Typography.Text>
            <Typography.Paragraph
              copyable={{ text: url }}
              type="secondary"
              style={{ wordBreak: 'break-all' }}
            >
              <a href={url} target="_blank" rel="noreferrer" data-testid="mobile-upload-link">
                {url}
              </a>
            </Typography.Paragraph>
            <Alert
              type="info"
              showIcon
              title="手机与电脑无需登录同一账号，二维码只能向本申请的此项附件上传。"
            />
          </Space>
        )}
      </Modal>
    </div>
  );
}

/**
 * Form rule: at least one file in the group (asked of the server, where the files are). `required`
 * marks the item; the validator alone decides, since the value (the draft id) is never empty.
 */
export const requiredAttachmentRule = (group: string) => ({
  required: true,
  validator: async (_rule: unknown, draftId: string | undefined) => {
    const files = draftId ? await draftAttachmentsApi.list(draftId, group) : [];
    if (!files.length) throw new Error(`请上传${labelOf(APPLICATION_ATTACHMENT_GROUPS, group)}`);
  },
});

/** The declaration of a required attachment group of an application (the form value is the draft id). */
export const draftAttachmentField = (field: {
  group: string;
  label: string;
  extra?: string;
  phonePage: string;
}): FormItemDef => ({
  name: field.group,
  label: field.label,
  extra: field.extra,
  span: 24,
  input: <DraftAttachmentField group={field.group} phonePage={field.phonePage} />,
  rules: [requiredAttachmentRule(field.group)],
});
