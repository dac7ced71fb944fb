import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Modal } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardImage } from '../../../components/CardImage';
import { normalizeForSearch } from '../../../lib/search-text';
import type { SheetCard } from './PrintSheets';

/** The print search shows at most 50 results (docs/product.md#limits). */
export const PRINT_SEARCH_LIMIT = 50;

export interface CardSearchDialogProps {
  open: boolean;
  cards: readonly SheetCard[];
  /** Where the card list is: it is asked for when the search first opens. */
  listStatus: 'loading' | 'failed' | 'ready';
  /** How many copies of each code are in the list (shown next to the add button). */
  quantities: ReadonlyMap<string, number>;
  onAdd: (code: string) => void;
  onClose: () => void;
}

/** The cards whose name or code contains the query (any case, accents ignored), at most 50. */
export function searchPrintCards(cards: readonly SheetCard[], query: string): SheetCard[] {
  const needle = normalizeForSearch(query);
  if (!needle) return [];
  const found: SheetCard[] = [];
  for (const card of cards) {
    if (normalizeForSearch(card.name).includes(needle) || card.code.toLowerCase().includes(needle)) found.push(card);
    if (found.length === PRINT_SEARCH_LIMIT) break;
  }
  return found;
}

export function CardSearchDialog({ open, cards, listStatus, quantities, onAdd, onClose }: CardSearchDialogProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => searchPrintCards(cards, deferredQuery), [cards, deferredQuery]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={intl.formatMessage({ id: 'print.search.title' })}
      footer={
        <Button type="primary" onClick={onClose}>
          <FormattedMessage id="print.search.done" />
        </Button>
      }
      width={640}
      className="print-search"
      destroyOnHidden
    >
      <Input.Search
        autoFocus
        allowClear
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={intl.formatMessage({ id: 'print.search.placeholder' })}
        aria-label={intl.formatMessage({ id: 'print.search.label' })}
      />
      <p className="print-search__hint" role="status">
        {deferredQuery.trim() === '' ? (
          <FormattedMessage id="print.search.hint" />
        ) : listStatus === 'loading' ? (
          <FormattedMessage id="print.search.loading" />
        ) : listStatus === 'failed' ? (
          <FormattedMessage id="print.error.title" />
        ) : results.length === 0 ? (
          <FormattedMessage id="print.search.none" />
        ) : (
          <FormattedMessage id="print.search.count" values={{ count: results.length, limit: PRINT_SEARCH_LIMIT }} />
        )}
      </p>
      <ul className="print-search__results" aria-label={intl.formatMessage({ id: 'print.search.results' })}>
        {results.map((card) => (
          <li key={card.code} className="print-search__result">
            <CardImage code={card.code} src={card.imageUrl} size="thumb" alt="" width={48} height={67} />
            <span className="print-search__name">
              <strong>{card.name}</strong>
              <span className="print-search__code">{card.code}</span>
            </span>
            {quantities.get(card.code) ? <span className="print-search__in-list">×{quantities.get(card.code)}</span> : null}
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => onAdd(card.code)}
              aria-label={intl.formatMessage({ id: 'print.search.add' }, { name: card.name, code: card.code })}
            >
              <FormattedMessage id="print.search.addShort" />
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
