import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';
import { consentFor, resetConsentCache, saveConsent } from '../lib/cookie-consent';
import { YouTubeThumbnail } from './YouTubeThumbnail';

function renderThumbnail() {
  return render(
    <AppProviders store={makeStore({ language: { current: 'en' } })}>
      <YouTubeThumbnail id="dQw4w9WgXcQ" />
    </AppProviders>,
  );
}

describe('YouTubeThumbnail', () => {
  afterEach(() => resetConsentCache());

  it('loads nothing from YouTube without consent, and says what a click will load', () => {
    const { container } = renderThumbnail();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('youtube-placeholder')).toHaveTextContent('Clicking loads the video from YouTube (youtube-nocookie.com)');
  });

  it("shows the thumbnail once 'preferences' is accepted, without a reload", () => {
    const { container } = renderThumbnail();
    act(() => saveConsent(consentFor('all')));
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  });

  it('keeps the placeholder after "necessary only"', () => {
    saveConsent(consentFor('necessary'));
    const { container } = renderThumbnail();
    expect(container.querySelector('img')).toBeNull();
  });
});
