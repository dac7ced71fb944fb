import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language';
import { renderApp } from '../../test/render-app';

/** antd's Segmented hides its radio inputs from the pointer: visitors click the visible label. */
async function chooseLanguage(user: ReturnType<typeof renderApp>['user'], code: 'IT' | 'EN') {
  const option = screen.getByRole('radio', { name: code });
  expect(option.closest('label')).not.toBeNull();
  await user.click(option.closest('label')!);
}

function mainNavigation() {
  return within(screen.getByRole('banner')).getByRole('navigation', { name: /navigation|navigazione/i });
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
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
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
    expect(screen.getByRole('radio', { name: 'IT' })).toBeChecked();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
    expect(document.documentElement).toHaveAttribute('lang', 'it');

    await chooseLanguage(user, 'EN');

    expect(within(mainNavigation()).getByRole('link', { name: 'Cards' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('opens the mobile menu with the same links, and closes it when one is followed', async () => {
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/decks',
      '/cards',
      '/news',
      '/tier-list',
      '/print',
      '/auth',
    ]);

    await user.click(within(menu).getByRole('link', { name: 'Cards' }));

    expect(router.state.location.pathname).toBe('/cards');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
