import { CheckCircleFilled, DeleteOutlined, EyeOutlined, ScissorOutlined } from '@ant-design/icons';
import { App, Button, Tag } from 'antd';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { ButtonLink } from '../../components/ButtonLink';
import { useToast } from '../../components/useToast';
import { useClearCardsMutation } from './api';
import { describeCardFailure } from './card-errors';
import { ClearAllImpact } from './DeletionImpact';
import { PrefixDeleteDialog } from './PrefixDeleteDialog';

/** product status panel: cards in the database, success badge, link to /cards, clear database, delete by prefix. */
export function DatabaseStatusPanel({ cardCount }: { cardCount: number }) {
  const intl = useIntl();
  const toast = useToast();
  const { modal } = App.useApp();
  const [prefixOpen, setPrefixOpen] = useState(false);
  const [clearCards, { isLoading: clearing }] = useClearCardsMutation();

  const confirmClear = () => {
    void modal.confirm({
      title: intl.formatMessage({ id: 'admin.import.clear.confirmTitle' }),
      content: (
        <>
          <p>{intl.formatMessage({ id: 'admin.import.clear.confirmText' }, { count: cardCount })}</p>
          {/* Before confirming: which decks would lose their cards (issue #10). */}
          <ClearAllImpact />
        </>
      ),
      okText: intl.formatMessage({ id: 'admin.import.clear.confirm' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: async () => {
        try {
          const { count } = await clearCards().unwrap();
          toast.success(intl.formatMessage({ id: 'admin.import.databaseCleared' }), intl.formatMessage({ id: 'admin.import.databaseClearedText' }, { count }));
        } catch (error) {
          toast.error(intl.formatMessage({ id: 'admin.import.prefix.errorTitle' }), describeCardFailure(intl, error, 'admin.import.prefix.error'));
        }
      },
    });
  };

  return (
    <section className="cards-admin__panel card-status" aria-label={intl.formatMessage({ id: 'admin.import.status.label' })}>
      <div className="card-status__summary">
        <span className="card-status__count">
          <FormattedNumber value={cardCount} />
        </span>
        <span className="card-status__count-label">
          <FormattedMessage id="admin.import.status.count" />
        </span>
        {cardCount > 0 && (
          <Tag color="success" icon={<CheckCircleFilled aria-hidden />} className="card-status__badge">
            <FormattedMessage id="admin.import.status.ready" />
          </Tag>
        )}
      </div>
      <div className="card-status__actions">
        <ButtonLink to="/cards" icon={<EyeOutlined aria-hidden />}>
          <FormattedMessage id="admin.import.status.viewCards" />
        </ButtonLink>
        <Button icon={<ScissorOutlined aria-hidden />} onClick={() => setPrefixOpen(true)} disabled={cardCount === 0}>
          <FormattedMessage id="admin.import.prefix.open" />
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmClear} loading={clearing} disabled={cardCount === 0}>
          <FormattedMessage id="admin.import.clear.button" />
        </Button>
      </div>
      <PrefixDeleteDialog open={prefixOpen} onClose={() => setPrefixOpen(false)} />
    </section>
  );
}
