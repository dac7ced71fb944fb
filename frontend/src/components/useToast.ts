import { App } from 'antd';
import { useMemo, type ReactNode } from 'react';

export interface Toast {
  success(title: ReactNode, description?: ReactNode): void;
  error(title: ReactNode, description?: ReactNode): void;
  info(title: ReactNode, description?: ReactNode): void;
}

/**
 * A toast: a title and an optional line under it (SPEC §8 pairs, e.g. 'Logout effettuato' / 'Arrivederci!').
 * One at a time and 5 s long (SPEC §9), as configured on antd's <App> in app/providers.tsx.
 */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title, description) => notification.success({ title, description }),
      error: (title, description) => notification.error({ title, description }),
      info: (title, description) => notification.info({ title, description }),
    }),
    [notification],
  );
}
