import { useEffect } from 'react';
import { App } from 'antd';
import { registerFeedback } from './feedback';

/** Hands antd's context-aware message and modal to code outside React (see feedback.ts). */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => registerFeedback(message, modal), [message, modal]);
  return null;
}
