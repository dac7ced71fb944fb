import { notification } from 'antd';
import { useEffect } from 'react';
import { attachToastOutlet } from './toast-queue';

/** One toast at a time (docs/product.md#toasts), 5 s long, centred below the sticky header (issue #10). */
export default function ToastOutlet() {
  const [api, holder] = notification.useNotification({ maxCount: 1, duration: 5, placement: 'top', top: 80 });
  useEffect(() => attachToastOutlet(({ kind, title, description }) => api[kind]({ title, description })), [api]);
  return holder;
}
