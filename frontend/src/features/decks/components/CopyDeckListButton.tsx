import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../../components/useToast';
import type { DeckDetailDto } from '../../../api/decks';
import { copyWhenReady } from '../copy-when-ready';
import { useLazyExportDeckListQuery } from '../export-api';

/** The deck's cards for /print: the leader once, then every card with its quantity, in list order. */
export function deckPrintList(deck: DeckDetailDto): Array<{ code: string; quantity: number }> {
  const byId = new Map(deck.resolvedCards.map((card) => [card.id, card]));
  const leader = byId.get(deck.leader?.id ?? deck.leaderId ?? Number.NaN) ?? deck.leader;
  const cards = deck.cards.flatMap(({ cardId, quantity }) => {
    const card = byId.get(cardId);
    return card ? [{ code: card.code, quantity }] : [];
  });
  return leader ? [{ code: leader.code, quantity: 1 }, ...cards] : cards;
}

/**
 * Copy deck list (docs/product.md#copy-deck-list-and-exports): leader first, then the cards by code, as `{q}x{code}` lines. The API writes
 * the list (the OPTCGSim export of the decks domain, ADR 0025), so the rule lives in one place.
 */
export function CopyDeckListButton({ deck }: { deck: DeckDetailDto }) {
  const intl = useIntl();
  const toast = useToast();
  const [copying, setCopying] = useState(false);
  const [loadList] = useLazyExportDeckListQuery();

  const copy = async () => {
    setCopying(true);
    const copied = await copyWhenReady(loadList({ id: deck.id, format: 'optcgsim' }, true).unwrap());
    setCopying(false);
    if (copied) toast.success(intl.formatMessage({ id: 'deck.copyList.success' }), intl.formatMessage({ id: 'deck.copyList.successText' }));
    else toast.error(intl.formatMessage({ id: 'deck.copyList.failed' }), intl.formatMessage({ id: 'deck.copyList.failedText' }));
  };

  return (
    <Button type="primary" icon={<CopyOutlined aria-hidden />} loading={copying} onClick={() => void copy()}>
      <FormattedMessage id="deck.copyList" />
    </Button>
  );
}
