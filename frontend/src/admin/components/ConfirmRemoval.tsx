import { Alert, App, Skeleton } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** One thing that goes with what is removed: "3 comments", "its place in Tier 1 of OP10". */
export interface RemovalItem {
  key: string;
  text: ReactNode;
}

/**
 * What else a removal takes away, listed under the thing itself (issue 38): "Also removed:" and the
 * items, or that nothing else goes. While the list is counted a skeleton holds its place; a failed
 * count says so rather than claiming nothing goes.
 */
export function RemovalList({ items, loading = false, failed = false }: { items: readonly RemovalItem[]; loading?: boolean; failed?: boolean }) {
  const intl = useIntl();
  if (loading) return <Skeleton active title={false} paragraph={{ rows: 2 }} className="confirm-removal__loading" />;
  if (failed) return <Alert className="confirm-removal__failed" type="warning" showIcon title={intl.formatMessage({ id: 'admin.removal.countFailed' })} />;
  if (items.length === 0)
    return (
      <p className="confirm-removal__nothing">
        <FormattedMessage id="admin.removal.nothingElse" />
      </p>
    );
  return (
    <div className="confirm-removal__also">
      <p className="confirm-removal__heading" id="confirm-removal-heading">
        <FormattedMessage id="admin.removal.also" />
      </p>
      <ul className="confirm-removal__list" aria-labelledby="confirm-removal-heading">
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
    </div>
  );
}

export interface RemovalQuestion {
  /** The question, e.g. 'Sei sicuro di voler eliminare questo mazzo?' (it names the dialog). */
  title: string;
  /** What is removed, by name. */
  subject: ReactNode;
  /** What goes with it: usually a <RemovalList>, or a component that counts and renders one. */
  removes: ReactNode;
  /** Said last; 'This action cannot be undone.' unless told otherwise. */
  note?: ReactNode;
  /** The confirming button: 'Elimina' unless told otherwise. */
  okText?: string;
  onOk(): unknown;
}

/**
 * Every destructive action of the back office asks through this one dialog (ADR 0073): it names what
 * is removed, then everything that goes with it, then whether it can be undone.
 */
export function useConfirmRemoval(): (question: RemovalQuestion) => void {
  const { modal } = App.useApp();
  const intl = useIntl();
  return useCallback(
    ({ title, subject, removes, note, okText, onOk }: RemovalQuestion) => {
      modal.confirm({
        title,
        width: 480,
        content: (
          <div className="confirm-removal">
            <p className="confirm-removal__subject">{subject}</p>
            {removes}
            <p className="confirm-removal__note">{note ?? <FormattedMessage id="admin.removal.irreversible" />}</p>
          </div>
        ),
        okText: okText ?? intl.formatMessage({ id: 'common.delete' }),
        okButtonProps: { danger: true },
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onOk: () => onOk(),
      });
    },
    [modal, intl],
  );
}
