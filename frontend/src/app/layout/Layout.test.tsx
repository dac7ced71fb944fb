import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers';
import { siteHeader } from '../../test/render-app';
import { makeStore } from '../store';
import { Layout, LayoutError } from './Layout';

function Crash(): never {
  throw new Error('page crashed');
}

/** The site's layout route with its error page, as routes/site.tsx declares it. */
const pages = () =>
  createMemoryRouter(
    [
      {
        Component: Layout,
        ErrorBoundary: LayoutError,
        children: [
          { path: 'broken', Component: Crash },
          { path: '*', element: <h1>Fine page</h1> },
        ],
      },
    ],
    { initialEntries: ['/broken'] },
  );

describe('Layout', () => {
  afterEach(() => vi.restoreAllMocks());

  it("leaves the document's language alone when it is already the one shown (setting it restyles every element)", async () => {
    document.documentElement.lang = 'en';
    const setLang = vi.spyOn(document.documentElement, 'lang', 'set');
    render(
      <AppProviders store={makeStore({ language: { current: 'en' } })}>
        <RouterProvider router={pages()} />
      </AppProviders>,
    );
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(setLang).not.toHaveBeenCalled();
  });

  it('shows the error page inside the layout when a page crashes, and the next address normally', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React and RouteError report the crash
    render(
      <AppProviders store={makeStore({ language: { current: 'en' } })}>
        <RouterProvider router={pages()} />
      </AppProviders>,
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument(); // the footer stays

    fireEvent.click(within(siteHeader()).getByRole('link', { name: 'Decks' }));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the progress bar from the click on a link until the next page is there', async () => {
    let arrive = () => {};
    const router = createMemoryRouter(
      [
        {
          Component: Layout,
          children: [
            // The next page's code takes its time, as a route module loading on a slow phone.
            { path: 'decks', lazy: () => new Promise((resolve) => (arrive = () => resolve({ element: <h1>Decks page</h1> }))) },
            { path: '*', element: <h1>Fine page</h1> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    const { container } = render(
      <AppProviders store={makeStore({ language: { current: 'en' } })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const bar = container.querySelector('.navigation-progress')!;
    expect(bar).toHaveAttribute('data-active', 'false');

    fireEvent.click(within(siteHeader()).getByRole('link', { name: 'Decks' }));
    expect(bar).toHaveAttribute('data-active', 'true');
    arrive();
    expect(await screen.findByRole('heading', { name: 'Decks page' })).toBeInTheDocument();
    expect(bar).toHaveAttribute('data-active', 'false');
  });
});
