import { useEffect } from 'react';
import { message, Modal } from 'antd';
import { registerFeedback } from '@/lib/feedback';

/** antd's context-aware message and modal (theme, locale), handed to code outside React. */
export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => registerFeedback({ message: messageApi, modal: modalApi }), [messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
