import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';
import { aDeck } from '../test/decks';
import { testMessages } from '../test/messages';
import { DeckTile } from './DeckTile';
import { DeckShortDescription } from './DeckShortDescription';

const inLanguage = (language: 'it' | 'en', ui: ReactNode) =>
  render(
    <IntlProvider locale={language} messages={testMessages[language]}>
      <MemoryRouter>{ui}</MemoryRouter>
    </IntlProvider>,
  );

describe('a deck’s short description in the page’s language (ADR 0076)', () => {
  it('the Italian site shows the Italian one, unmarked', () => {
    inLanguage('it', <DeckShortDescription deck={{ shortDescription: 'Fast red aggro', shortDescription_it: 'Aggro rosso veloce' }} className="summary" />);
    expect(screen.getByText('Aggro rosso veloce')).toBeInTheDocument();
    expect(screen.queryByText('(in inglese)')).not.toBeInTheDocument();
  });

  it('falls back to the English one on the Italian site, marked "in inglese" and in English for screen readers', () => {
    inLanguage('it', <DeckShortDescription deck={{ shortDescription: 'Fast red aggro', shortDescription_it: '' }} className="summary" />);
    expect(screen.getByText('Fast red aggro')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('(in inglese)')).toBeInTheDocument();
  });

  it('the English site shows the English one, unmarked; and nothing when there is none', () => {
    const { container } = inLanguage(
      'en',
      <DeckShortDescription deck={{ shortDescription: 'Fast red aggro', shortDescription_it: 'Aggro rosso' }} className="summary" />,
    );
    expect(container).toHaveTextContent(/^Fast red aggro$/);
    const empty = inLanguage('en', <DeckShortDescription deck={{ shortDescription: '', shortDescription_it: '' }} className="summary" />);
    expect(empty.container).toBeEmptyDOMElement();
  });

  it('is what the gallery’s tiles show', async () => {
    render(
      <AppProviders store={makeStore({ language: { current: 'it' } })}>
        <MemoryRouter>
          <DeckTile deck={aDeck({ id: 3, shortDescription: 'Green ramp' })} detailed />
        </MemoryRouter>
      </AppProviders>,
    );
    expect((await screen.findByText('Green ramp')).closest('p')).toHaveTextContent('Green ramp (in inglese)');
  });
});
