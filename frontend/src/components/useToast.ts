import type { ReactNode } from 'react';
import { showToast } from './toast-queue';

export interface Toast {
  success(title: ReactNode, description?: ReactNode): void;
  error(title: ReactNode, description?: ReactNode): void;
  info(title: ReactNode, description?: ReactNode): void;
}

const TOAST: Toast = {
  success: (title, description) => showToast({ kind: 'success', title, description }),
  error: (title, description) => showToast({ kind: 'error', title, description }),
  info: (title, description) => showToast({ kind: 'info', title, description }),
};

/**
 * A toast: a title and an optional line under it (pairs as in docs/product.md#messages, e.g. 'Logout effettuato' / 'Arrivederci!').
 * One at a time and 5 s long (docs/product.md#toasts), shown by ToastHost in app/providers.tsx.
 */
export function useToast(): Toast {
  return TOAST;
}
