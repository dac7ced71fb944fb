import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { server } from '../../test/server';
import { anAdmin } from '../../test/session';
import { PrivacyPolicyTab } from './PrivacyPolicyTab';

function mockPolicy(policies: Record<'it' | 'en', string>, failSave = false) {
  const state = { policies: { ...policies }, saved: [] as { language: string; value: string }[] };
  server.use(
    http.get('/api/settings/privacy_policy', ({ request }) => {
      const language = (new URL(request.url).searchParams.get('language') ?? 'it') as 'it' | 'en';
      return HttpResponse.json({
        key: language === 'it' ? 'privacy_policy' : 'privacy_policy_en',
        value: state.policies[language],
        language,
        last_updated: '2026-02-03T10:00:00.000Z',
      });
    }),
    http.post('/api/settings/privacy_policy', async ({ request }) => {
      const language = (new URL(request.url).searchParams.get('language') ?? 'it') as 'it' | 'en';
      const { value } = (await request.json()) as { value: string };
      if (failSave) return HttpResponse.json({ statusCode: 422, code: 'policy_too_long', message: 'Policy troppo lunga' }, { status: 422 });
      state.saved.push({ language, value });
      state.policies[language] = value.replace(/<script>.*<\/script>/, '');
      return HttpResponse.json({ key: 'privacy_policy', value: state.policies[language], language, last_updated: '2026-02-04T10:00:00.000Z' });
    }),
  );
  return state;
}

function renderTab() {
  return render(
    <AppProviders store={makeStore({ language: { current: 'it' } })}>
      <PrivacyPolicyTab viewer={anAdmin()} />
    </AppProviders>,
  );
}

describe('PrivacyPolicyTab', () => {
  it('shows the policy read-only, edits it in a text area, and cancel restores the saved text', async () => {
    mockPolicy({ it: '<p>Informativa attuale</p>', en: '<p>Current policy</p>' });
    renderTab();
    expect(await screen.findByText('Informativa attuale')).toBeInTheDocument();
    expect(screen.getByText('Ultimo aggiornamento: 03/02/2026')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Modifica policy/ }));
    const text = screen.getByLabelText('Testo della policy (HTML)');
    expect(text).toHaveValue('<p>Informativa attuale</p>');
    fireEvent.change(text, { target: { value: 'scartato' } });
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.getByText('Informativa attuale')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Modifica policy/ }));
    expect(screen.getByLabelText('Testo della policy (HTML)')).toHaveValue('<p>Informativa attuale</p>');
  });

  it('saves the language shown and returns to the view', async () => {
    const api = mockPolicy({ it: '<p>Vecchia</p>', en: '<p>Old</p>' });
    renderTab();
    await screen.findByText('Vecchia');
    fireEvent.click(screen.getByText('English'));
    expect(await screen.findByText('Old')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Modifica policy/ }));
    fireEvent.change(screen.getByLabelText('Testo della policy (HTML)'), { target: { value: '<p>New</p><script>x()</script>' } });
    fireEvent.click(screen.getByRole('button', { name: /Salva modifiche/ }));
    expect(await screen.findByText('Policy aggiornata')).toBeInTheDocument();
    expect(api.saved).toEqual([{ language: 'en', value: '<p>New</p><script>x()</script>' }]);
    await waitFor(() => expect(screen.getByText('New')).toBeInTheDocument());
    expect(screen.queryByLabelText('Testo della policy (HTML)')).not.toBeInTheDocument();
  });

  it('reports a failed save with the text of its code and stays in the editor', async () => {
    mockPolicy({ it: '<p>Vecchia</p>', en: '' }, true);
    renderTab();
    await screen.findByText('Vecchia');
    fireEvent.click(screen.getByRole('button', { name: /Modifica policy/ }));
    fireEvent.click(screen.getByRole('button', { name: /Salva modifiche/ }));
    expect(await screen.findByText('Errore di aggiornamento')).toBeInTheDocument();
    // The catalogue's text of the code, not the server's words (issue #10 item 7).
    expect(screen.getByText("L'informativa sulla privacy è troppo lunga")).toBeInTheDocument();
    expect(screen.getByLabelText('Testo della policy (HTML)')).toBeInTheDocument();
  });

  it('offers a retry when the policy cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('/api/settings/privacy_policy', () =>
        fail ? HttpResponse.error() : HttpResponse.json({ key: 'privacy_policy', value: '<p>Eccola</p>', language: 'it', last_updated: null }),
      ),
    );
    renderTab();
    expect(await screen.findByText('Errore durante il caricamento della policy')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByText('Eccola')).toBeInTheDocument();
  });
});
