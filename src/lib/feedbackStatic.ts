import { message, Modal } from 'antd';
import type { FeedbackApi } from './feedbackApi';

/** antd's static toasts and dialogs, for feedback asked for where no <FeedbackSlot> is mounted. */
export const staticFeedback: FeedbackApi = { message, modal: Modal };
