import { Button } from 'antd';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { CardDto } from '../../../api/decks';
import { useGameRules } from '../../../api/game-rules';
import { CardImage } from '../../../components/CardImage';
import { CardTextFace } from '../../../components/CardTextFace';
import type { CompositionGroup } from '../deck-composition';
import { dealHand, lastTurn, randomSeed, readHandState, sampleDeck, writeHandState, type HandState } from '../sample-hand';

/**
 * "Draw a sample hand" (issue 35, ADR 0065): the deck shuffled from a seed, the opening hand, one
 * mulligan before the first turn, a draw per turn, going first or second. The seed and where the
 * test game stands live in the address (`?hand=<seed>&first=1&mulligan=0&turn=0`), written with
 * `replace` (no history entry per draw) and without moving the page, so a shared link shows the same
 * hand. The numbers of the draw are the game rules' (`draws`); the hand keeps its height whatever
 * it holds (a row that scrolls sideways), so drawing moves nothing on the page.
 */
export function SampleHand({ groups }: { groups: readonly CompositionGroup[] }) {
  const intl = useIntl();
  const rules = useGameRules()?.draws;
  const [params, setParams] = useSearchParams();
  const deck = useMemo(() => sampleDeck(groups), [groups]);
  const handLabelId = useId();
  const orderLabelId = useId();
  const rowRef = useRef<HTMLOListElement>(null);
  const state = rules ? readHandState(params, rules) : null;
  const dealt = state && rules ? dealHand(deck, state, rules) : null;
  const turn = state?.turn ?? 0;

  // A draw shows the new card: the row scrolls to its end (only when the turn moves, not on arrival).
  const shownTurn = useRef(turn);
  useEffect(() => {
    if (shownTurn.current === turn) return;
    shownTurn.current = turn;
    const row = rowRef.current;
    if (row && turn > 0) row.scrollLeft = row.scrollWidth;
  }, [turn]);

  if (!rules || deck.length === 0) return null;

  const show = (next: HandState) => setParams(writeHandState(params, next), { replace: true, preventScrollReset: true });
  const goingFirst = state?.goingFirst ?? true;
  const newHand = (order = goingFirst) => show({ seed: randomSeed(), goingFirst: order, mulligans: 0, turn: 0 });
  const canMulligan = state !== null && state.turn === 0 && state.mulligans < rules.mulligans;
  const canDraw = state !== null && state.turn < lastTurn(deck.length, state.goingFirst, rules);
  const canChooseOrder = state === null || state.turn === 0;
  const chooseOrder = (order: boolean) => (state ? show({ ...state, goingFirst: order }) : newHand(order));

  const cardAlt = (card: CardDto) => intl.formatMessage({ id: 'deck.sampleHand.cardAlt' }, { name: card.name, code: card.code });
  const names = (cards: readonly CardDto[]) => intl.formatList(cards.map(cardAlt), { type: 'conjunction' });
  const announcement = (() => {
    if (!state || !dealt) return '';
    if (state.turn === 0)
      return intl.formatMessage(
        { id: state.mulligans > 0 ? 'deck.sampleHand.announce.mulligan' : 'deck.sampleHand.announce.hand' },
        { cards: names(dealt.hand) },
      );
    if (dealt.drawnThisTurn.length > 0)
      return intl.formatMessage({ id: 'deck.sampleHand.announce.drew' }, { turn: state.turn, cards: names(dealt.drawnThisTurn) });
    return intl.formatMessage({ id: 'deck.sampleHand.announce.noDraw' }, { turn: state.turn });
  })();
  // The cards this turn drew, marked in the row (the last ones).
  const firstNew = dealt ? dealt.hand.length - dealt.drawnThisTurn.length : 0;

  return (
    <div className="sample-hand">
      <p className="sample-hand__note">
        <FormattedMessage id="deck.sampleHand.explain" values={{ count: rules.openingHand }} />
      </p>
      <div className="sample-hand__controls">
        <Button type="primary" onClick={() => newHand()}>
          <FormattedMessage id="deck.sampleHand.new" />
        </Button>
        <Button onClick={() => state && show({ ...state, mulligans: state.mulligans + 1 })} disabled={!canMulligan}>
          <FormattedMessage id="deck.sampleHand.mulligan" />
        </Button>
        <Button onClick={() => state && show({ ...state, turn: state.turn + 1 })} disabled={!canDraw}>
          <FormattedMessage id="deck.sampleHand.draw" />
        </Button>
        <div className="sample-hand__order" role="group" aria-labelledby={orderLabelId}>
          <span id={orderLabelId} className="decks-sr-only">
            <FormattedMessage id="deck.statistics.odds.order" />
          </span>
          {[true, false].map((order) => (
            <Button
              key={String(order)}
              type={goingFirst === order ? 'primary' : 'default'}
              ghost={goingFirst === order}
              aria-pressed={goingFirst === order}
              disabled={!canChooseOrder}
              onClick={() => chooseOrder(order)}
            >
              <FormattedMessage id={order ? 'deck.statistics.odds.first' : 'deck.statistics.odds.second'} />
            </Button>
          ))}
        </div>
      </div>

      <p className="sample-hand__status">
        {state && dealt ? (
          <FormattedMessage id="deck.sampleHand.status" values={{ turn: state.turn, left: dealt.left, mulligans: state.mulligans, held: dealt.hand.length }} />
        ) : (
          <FormattedMessage id="deck.sampleHand.none" values={{ count: deck.length }} />
        )}
      </p>

      <span id={handLabelId} className="decks-sr-only">
        <FormattedMessage id="deck.sampleHand.list" values={{ count: dealt?.hand.length ?? 0 }} />
      </span>
      <ol ref={rowRef} className="sample-hand__cards" aria-labelledby={handLabelId} tabIndex={dealt ? 0 : undefined}>
        {dealt?.hand.map((card, index) => (
          <li key={index} className={turn > 0 && index >= firstNew ? 'sample-hand__card sample-hand__card--new' : 'sample-hand__card'}>
            <CardImage
              code={card.code}
              size="thumb"
              src={card.imageUrl}
              alt={cardAlt(card)}
              width={630}
              height={880}
              fallback={<CardTextFace card={card} alt={cardAlt(card)} />}
            />
          </li>
        ))}
      </ol>
      <p className="decks-sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
