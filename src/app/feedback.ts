import { message as staticMessage, Modal as StaticModal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';

/**
 * Toasts and confirms from code outside React (the HTTP client, stores). The <App> bridge registers
 * antd's context-aware instances; before it mounts (or in a bare test) the static ones are used.
 */
let messageApi: MessageInstance | null = null;
let modalApi: ModalHookAPI | null = null;

export function registerFeedback(message: MessageInstance, modal: ModalHookAPI): () => void {
  messageApi = message;
  modalApi = modal;
  return () => {
    if (messageApi === message) messageApi = null;
    if (modalApi === modal) modalApi = null;
  };
}

const msg = (): Pick<MessageInstance, 'success' | 'error' | 'warning' | 'info'> =>
  messageApi ?? staticMessage;

export const toast = {
  success: (text: string) => void msg().success(text),
  error: (text: string) => void msg().error(text),
  warning: (text: string) => void msg().warning(text),
  info: (text: string) => void msg().info(text),
};

/** A yes/no confirmation; resolves true on OK. */
export function confirm(options: {
  title: string;
  content?: string;
  okText?: string;
  danger?: boolean;
}): Promise<boolean> {
  return new Promise((resolve) => {
    const api = modalApi ?? StaticModal;
    api.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText ?? '确定',
      cancelText: '取消',
      okButtonProps: { danger: options.danger },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** A blocking notice with a single OK button (spec: the mismatch alert 提示 / ...). */
export function alertDialog(title: string, content: string): Promise<void> {
  return new Promise((resolve) => {
    const api = modalApi ?? StaticModal;
    api.warning({ title, content, okText: '确定', onOk: () => resolve() });
  });
}
