import { create } from 'zustand';
import { useSession } from '@/stores/session';

/** The one dialog lives in the shell; the user menu and the account page open it. */
export const usePasswordDialog = create<{ open: boolean; setOpen: (open: boolean) => void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

/** Shown when asked for, and always while the password is a simple one (it must be changed). */
export const usePasswordDialogShown = () => {
  const open = usePasswordDialog((s) => s.open);
  const forced = useSession((s) => s.isSimplePwd);
  return open || forced;
};
