import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { AppProviders } from '../providers';
import { makeStore } from '../store';
import { Decky, DECKY_DISMISSED_KEY, SiteDecky } from './Decky';

const phrase = (id: number, text: string, language: 'en' | 'it', isActive: 0 | 1 = 1, category = 'tip') => ({
  id,
  text,
  language,
  category,
  isActive,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function renderDecky(element = <Decky />, language: 'it' | 'en' = 'en', path = '/') {
  const store = makeStore({ language: { current: language } });
  return render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </AppProviders>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const mascot = () => screen.queryByRole('complementary', { name: 'Decky, the mascot' });

describe('Decky, the mascot', () => {
  let requested: string[];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    requested = [];
    server.use(
      http.get('/api/decky/phrases/:language', ({ params }) => {
        requested.push(String(params.language));
        return params.language === 'it'
          ? HttpResponse.json([phrase(3, 'Conta i tuoi counter!', 'it')])
          : HttpResponse.json([phrase(1, 'Count your counters!', 'en'), phrase(2, 'A switched-off phrase', 'en', 0)]);
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('welcomes after 3 s, hides the bubble after 15 s and itself 0.5 s later, then comes back with an active phrase', async () => {
    renderDecky(<Decky interval={40000} />);
    expect(mascot()).not.toBeInTheDocument(); // hidden: not in the accessibility tree
    expect(requested).toEqual([]);

    await advance(2999);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent("Ahoy! I'm Decky");
    expect(mascot()).toBeInTheDocument();

    await advance(14999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(mascot()).toBeInTheDocument();
    await advance(500);
    expect(mascot()).not.toBeInTheDocument();

    await advance(39999);
    expect(mascot()).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('Count your counters!');
    expect(requested).toEqual(['en']);
  });

  it('stays on screen when always visible (the site-wide setting) and speaks every 30 s', async () => {
    renderDecky(<SiteDecky />);
    await advance(3000);
    await advance(15500);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(mascot()).toBeInTheDocument();
    await advance(30000);
    expect(screen.getByRole('status')).toHaveTextContent('Count your counters!');
  });

  it('says a random phrase of the current language when clicked', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderDecky(<Decky />, 'it');
    await advance(3000);
    expect(screen.getByRole('status')).toHaveTextContent('Ahoy! Sono Decky');
    // The phrases are asked for with the welcome; under load their answer can come after a click
    // (CI once: the welcome still showed), so the click is repeated until a phrase shows.
    await vi.waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Decky: dimmi un consiglio' }));
      expect(screen.getByRole('status')).toHaveTextContent('Conta i tuoi counter!');
    });
    expect(requested).toEqual(['it']);
  });

  it('goes away for the session when its bubble is closed', async () => {
    const { unmount } = renderDecky(<SiteDecky />);
    await advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Close and hide Decky for this session' }));
    expect(mascot()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(DECKY_DISMISSED_KEY)).toBe('1');
    await advance(60000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    unmount();
    renderDecky(<SiteDecky />);
    await advance(5000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decky: tell me a tip' })).not.toBeInTheDocument();
  });

  it('waits out of sight while it would cover the charts, and comes back once they are scrolled away (ADR 0076)', async () => {
    let chartsAt = { left: 0, top: 0, right: 1280, bottom: 800 };
    const box = (rect: { left: number; top: number; right: number; bottom: number }) =>
      ({ ...rect, x: rect.left, y: rect.top, width: rect.right - rect.left, height: rect.bottom - rect.top, toJSON: () => rect }) as DOMRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.hasAttribute('data-decky-avoid')) return box(chartsAt);
      return box(this.closest('.decky') ? { left: 1000, top: 600, right: 1264, bottom: 784 } : { left: 0, top: 0, right: 0, bottom: 0 });
    });
    renderDecky(
      <>
        <div data-decky-avoid="">charts</div>
        <SiteDecky />
      </>,
    );
    await advance(3000);
    // Its welcome is said, but not over the charts: Decky waits (out of sight, decky.css).
    expect(document.querySelector('.decky__bubble')).toHaveTextContent("Ahoy! I'm Decky");
    expect(document.querySelector('.decky')).toHaveAttribute('data-waiting');

    chartsAt = { left: 0, top: -900, right: 1280, bottom: -100 };
    fireEvent.scroll(window);
    await vi.waitFor(() => expect(document.querySelector('.decky')).not.toHaveAttribute('data-waiting'));
    expect(screen.getByRole('status')).toHaveTextContent("Ahoy! I'm Decky");
  });

  it('keeps out of the back office', async () => {
    renderDecky(<SiteDecky />, 'en', '/admin');
    await advance(5000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requested).toEqual([]);
  });
});
