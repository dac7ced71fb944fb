import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Select } from 'antd';
import { memo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MatchupDto } from '../../api/decks';
import { MatchupBadge } from '../../components/MatchupBadge';

type Favorability = MatchupDto['favorable'];
const FAVORABILITY: readonly Favorability[] = ['Favorable', 'Even', 'Unfavorable'];

/** SPEC §2 matchup editor: the list, remove, and add (deck, favourability and strategy all needed). */
export const MatchupEditor = memo(function MatchupEditor({ matchups, onChange }: { matchups: readonly MatchupDto[]; onChange(matchups: MatchupDto[]): void }) {
  const intl = useIntl();
  const [deck, setDeck] = useState('');
  const [favorable, setFavorable] = useState<Favorability | undefined>(undefined);
  const [strategy, setStrategy] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const label = (value: Favorability) => intl.formatMessage({ id: `deck.matchups.${value.toLowerCase() as 'favorable' | 'even' | 'unfavorable'}` });

  const add = () => {
    if (!deck.trim() || !favorable || !strategy.trim()) {
      setIncomplete(true);
      return;
    }
    onChange([...matchups, { deck: deck.trim(), favorable, strategy: strategy.trim() }]);
    setDeck('');
    setFavorable(undefined);
    setStrategy('');
    setIncomplete(false);
  };

  return (
    <div className="builder-matchups">
      {matchups.length === 0 ? (
        <p className="builder-muted">
          <FormattedMessage id="deck.matchups.empty" />
        </p>
      ) : (
        <ul className="builder-matchups__list" aria-label={intl.formatMessage({ id: 'admin.builder.matchups.list' })}>
          {matchups.map((matchup, index) => (
            <li key={`${matchup.deck}-${index}`} className="builder-matchup">
              <div className="builder-matchup__head">
                <strong>{matchup.deck}</strong>
                <MatchupBadge favorable={matchup.favorable} />
              </div>
              <p className="builder-matchup__strategy">{matchup.strategy}</p>
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => onChange(matchups.filter((_, position) => position !== index))}
                aria-label={intl.formatMessage({ id: 'admin.builder.matchups.remove' }, { deck: matchup.deck })}
              />
            </li>
          ))}
        </ul>
      )}

      <fieldset className="builder-matchups__add">
        <legend>
          <FormattedMessage id="admin.builder.matchups.addTitle" />
        </legend>
        <div className="builder-matchups__row">
          <Input
            aria-label={intl.formatMessage({ id: 'admin.builder.matchups.deck' })}
            placeholder={intl.formatMessage({ id: 'admin.builder.matchups.deck' })}
            value={deck}
            maxLength={120}
            onChange={(event) => setDeck(event.target.value)}
          />
          <Select<Favorability>
            aria-label={intl.formatMessage({ id: 'admin.builder.matchups.favorable' })}
            placeholder={intl.formatMessage({ id: 'admin.builder.matchups.favorable' })}
            value={favorable}
            onChange={setFavorable}
            options={FAVORABILITY.map((value) => ({ value, label: label(value) }))}
            className="builder-matchups__select"
          />
        </div>
        <Input.TextArea
          aria-label={intl.formatMessage({ id: 'admin.builder.matchups.strategy' })}
          placeholder={intl.formatMessage({ id: 'admin.builder.matchups.strategy' })}
          value={strategy}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={5000}
          onChange={(event) => setStrategy(event.target.value)}
        />
        {incomplete && <Alert type="error" showIcon title={intl.formatMessage({ id: 'admin.builder.matchups.required' })} />}
        <Button icon={<PlusOutlined aria-hidden />} onClick={add}>
          <FormattedMessage id="admin.builder.matchups.add" />
        </Button>
      </fieldset>
    </div>
  );
});
