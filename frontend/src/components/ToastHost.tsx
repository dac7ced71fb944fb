import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastWanted } from './toast-queue';

const ToastOutlet = lazy(() => import('./ToastOutlet'));

/** Where toasts appear (inside the providers, for the theme): mounted with the first toast. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWanted(() => setWanted(true)), []);
  useEffect(() => {
    // Toasts answer what the visitor does: the first press of a key or a pointer mounts the outlet,
    // so it is ready when the answer comes, and a visitor who only reads never downloads it.
    const mount = () => setWanted(true);
    const options = { capture: true, once: true, passive: true };
    window.addEventListener('pointerdown', mount, options);
    window.addEventListener('keydown', mount, options);
    return () => {
      window.removeEventListener('pointerdown', mount, options);
      window.removeEventListener('keydown', mount, options);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  ) : null;
}
