import { FormattedMessage } from 'react-intl';
import type { AdminTabProps } from '../admin-tab';
import { DeckBuilder } from '../../deck-builder/DeckBuilder';

/** The 'Deck Builder' tab: a new deck (decks are edited from 'Gestione Mazzi'). */
export function DeckBuilderTab(_props: AdminTabProps) {
  return (
    <div className="admin-section">
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">
            <FormattedMessage id="admin.builder.tab" />
          </h2>
          <p className="admin-section__intro">
            <FormattedMessage id="admin.builder.intro" />
          </p>
        </div>
      </header>
      <DeckBuilder />
    </div>
  );
}
