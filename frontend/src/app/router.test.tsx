import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';
import { preloadPage } from './router';
import { makeStore } from './store';

describe('a page preloaded before the first render (a first visit, main.tsx)', () => {
  it('is in the first render: no loading step between the header and the page', async () => {
    server.use(
      http.get('/api/settings/privacy_policy', () =>
        HttpResponse.json({ key: 'privacy_policy_en', value: '<p>Only what we need.</p>', language: 'en', last_updated: '2026-02-03T10:00:00.000Z' }),
      ),
    );
    await preloadPage('/privacy');
    renderApp('/privacy', makeStore({ language: { current: 'en' } }));
    // Asked synchronously, right after the first render: React.lazy alone would show the spinner here.
    expect(document.querySelector('.page-loading')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(await screen.findByText('Only what we need.')).toBeInTheDocument();
  });
});
