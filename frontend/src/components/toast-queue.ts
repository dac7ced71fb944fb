import type { ReactNode } from 'react';

export interface ToastMessage {
  kind: 'success' | 'error' | 'info';
  title: ReactNode;
  description?: ReactNode;
}

/**
 * Toasts wait here until the outlet (ToastOutlet: antd's notification holder, a chunk of its own)
 * is on screen: the site mounts it with the first toast, so visitors who never see one never
 * download it (issue #14).
 */
let outlet: ((toast: ToastMessage) => void) | null = null;
const waiting: ToastMessage[] = [];
const hosts = new Set<() => void>();

export function showToast(toast: ToastMessage): void {
  if (outlet) return outlet(toast);
  waiting.push(toast);
  for (const host of hosts) host();
}

/** The outlet, once mounted, shows what waited and everything after. */
export function attachToastOutlet(deliver: (toast: ToastMessage) => void): () => void {
  outlet = deliver;
  for (const toast of waiting.splice(0)) deliver(toast);
  return () => {
    if (outlet === deliver) outlet = null;
  };
}

/** ToastHost listens here to mount the outlet when the first toast is asked for. */
export function onToastWanted(listener: () => void): () => void {
  hosts.add(listener);
  if (waiting.length > 0) listener();
  return () => hosts.delete(listener);
}
