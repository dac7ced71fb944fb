import { CloseOutlined, DeleteOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../components/useToast';
import { useConfirmRemoval } from '../components/ConfirmRemoval';
import { useDeleteSelectedCardsMutation, useNormalizeCardTypesMutation, type CardDto } from './api';
import { describeCardFailure } from './card-errors';
import { SelectionImpact } from './DeletionImpact';

/** How many of the selected codes the deletion's question names; the rest are counted. */
export const NAMED_CODES = 12;

/**
 * What an admin does to the cards selected in 'Gestione Carte' (ADR 0075), one request each: delete them
 * (after a question that names them and the decks that lose them) or normalise their types (the rule of
 * the normalisation panel, limited to them).
 */
export function CardBulkActions({ selected, onDone }: { selected: readonly CardDto[]; onDone(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const confirmRemoval = useConfirmRemoval();
  const [deleteSelected, { isLoading: deleting }] = useDeleteSelectedCardsMutation();
  const [normalize, { isLoading: normalizing }] = useNormalizeCardTypesMutation();
  if (selected.length === 0) return null;
  const ids = selected.map((card) => card.id);
  const codes = selected.map((card) => card.code);
  const busy = deleting || normalizing;

  const normalizeSelected = async () => {
    try {
      const outcome = await normalize({ normalizeTypesDto: { ids } }).unwrap();
      toast.success(
        intl.formatMessage({ id: 'admin.cards.normalize.done' }),
        intl.formatMessage({ id: 'admin.cards.normalize.doneText' }, { count: outcome.updatedCount }),
      );
      onDone();
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'admin.cards.toast.errorTitle' }), describeCardFailure(intl, error, 'admin.cards.normalize.failed'));
    }
  };

  const confirmDelete = () =>
    confirmRemoval({
      title: intl.formatMessage({ id: 'admin.cards.bulk.deleteTitle' }, { count: ids.length }),
      subject: (
        <>
          <FormattedMessage id="admin.cards.bulk.deleteSubject" values={{ count: ids.length }} />{' '}
          <span className="card-bulk__codes">
            {codes.slice(0, NAMED_CODES).join(', ')}
            {codes.length > NAMED_CODES && (
              <>
                {' '}
                <FormattedMessage id="admin.cards.bulk.andMore" values={{ count: codes.length - NAMED_CODES }} />
              </>
            )}
          </span>
        </>
      ),
      removes: <SelectionImpact ids={ids} />,
      onOk: async () => {
        try {
          const { count } = await deleteSelected({ cardSelectionDto: { ids } }).unwrap();
          toast.success(intl.formatMessage({ id: 'admin.cards.bulk.deleted' }, { count }));
          onDone();
        } catch (error) {
          toast.error(intl.formatMessage({ id: 'admin.cards.toast.errorTitle' }), describeCardFailure(intl, error, 'admin.cards.bulk.deleteFailed'));
        }
      },
    });

  return (
    <section className="card-bulk" aria-label={intl.formatMessage({ id: 'admin.cards.bulk.label' })}>
      <p className="card-bulk__count" aria-live="polite">
        <FormattedMessage id="admin.cards.bulk.selected" values={{ count: ids.length }} />
      </p>
      <div className="card-bulk__actions">
        <Button icon={<ThunderboltOutlined aria-hidden />} loading={normalizing} disabled={busy} onClick={() => void normalizeSelected()}>
          <FormattedMessage id="admin.cards.bulk.normalize" />
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={deleting} disabled={busy} onClick={confirmDelete}>
          <FormattedMessage id="admin.cards.bulk.delete" />
        </Button>
        <Button type="text" icon={<CloseOutlined aria-hidden />} disabled={busy} onClick={onDone}>
          <FormattedMessage id="admin.cards.bulk.clear" />
        </Button>
      </div>
    </section>
  );
}
