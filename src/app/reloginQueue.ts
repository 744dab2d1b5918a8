import { create } from 'zustand';
import { setSessionExpiredHandler } from '@/http/client';
import { useSession } from '@/stores/session';

interface Waiter {
  resolve: () => void;
  reject: (reason: Error) => void;
}

/** Calls waiting for the user to log in again. One dialog for all of them. */
export const useReloginQueue = create<{ waiters: Waiter[] }>(() => ({ waiters: [] }));

function waitForRelogin(): Promise<void> {
  return new Promise((resolve, reject) => {
    useReloginQueue.setState((s) => ({ waiters: [...s.waiters, { resolve, reject }] }));
  });
}

export function settle(outcome: 'resolve' | 'reject') {
  const { waiters } = useReloginQueue.getState();
  useReloginQueue.setState({ waiters: [] });
  waiters.forEach((w) => (outcome === 'resolve' ? w.resolve() : w.reject(new Error('已取消重新登录'))));
}

/** Sends expired-session calls to wait for the dialog (logged-in users only). */
export function installReloginHandler(): () => void {
  setSessionExpiredHandler(() =>
    useSession.getState().loginName ? waitForRelogin() : Promise.reject(new Error('未登录')),
  );
  return () => setSessionExpiredHandler(null);
}
