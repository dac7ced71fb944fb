import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_KEY, resetConsentCache } from '../../lib/cookie-consent';
import { AppProviders } from '../providers';
import { makeStore } from '../store';
import { CookieBanner } from './CookieBanner';
// The preferences dialog is a lazy chunk: loaded up front here, it opens within the faked timers.
import './CookiePreferences';

function renderBanner() {
  return render(
    <AppProviders store={makeStore({ language: { current: 'en' } })}>
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>
    </AppProviders>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const stored = () => JSON.parse(localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null');

describe('CookieBanner', () => {
  beforeEach(() => {
    resetConsentCache();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-03-04T05:06:07Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    resetConsentCache();
  });

  it('appears 1 s after load when no choice is stored, with a link to the privacy policy', async () => {
    renderBanner();
    await advance(999);
    expect(banner()).not.toBeInTheDocument();
    await advance(1);
    expect(banner()).toBeInTheDocument();
    expect(within(banner()!).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it("stores 'necessary only' in the product shape and does not ask again", async () => {
    const { unmount } = renderBanner();
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toEqual({ necessary: true, preferences: false, analytics: false, timestamp: '2026-03-04T05:06:08.000Z' });

    unmount();
    resetConsentCache(); // as after a reload
    renderBanner();
    await advance(5000);
    expect(banner()).not.toBeInTheDocument();
  });

  it("stores 'accept all'", async () => {
    renderBanner();
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(stored()).toMatchObject({ necessary: true, preferences: true, analytics: true });
    expect(banner()).not.toBeInTheDocument();
  });

  it('lets the visitor pick in the preferences dialog; necessary is locked on, cancel stores nothing', async () => {
    renderBanner();
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Preferences' }));
    await advance(500);
    let dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
    const necessary = within(dialog).getByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Preferences and external media' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    expect(banner()).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Preferences' }));
    await advance(500);
    dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
    expect(within(dialog).getByRole('switch', { name: 'Preferences and external media' })).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Preferences and external media' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    expect(stored()).toMatchObject({ necessary: true, preferences: true, analytics: false });
    expect(banner()).not.toBeInTheDocument();
  });

  it('never appears once a choice is stored', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ necessary: true, preferences: false, analytics: false, timestamp: 'x' }));
    renderBanner();
    await advance(3000);
    expect(banner()).not.toBeInTheDocument();
  });
});
