import { CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { useCopyDeckMutation, type DeckSummaryDto } from '../../api/decks';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';

/**
 * "Duplica" in 'Gestione Mazzi' (ADR 0075): the players' copy route (POST /api/decks/{id}/copy) makes an
 * admin's copy a curated draft named "<name> (copia)" / "(copy)" in the page's language; it opens in the builder.
 */
export function DuplicateDeckButton({ deck, onDuplicated }: { deck: Pick<DeckSummaryDto, 'id' | 'name'>; onDuplicated(id: number): void }) {
  const intl = useIntl();
  const toast = useToast();
  const [copyDeck, { isLoading }] = useCopyDeckMutation();

  const duplicate = async () => {
    try {
      const copy = await copyDeck({ id: deck.id }).unwrap();
      toast.success(intl.formatMessage({ id: 'admin.decks.duplicated' }), copy.name);
      onDuplicated(copy.id);
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.decks.duplicateFailed' }), describeApiFailure(intl, failure, 'admin.decks.duplicateFailedText'));
    }
  };

  return (
    <Tooltip title={intl.formatMessage({ id: 'admin.decks.duplicate' })}>
      <Button
        type="text"
        icon={<CopyOutlined aria-hidden />}
        loading={isLoading}
        onClick={() => void duplicate()}
        aria-label={intl.formatMessage({ id: 'admin.decks.duplicateLabel' }, { name: deck.name })}
      />
    </Tooltip>
  );
}
