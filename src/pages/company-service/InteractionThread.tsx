import { useState } from 'react';
import { Button, Form, List, Space, Typography } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { selfServiceApi, type Interaction } from '@/api/selfService';
import { labelOf } from '@/domain/dict';
import { missingMessage } from '@/contract/field';
import { REPLY } from '@/contract/records/selfService';
import { MESSAGE_AUTHORS } from '@/domain/selfService';
import { handleResult } from '@/http/result';

/** The messages of a thread, oldest first, and the unit's reply. */
export function Thread({
  thread,
  onChanged,
}: {
  thread: Interaction;
  onChanged: (next: Interaction) => void;
}) {
  const [form] = Form.useForm<{ text: string }>();
  const [sending, setSending] = useState(false);
  const send = async ({ text }: { text: string }) => {
    setSending(true);
    await handleResult(selfServiceApi.reply(thread.id, text), {
      onSuccess: (next) => {
        form.resetFields();
        onChanged(next);
      },
    });
    setSending(false);
  };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <List
        dataSource={thread.messages}
        renderItem={(m) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Space>
                  <Typography.Text strong>
                    {m.from === 'unit' ? labelOf(MESSAGE_AUTHORS, m.from) : m.author}
                  </Typography.Text>
                  <Typography.Text type="secondary">{m.time}</Typography.Text>
                </Space>
              }
              description={
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {m.text}
                </Typography.Paragraph>
              }
            />
          </List.Item>
        )}
      />
      <Form form={form} layout="vertical" name={`reply-${thread.id}`} onFinish={(v) => void send(v)}>
        <Form.Item
          name="text"
          label="回复"
          rules={[{ required: true, whitespace: true, message: missingMessage(REPLY.text) }]}
        >
          <TextArea rows={3} maxLength={REPLY.text.maxLength} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          发送回复
        </Button>
      </Form>
    </Space>
  );
}
