import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { makeStore } from '../../../app/store';

function policy(language: 'it' | 'en', value: string) {
  return { key: language === 'it' ? 'privacy_policy' : 'privacy_policy_en', value, language, last_updated: '2026-02-03T10:00:00.000Z' };
}

describe('PrivacyPage', () => {
  it('shows the policy of the current language as HTML, with its last update', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/settings/privacy_policy', ({ request }) => {
        const language = new URL(request.url).searchParams.get('language') as 'it' | 'en';
        asked.push(language);
        return HttpResponse.json(policy(language, language === 'en' ? '<h2>Data we collect</h2><p>Only what we need.</p>' : '<h2>Dati</h2>'));
      }),
    );
    renderApp('/privacy', makeStore({ language: { current: 'en' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Data we collect' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 03/02/2026')).toBeInTheDocument();
    expect(asked).toEqual(['en']);
  });

  it('says when no policy is available', async () => {
    server.use(http.get('/api/settings/privacy_policy', () => HttpResponse.json(policy('it', ''))));
    renderApp('/privacy', makeStore({ language: { current: 'it' } }));
    expect(await screen.findByText('Nessuna informativa sulla privacy disponibile.')).toBeInTheDocument();
  });

  it('shows a title and a message when the policy cannot be loaded', async () => {
    server.use(http.get('/api/settings/privacy_policy', () => HttpResponse.json({ statusCode: 500, code: 'internal', message: 'x' }, { status: 500 })));
    renderApp('/privacy', makeStore({ language: { current: 'it' } }));
    expect(await screen.findByText('Errore nel caricamento della policy')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Errore');
  });
});
