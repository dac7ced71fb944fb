import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Select } from 'antd';
import { memo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MatchupDto } from '../api/decks';
import { useGameRules } from '../api/game-rules';
import { MatchupBadge } from '../components/MatchupBadge';
import { SAMPLE_MATCHUPS } from './deck-draft';

type Favorability = MatchupDto['favorable'];
const NO_VALUES: Favorability[] = [];

type MatchupField = 'deck' | 'favorable' | 'strategy';

/**
 * Matchup editor (docs/product.md#deck-builder): the list, remove, and add (deck, favourability and strategy all needed;
 * the message names what is missing). A deck without matchups shows the three samples as
 * placeholders (issue #10): examples to start from, copied into the form by 'Usa come base' and
 * saved only once edited and added, never on their own.
 */
export const MatchupEditor = memo(function MatchupEditor({ matchups, onChange }: { matchups: readonly MatchupDto[]; onChange(matchups: MatchupDto[]): void }) {
  const intl = useIntl();
  // The favourability values are the game rules' (GET /api/game-rules).
  const favorability = (useGameRules()?.favorability ?? NO_VALUES) as readonly Favorability[];
  const [deck, setDeck] = useState('');
  const [favorable, setFavorable] = useState<Favorability | undefined>(undefined);
  const [strategy, setStrategy] = useState('');
  const [missing, setMissing] = useState<MatchupField[]>([]);
  const label = (value: Favorability) => intl.formatMessage({ id: `deck.matchups.${value.toLowerCase() as 'favorable' | 'even' | 'unfavorable'}` });

  const add = () => {
    const absent: MatchupField[] = [
      ...(!deck.trim() ? ['deck' as const] : []),
      ...(!favorable ? ['favorable' as const] : []),
      ...(!strategy.trim() ? ['strategy' as const] : []),
    ];
    setMissing(absent);
    if (absent.length > 0 || !favorable) return;
    onChange([...matchups, { deck: deck.trim(), favorable, strategy: strategy.trim() }]);
    setDeck('');
    setFavorable(undefined);
    setStrategy('');
  };
  const startFrom = (sample: MatchupDto) => {
    setDeck(sample.deck);
    setFavorable(sample.favorable);
    setStrategy(sample.strategy);
    setMissing([]);
  };
  const fieldName = (field: MatchupField) => intl.formatMessage({ id: `builder.matchups.${field}` }).toLowerCase();

  return (
    <div className="builder-matchups">
      {matchups.length === 0 ? (
        <div className="builder-matchups__samples">
          <p className="builder-muted">
            <FormattedMessage id="builder.matchups.samplesIntro" />
          </p>
          <ul className="builder-matchups__list" aria-label={intl.formatMessage({ id: 'builder.matchups.samples' })}>
            {SAMPLE_MATCHUPS.map((sample) => (
              <li key={sample.deck} className="builder-matchup builder-matchup--sample">
                <div className="builder-matchup__head">
                  <strong>{sample.deck}</strong>
                  <MatchupBadge favorable={sample.favorable} />
                </div>
                <p className="builder-matchup__strategy">{sample.strategy}</p>
                <Button
                  size="small"
                  onClick={() => startFrom(sample)}
                  aria-label={intl.formatMessage({ id: 'builder.matchups.useSampleLabel' }, { deck: sample.deck })}
                >
                  <FormattedMessage id="builder.matchups.useSample" />
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="builder-matchups__list" aria-label={intl.formatMessage({ id: 'builder.matchups.list' })}>
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
                aria-label={intl.formatMessage({ id: 'builder.matchups.remove' }, { deck: matchup.deck })}
              />
            </li>
          ))}
        </ul>
      )}

      <fieldset className="builder-matchups__add">
        <legend>
          <FormattedMessage id="builder.matchups.addTitle" />
        </legend>
        <div className="builder-matchups__row">
          <Input
            aria-label={intl.formatMessage({ id: 'builder.matchups.deck' })}
            placeholder={intl.formatMessage({ id: 'builder.matchups.deck' })}
            value={deck}
            status={missing.includes('deck') ? 'error' : undefined}
            maxLength={120}
            onChange={(event) => setDeck(event.target.value)}
          />
          <Select<Favorability>
            aria-label={intl.formatMessage({ id: 'builder.matchups.favorable' })}
            placeholder={intl.formatMessage({ id: 'builder.matchups.favorable' })}
            value={favorable}
            status={missing.includes('favorable') ? 'error' : undefined}
            onChange={(value) => {
              setFavorable(value);
              setMissing((current) => current.filter((field) => field !== 'favorable'));
            }}
            options={favorability.map((value) => ({ value, label: label(value) }))}
            className="builder-matchups__select"
          />
        </div>
        <Input.TextArea
          aria-label={intl.formatMessage({ id: 'builder.matchups.strategy' })}
          placeholder={intl.formatMessage({ id: 'builder.matchups.strategy' })}
          value={strategy}
          status={missing.includes('strategy') ? 'error' : undefined}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={5000}
          onChange={(event) => setStrategy(event.target.value)}
        />
        {missing.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={intl.formatMessage({ id: 'builder.matchups.required' })}
            description={intl.formatMessage({ id: 'builder.matchups.missing' }, { fields: missing.map(fieldName).join(', ') })}
          />
        )}
        <Button icon={<PlusOutlined aria-hidden />} onClick={add}>
          <FormattedMessage id="builder.matchups.add" />
        </Button>
      </fieldset>
    </div>
  );
});
