import { CheckCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useListCardsQuery, type CardDto } from './api';
import { AutomaticCardSearch } from './AutomaticCardSearch';
import { DatabaseStatusPanel } from './DatabaseStatusPanel';
import { ImportFormatHelp } from './ImportFormatHelp';
import { describeEntryProblems } from './entry-problems';
import { ImportSources } from './ImportSources';
import { PASTE_SOURCE, useCardImport, type ImportState } from './useCardImport';
import './cards-admin.css';

const NO_CARDS: CardDto[] = [];

/** The 'Importa carte' tab (docs/product.md#cards-import): the dashboard's first and default section. */
export function CardImportTab() {
  const intl = useIntl();
  const { data: cards = NO_CARDS, isSuccess } = useListCardsQuery();
  const { state, importText, reject, importing } = useCardImport();
  const existingCodes = useMemo(() => cards.map((card) => card.code), [cards]);

  return (
    <div className="admin-section cards-admin">
      <div className="admin-section__header">
        <div>
          <h2 className="admin-section__title">
            <FormattedMessage id="admin.import.title" />
          </h2>
          <p className="admin-section__intro">
            <FormattedMessage id="admin.import.intro" />
          </p>
        </div>
      </div>

      <div className="cards-admin__columns">
        <div className="cards-admin__main">
          <section className="cards-admin__panel" aria-label={intl.formatMessage({ id: 'admin.import.sources.label' })}>
            <ImportSources importing={importing} onImport={(text, source) => void importText(text, source)} onReject={reject} />
            <ImportResult state={state} />
          </section>
          {(state.status === 'success' || state.status === 'failed' || (isSuccess && cards.length > 0)) && <DatabaseStatusPanel cardCount={cards.length} />}
          <AutomaticCardSearch existingCodes={existingCodes} />
        </div>
        <aside className="cards-admin__side">
          <ImportFormatHelp />
        </aside>
      </div>
    </div>
  );
}

function ImportResult({ state }: { state: ImportState }) {
  const intl = useIntl();
  const source = (name: string) => (name === PASTE_SOURCE ? intl.formatMessage({ id: 'admin.import.source.paste' }) : name);
  switch (state.status) {
    case 'idle':
      return null;
    case 'importing':
      return (
        <Alert
          className="card-import__result"
          type="info"
          icon={<LoadingOutlined aria-hidden />}
          showIcon
          title={intl.formatMessage({ id: 'admin.import.importing' }, { source: source(state.source) })}
        />
      );
    case 'success':
      return (
        <Alert
          className="card-import__result"
          type="success"
          icon={<CheckCircleOutlined aria-hidden />}
          showIcon
          title={intl.formatMessage({ id: 'admin.import.success' }, { count: state.count })}
          description={source(state.source)}
        />
      );
    case 'failed':
      return (
        <Alert
          className="card-import__result"
          type="error"
          showIcon
          title={`${intl.formatMessage({ id: 'admin.import.failed' })} (${intl.formatMessage({ id: 'admin.import.count' }, { count: state.count })})`}
          description={
            <>
              <p className="card-import__error">{state.message}</p>
              {state.entries.length > 0 && (
                <>
                  <p className="card-import__error">
                    <FormattedMessage id="admin.import.entries" values={{ count: state.invalidEntries }} />
                  </p>
                  <ul className="card-import__entries" aria-label={intl.formatMessage({ id: 'admin.import.entries.label' })}>
                    {state.entries.map((entry) => (
                      <li key={entry.entry}>
                        <strong>
                          {entry.code
                            ? intl.formatMessage({ id: 'admin.import.entry.withCode' }, { entry: entry.entry, code: entry.code })
                            : intl.formatMessage({ id: 'admin.import.entry' }, { entry: entry.entry })}
                        </strong>
                        {': '}
                        {describeEntryProblems(intl, entry)}
                      </li>
                    ))}
                  </ul>
                  {state.invalidEntries > state.entries.length && (
                    <p className="cards-admin__muted">
                      <FormattedMessage id="admin.import.entries.more" values={{ count: state.invalidEntries - state.entries.length }} />
                    </p>
                  )}
                </>
              )}
            </>
          }
        />
      );
  }
}
