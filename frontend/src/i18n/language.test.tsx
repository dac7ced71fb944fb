import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { detectLanguage, LANGUAGE_STORAGE_KEY, languageCookie, persistLanguage, readInitialLanguage, requestLanguage } from './language';

describe('detectLanguage', () => {
  it('prefers a stored choice over the browser language', () => {
    expect(detectLanguage('en', 'it-IT')).toBe('en');
    expect(detectLanguage('it', 'en-US')).toBe('it');
  });

  it('follows the browser language when nothing valid is stored: any Italian variant is Italian, the rest English', () => {
    expect(detectLanguage(null, 'it')).toBe('it');
    expect(detectLanguage(null, 'it-CH')).toBe('it');
    expect(detectLanguage('fr', 'IT-it')).toBe('it');
    expect(detectLanguage(null, 'fr-FR')).toBe('en');
    expect(detectLanguage(null, undefined)).toBe('en');
  });
});

describe("the server's copy of the choice (ADR 0042)", () => {
  const forget = () => {
    document.cookie = `${LANGUAGE_STORAGE_KEY}=; Max-Age=0; Path=/`;
  };

  it('a choice goes in the language cookie as well as in storage', () => {
    forget();
    persistLanguage('it');
    expect(document.cookie).toMatch(/(^|; )language=it(;|$)/);
    persistLanguage('en');
    expect(document.cookie).toMatch(/(^|; )language=en(;|$)/);
    forget();
  });

  it('a choice stored before the cookie existed gets it on the next visit; no choice, no cookie', () => {
    forget();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('it-IT');
    expect(readInitialLanguage()).toBe('it');
    expect(document.cookie).not.toMatch(/(^|; )language=/);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(readInitialLanguage()).toBe('en');
    expect(document.cookie).toMatch(/(^|; )language=en(;|$)/);
    forget();
  });
});

describe('first visit', () => {
  it('shows the site in Italian when the browser is Italian, without storing a choice', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('it-IT');

    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Impara come giocare, non solo cosa giocare' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'it');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('shows the site in English for any other browser language', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');

    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Learn how to play, not just what to play' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('keeps a stored choice on later visits even if the browser language differs', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('it-IT');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');

    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Learn how to play, not just what to play' })).toBeInTheDocument();
  });
});

describe('the language a page is served in (requestLanguage)', () => {
  it('is the address prefix, else the stored choice, else the browser first language', () => {
    expect(requestLanguage('/it/decks', 'language=en', 'en-GB')).toBe('it');
    expect(requestLanguage('/en', 'language=it', 'it-IT')).toBe('en');
    expect(requestLanguage('/decks', 'session=x; language=it', 'en-GB,en;q=0.9')).toBe('it');
    expect(requestLanguage('/decks', null, 'it-CH,de;q=0.8')).toBe('it');
    expect(requestLanguage('/decks', 'language=fr', 'de-DE,it;q=0.9')).toBe('en');
    expect(requestLanguage('/italy', null, null)).toBe('en');
  });

  it('writes the cookie the server reads it from', () => {
    expect(languageCookie('it', true)).toBe('language=it; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookie('en', false)).toBe('language=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
