import { Radio, Select, Slider } from 'antd';
import { useIntl } from 'react-intl';
import type { CardOddsDto } from '../../api/deck-statistics';

export type TurnOrder = 'first' | 'second';

/** The odds explorer's card picker: every card of the deck, the most-copied first. */
export function OddsCardSelect({
  odds,
  cardId,
  labelId,
  onChange,
}: {
  odds: CardOddsDto[];
  cardId: number;
  labelId: string;
  onChange: (cardId: number) => void;
}) {
  const intl = useIntl();
  return (
    <Select
      aria-labelledby={labelId}
      className="deck-stats__card-select"
      showSearch={{ optionFilterProp: 'label' }}
      value={cardId}
      onChange={onChange}
      options={odds.map((entry) => ({
        value: entry.cardId,
        label: intl.formatMessage({ id: 'deck.statistics.odds.cardOption' }, { name: entry.name, code: entry.code, copies: entry.copies }),
      }))}
    />
  );
}

/** Going first or second. */
export function OddsOrderPicker({ order, labelId, onChange }: { order: TurnOrder; labelId: string; onChange: (order: TurnOrder) => void }) {
  const intl = useIntl();
  return (
    <Radio.Group
      aria-labelledby={labelId}
      optionType="button"
      buttonStyle="solid"
      value={order}
      onChange={(event) => onChange(event.target.value as TurnOrder)}
      options={[
        { value: 'first', label: intl.formatMessage({ id: 'deck.statistics.odds.first' }) },
        { value: 'second', label: intl.formatMessage({ id: 'deck.statistics.odds.second' }) },
      ]}
    />
  );
}

/** The turn, from 1 to the last one the API computed. */
export function OddsTurnSlider({
  turn,
  lastTurn,
  turnLabel,
  onChange,
}: {
  turn: number;
  lastTurn: number;
  turnLabel: (turn: number) => string;
  onChange: (turn: number) => void;
}) {
  const intl = useIntl();
  return (
    <Slider
      min={1}
      max={lastTurn}
      value={turn}
      onChange={onChange}
      ariaLabelForHandle={intl.formatMessage({ id: 'deck.statistics.odds.turn' })}
      ariaValueTextFormatterForHandle={(value) => turnLabel(value ?? 1)}
      tooltip={{ formatter: (value) => turnLabel(value ?? 1) }}
    />
  );
}
