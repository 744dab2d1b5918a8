import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd';

/**
 * What shows toasts and dialogs: antd's context-aware instances (FeedbackHost) or its static methods
 * (feedbackStatic). A module of its own so that feedback.ts and feedbackStatic.ts, which loads lazily
 * from it, do not import each other.
 */
export interface FeedbackApi {
  message: Pick<MessageInstance, 'success' | 'error' | 'warning' | 'info'>;
  modal: Record<'confirm' | 'warning', (props: ModalFuncProps) => unknown>;
}
