import { Alert, Button, Form, Typography, type FormInstance } from 'antd';
import { FormFields, type FormItemDef } from '@/components/FormFields';
import { UploadsInFlight, useUploadsInFlight } from '@/components/useLoad';
import { PublicFrame } from './PublicFrame';

interface ApplicationFormProps<T> {
  form: FormInstance<T>;
  /** What the applicant is asked for and what happens after submitting. */
  intro: string;
  /** The last refusal of the server, shown above the form. */
  error: string;
  /** Why the draft id (the attachments' key) could not be had, with 重试 beside it. */
  draftError: string;
  retryDraft: () => void;
  fields: readonly FormItemDef[];
  onSubmit: (values: T) => void;
  submitting: boolean;
  submitText: string;
}

/** A public application (registration, password reset): its fields, the server's refusal, one submit. */
export function ApplicationForm<T>(props: ApplicationFormProps<T>) {
  const { form, intro, error, draftError, retryDraft, fields, onSubmit, submitting, submitText } = props;
  // Submitted while a file still uploads: the form is checked and sent once the file is in (the check
  // asks the server for each required group's files).
  const uploads = useUploadsInFlight();
  return (
    <PublicFrame>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      {draftError && (
        <Alert
          type="error"
          showIcon
          title={draftError}
          role="alert"
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={retryDraft}>
              重试
            </Button>
          }
        />
      )}
      <Form form={form} layout="vertical" onFinish={onSubmit} autoComplete="off" scrollToFirstError>
        <UploadsInFlight.Provider value={uploads.uploads}>
          <FormFields fields={fields} />
        </UploadsInFlight.Provider>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={submitting || uploads.waiting}
          block
          // Enter in a field submits through this button too.
          onClick={(event) => {
            if (!uploads.uploads.size) return;
            event.preventDefault();
            void uploads.settled().then(() => form.submit());
          }}
        >
          {uploads.waiting ? '等待附件上传完成…' : submitting ? '正在提交…' : submitText}
        </Button>
      </Form>
    </PublicFrame>
  );
}
