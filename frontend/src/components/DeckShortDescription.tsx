import { FormattedMessage, useIntl } from 'react-intl';
import { shortDescriptionFor, type DeckShortDescriptions } from '../lib/deck-short-description';

/**
 * A deck's short description in the page's language (ADR 0076): the Italian site shows the Italian one,
 * and the English one marked "in inglese" when the deck has none (and the other way round).
 */
export function DeckShortDescription({ deck, className }: { deck: DeckShortDescriptions; className: string }) {
  const intl = useIntl();
  const shown = shortDescriptionFor(deck, intl.locale.startsWith('it') ? 'it' : 'en');
  if (!shown) return null;
  return (
    <p className={className}>
      <span lang={shown.fallbackFrom ?? undefined}>{shown.text}</span>
      {shown.fallbackFrom && (
        <>
          {' '}
          <span className="deck-short-description__language">
            <FormattedMessage id={shown.fallbackFrom === 'en' ? 'decks.shortDescription.inEnglish' : 'decks.shortDescription.inItalian'} />
          </span>
        </>
      )}
    </p>
  );
}
