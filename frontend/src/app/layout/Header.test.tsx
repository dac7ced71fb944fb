import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language';
import { renderApp, siteHeader } from '../../test/render-app';
import { server } from '../../test/server';
import { aUser, mockSession } from '../../test/session';

/** The language toggle: two links, each the page in its language. */
async function chooseLanguage(user: ReturnType<typeof renderApp>['user'], code: 'IT' | 'EN') {
  await user.click(within(siteHeader()).getByRole('link', { name: code }));
}

function mainNavigation() {
  return within(siteHeader()).getByRole('navigation', { name: /navigation|navigazione/i });
}

describe('Header', () => {
  it('links to every section in order, and logged-out visitors get the login link', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const links = within(mainNavigation()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Decks', '/decks'],
      ['Cards', '/cards'],
      ['News', '/news'],
      ['Tier List', '/tier-list'],
      ['Print', '/print'],
    ]);
    expect(await within(siteHeader()).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(within(siteHeader()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('marks the link of the page shown as current, with or without a language prefix', async () => {
    const current = () =>
      within(mainNavigation())
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.getAttribute('href'));
    const { history } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(current()).toEqual(['/']);

    act(() => history.push('/it/decks'));
    await waitFor(() => expect(current()).toEqual(['/decks']));
    act(() => history.push('/it'));
    await waitFor(() => expect(current()).toEqual(['/']));
    act(() => history.push('/en/cards/syntax'));
    await waitFor(() => expect(current()).toEqual(['/cards']));
    // The /en/… address switched the page to English, and stays there.
    expect(await within(mainNavigation()).findByRole('link', { name: 'Cards' })).toHaveAttribute('aria-current', 'page');
    expect(history.location.pathname).toBe('/en/cards/syntax');
  });

  it('switches the text to Italian and back, remembering each choice', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Learn how to play, not just what to play' });
    expect(within(mainNavigation()).getByRole('link', { name: 'Cards' })).toBeInTheDocument();

    await chooseLanguage(user, 'IT');

    expect(within(mainNavigation()).getByRole('link', { name: 'Carte' })).toHaveAttribute('href', '/cards');
    expect(within(mainNavigation()).getByRole('link', { name: 'Mazzi' })).toHaveAttribute('href', '/decks');
    expect(screen.getByRole('heading', { level: 1, name: 'Impara come giocare, non solo cosa giocare' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IT' })).toHaveAttribute('aria-current', 'true');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
    expect(document.documentElement).toHaveAttribute('lang', 'it');

    await chooseLanguage(user, 'EN');

    expect(within(mainNavigation()).getByRole('link', { name: 'Cards' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('opens the mobile menu with the same links, and closes it when one is followed', async () => {
    const { user, history } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await within(siteHeader()).findByRole('link', { name: 'Login' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/decks', '/cards', '/news', '/tier-list', '/print', '/auth']);

    await user.click(within(menu).getByRole('link', { name: 'Cards' }));

    expect(history.location.pathname).toBe('/cards');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives a logged-in user the account link and a logout that returns home with a goodbye', async () => {
    mockSession(aUser({ username: 'chopper' }));
    const { user, history } = renderApp('/cards');
    const banner = siteHeader();

    expect(await within(banner).findByRole('link', { name: 'chopper' })).toHaveAttribute('href', '/my-account');
    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('Goodbye!')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(await within(banner).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(within(banner).queryByRole('link', { name: 'chopper' })).not.toBeInTheDocument();
  });

  it('says so when the logout fails, and keeps the user logged in', async () => {
    localStorage.setItem('language', 'it');
    mockSession(aUser({ username: 'jinbe' }));
    server.use(http.post('/api/logout', () => HttpResponse.json({ statusCode: 500, code: 'internal_error', message: '' }, { status: 500 })));
    const { user, history } = renderApp('/cards');
    const banner = siteHeader();

    await user.click(await within(banner).findByRole('button', { name: 'Esci' }));

    expect(await screen.findByText('Logout fallito')).toBeInTheDocument();
    expect(screen.getByText('Errore durante il logout')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/cards');
    expect(within(banner).getByRole('link', { name: 'jinbe' })).toBeInTheDocument();
  });

  it('puts the account link and logout in the mobile menu for a logged-in user', async () => {
    mockSession(aUser({ username: 'sanji' }));
    const { user } = renderApp('/');
    await within(siteHeader()).findByRole('link', { name: 'sanji' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('returns home, not to the login form, when logging out from a page that needs an account', async () => {
    mockSession(aUser({ username: 'robin', isEmailVerified: 1 }));
    const { user, history } = renderApp('/my-account');
    const banner = siteHeader();
    await screen.findByRole('heading', { level: 1, name: 'robin' });

    await user.click(within(banner).getByRole('button', { name: 'Logout' }));

    expect(await within(banner).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(history.location.pathname).toBe('/');
  });
});
