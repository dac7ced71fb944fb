import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageChosen } from '../i18n/language';
import { makeStore } from './store';
import { renderApp } from '../test/render-app';

const head = (selector: string) => [...document.head.querySelectorAll(selector)];
const description = () => head('meta[name="description"]').map((tag) => tag.getAttribute('content'));

describe('language prefixes and head tags (issue 12)', () => {
  it('opens /en/decks as the deck gallery in English, with its own head tags', async () => {
    const store = makeStore();
    store.dispatch(languageChosen('it'));
    renderApp('/en/decks', store);

    await waitFor(() => expect(document.title).toBe('Decks – OP Decks'));
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(screen.queryByText('Pagina non trovata')).not.toBeInTheDocument();
    expect(store.getState().language.current).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(description()).toEqual(['Competitive decks with list, strategy guide and matchups, filterable by tier, format and leader.']);
    expect(head('link[rel="alternate"]').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      ['it', `${location.origin}/it/decks`],
      ['en', `${location.origin}/en/decks`],
      ['x-default', `${location.origin}/decks`],
    ]);
  });

  it('opens /it/ as the home page in Italian', async () => {
    const store = makeStore();
    store.dispatch(languageChosen('en'));
    renderApp('/it/', store);

    await waitFor(() => expect(document.title).toBe('OP Decks – Impara a giocare a One Piece Card Game'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Pagina non trovata')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
  });

  it('keeps the title and the tags right as the visitor navigates, one copy of each', async () => {
    const store = makeStore();
    store.dispatch(languageChosen('en'));
    const { history } = renderApp('/decks', store);
    await waitFor(() => expect(document.title).toBe('Decks – OP Decks'));

    act(() => history.push('/cards'));
    await waitFor(() => expect(document.title).toBe('Card database – OP Decks'));
    expect(description()).toEqual(['Search every One Piece Card Game card by name, type, colour, cost, set, attribute, family and power.']);
    expect(head('meta[property="og:url"]').map((tag) => tag.getAttribute('content'))).toEqual([`${location.origin}/cards`]);
    expect(head('title')).toHaveLength(1);

    act(() => history.push('/nowhere'));
    await waitFor(() => expect(document.title).toBe('Page Not Found – OP Decks'));
    expect(head('meta[name="robots"]').map((tag) => tag.getAttribute('content'))).toEqual(['noindex']);
    expect(head('link[rel="alternate"]')).toHaveLength(0);
  });

  it('moves the prefix with the language when the visitor switches on a prefixed page', async () => {
    const store = makeStore();
    const { history } = renderApp('/it/decks', store);
    await waitFor(() => expect(document.title).toBe('Mazzi – OP Decks'));

    act(() => {
      store.dispatch(languageChosen('en'));
    });
    await waitFor(() => expect(history.location.pathname).toBe('/en/decks'));
    await waitFor(() => expect(document.title).toBe('Decks – OP Decks'));
  });

  it('takes over the tags the server wrote for the first page instead of adding second copies', async () => {
    // As the server sends /en/cards (spa.controller): its own title, description and alternates.
    document.head.innerHTML = '';
    document.head.insertAdjacentHTML(
      'beforeend',
      [
        '<title>Card database – OP Decks</title>',
        '<meta name="description" content="Search every One Piece Card Game card by name, type, colour, cost, set, attribute, family and power.">',
        '<meta property="og:title" content="Card database – OP Decks">',
        `<link rel="alternate" hreflang="it" href="${location.origin}/it/cards">`,
      ].join(''),
    );
    const store = makeStore();
    store.dispatch(languageChosen('en'));
    const { history } = renderApp('/cards', store);
    await waitFor(() => expect(head('link[rel="alternate"]')).toHaveLength(3));
    expect(head('title')).toHaveLength(1);
    expect(head('meta[name="description"]')).toHaveLength(1);
    expect(head('meta[property="og:title"]')).toHaveLength(1);

    act(() => history.push('/decks'));
    await waitFor(() => expect(document.title).toBe('Decks – OP Decks'));
    expect(description()).toEqual(['Competitive decks with list, strategy guide and matchups, filterable by tier, format and leader.']);
    expect(head('meta[property="og:title"]').map((tag) => tag.getAttribute('content'))).toEqual(['Decks – OP Decks']);
    expect(head('link[rel="alternate"][hreflang="it"]').map((link) => link.getAttribute('href'))).toEqual([`${location.origin}/it/decks`]);
  });
});
