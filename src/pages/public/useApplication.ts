import { useEffect, useRef, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { useNavigate } from 'react-router-dom';
import { draftAttachmentsApi, type ApplicationReceipt } from '@/api/registration';
import { useLoad } from '@/components/useLoad';
import { SMS_MESSAGES, type SmsPurpose } from '@/domain/registration';
import { usePublicSubmit } from './usePublicSubmit';
import { verifyMobile, type SmsProof } from './smsProof';

/** The steps of a public application; the contact mobile is the one the SMS code went to. */
interface ApplicationSteps<T> {
  purpose: SmsPurpose;
  /** The server's pre-check (may the unit or account apply at all?), before any SMS code is spent. */
  check: (values: T) => Promise<unknown>;
  /** The field a pre-check refusal is about (shown there too), or null. */
  refusedField: (message: string) => (keyof T & string) | null;
  apply: (values: T, proof: { attrefsysid: string; smsToken: string }) => Promise<ApplicationReceipt>;
  /** The page that shows the receipt (?no=&id=, id the public id). */
  successPath: string;
  /** The attachment fields: each holds the draft id once the server has issued it. */
  draftFields: readonly (keyof T & string)[];
}

/**
 * One submit of a public application: pre-check, SMS proof, apply, then the receipt page. Refusals show
 * above the form (and on their field); the values stay; a spent SMS proof is dropped so it is asked again.
 */
export function useApplication<T extends { contactMobile: string }>(steps: ApplicationSteps<T>) {
  const [form] = Form.useForm<T>();
  const navigate = useNavigate();
  // One draft per visit, issued by the server: the attachments uploaded here (or by phone) belong to it.
  const [draftAttempt, setDraftAttempt] = useState(0);
  const draft = useLoad(() => draftAttachmentsApi.newDraft(), `draft|${draftAttempt}`, {
    reloadAfterWrites: false,
  });
  const draftId = draft.fresh ?? '';
  const { draftFields } = steps;
  // The id arrives after the form shows (or after 重试): the attachment fields take it, the input stays.
  useEffect(() => {
    if (!draftId) return;
    // The untyped view: antd's typed setter does not follow a generic T's keys.
    (form as FormInstance).setFieldsValue(Object.fromEntries(draftFields.map((name) => [name, draftId])));
  }, [form, draftId, draftFields]);
  const smsProof = useRef<SmsProof | null>(null);
  const [error, setError] = useState('');

  const { submit, submitting } = usePublicSubmit<T>(async (values) => {
    setError('');
    try {
      await steps.check(values);
    } catch (e) {
      const message = (e as Error).message;
      const field = steps.refusedField(message);
      // The untyped view: antd's typed name paths do not follow a generic T's keys.
      if (field) (form as FormInstance).setFields([{ name: field, errors: [message] }]);
      setError(message);
      return;
    }
    const smsToken = await verifyMobile(form, smsProof, values.contactMobile.trim(), steps.purpose);
    if (!smsToken) return;
    try {
      const receipt = await steps.apply(values, { attrefsysid: draftId, smsToken });
      navigate(`${steps.successPath}?no=${receipt.applyNo}&id=${receipt.publicId}`, { replace: true });
    } catch (e) {
      if ((e as Error).message === SMS_MESSAGES.notVerified) smsProof.current = null;
      setError((e as Error).message);
    }
  });

  return {
    form,
    error,
    // Without a draft id the attachments cannot take files; the rest of the form stays usable.
    draftError: draft.error && `附件暂不能上传：${draft.error}`,
    retryDraft: () => setDraftAttempt((n) => n + 1),
    submitting,
    onSubmit: (values: T) => void submit(values),
  };
}
