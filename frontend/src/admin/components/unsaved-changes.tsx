import { App } from 'antd';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * Unsaved work in the back office (issue 38, ADR 0073). Every form that can lose what was typed says
 * whether it differs from what is saved; while it does:
 * - the browser asks before the page is left (reload, closing the tab),
 * - the dashboard asks before another section opens (the open one is unmounted),
 * - a dialog asks "Discard changes?" before it closes by Esc, ×, Cancel or a click outside.
 * The deck builder is the exception: it keeps its work in this browser (ADR 0016) and asks only on its own 'Cancel'.
 */

/** The forms holding unsaved work right now, one token each. */
const unsaved = new Set<symbol>();

/** Whether some form of the back office holds unsaved work (the section navigation asks first). */
export function hasUnsavedChanges(): boolean {
  return unsaved.size > 0;
}

/** Compared as data: key order and fields left undefined do not count as changes. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>)
            .filter(([, field]) => field !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : item,
  );
}

/** Whether a form's values differ from the ones it started with. */
export function changedFrom(initial: unknown, current: unknown): boolean {
  return canonical(initial) !== canonical(current);
}

/**
 * The "Discard changes?" question, asked once at a time (Esc pressed twice opens one question).
 * `discard` runs when the admin chooses to throw the work away; 'Keep editing' leaves everything open.
 */
export function useConfirmDiscard(): (discard: () => void) => void {
  const { modal } = App.useApp();
  const intl = useIntl();
  const asking = useRef(false);
  return useCallback(
    (discard: () => void) => {
      if (asking.current) return;
      asking.current = true;
      modal.confirm({
        title: intl.formatMessage({ id: 'admin.unsaved.title' }),
        content: intl.formatMessage({ id: 'admin.unsaved.text' }),
        okText: intl.formatMessage({ id: 'admin.unsaved.discard' }),
        okButtonProps: { danger: true },
        cancelText: intl.formatMessage({ id: 'admin.unsaved.keep' }),
        onOk: discard,
        afterClose: () => {
          asking.current = false;
        },
      });
    },
    [modal, intl],
  );
}

/**
 * A form's unsaved work: registers it while `dirty` (page leave and section switch ask) and returns
 * `confirmDiscard(close)`, which closes at once when nothing changed and asks first otherwise.
 */
export function useUnsavedChanges(dirty: boolean): { confirmDiscard(close: () => void): void } {
  const ask = useConfirmDiscard();
  useEffect(() => {
    if (!dirty) return;
    const token = Symbol('unsaved form');
    unsaved.add(token);
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      unsaved.delete(token);
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);
  const confirmDiscard = useCallback((close: () => void) => (dirty ? ask(close) : close()), [dirty, ask]);
  return useMemo(() => ({ confirmDiscard }), [confirmDiscard]);
}

interface GuardContext {
  setDirty(dirty: boolean): void;
  requestClose(): void;
}

const DialogGuard = createContext<GuardContext | null>(null);

/**
 * For a dialog whose form is a child component: give the Modal `onCancel={guard.requestClose}`, wrap
 * its content in `<DialogGuardScope guard={guard}>`, and let the form report with `useDialogForm(dirty)`.
 */
export function useDialogGuard(onClose: () => void): { requestClose(): void; scope: GuardContext } {
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useUnsavedChanges(dirty);
  // Refs keep the context value stable: a new one on every keystroke would re-render the whole form.
  const latest = useRef({ confirmDiscard, onClose });
  useEffect(() => {
    latest.current = { confirmDiscard, onClose };
  }, [confirmDiscard, onClose]);
  const requestClose = useCallback(() => latest.current.confirmDiscard(() => latest.current.onClose()), []);
  const scope = useMemo<GuardContext>(() => ({ setDirty, requestClose }), [requestClose]);
  return { requestClose, scope };
}

export function DialogGuardScope({ guard, children }: { guard: { scope: GuardContext }; children: ReactNode }) {
  return <DialogGuard.Provider value={guard.scope}>{children}</DialogGuard.Provider>;
}

/**
 * Inside a guarded dialog: reports whether the form differs from what it started with, and returns
 * the guarded close for the form's own Cancel button. Outside one it only registers the work.
 */
export function useDialogForm(dirty: boolean, onClose: () => void): () => void {
  const guard = useContext(DialogGuard);
  const own = useUnsavedChanges(guard ? false : dirty);
  useEffect(() => {
    if (!guard) return;
    guard.setDirty(dirty);
  }, [guard, dirty]);
  // Closed or saved: the form is gone, and so is its work.
  useEffect(() => () => guard?.setDirty(false), [guard]);
  return guard ? guard.requestClose : () => own.confirmDiscard(onClose);
}
