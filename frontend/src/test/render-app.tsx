import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { withLanguagePrefixes } from '../app/language-routes';
import { routes } from '../app/router';
import { makeStore, type AppStore } from '../app/store';

/** Renders the whole app (providers, layout, lazy pages) at `path`, as a visitor would see it. */
export function renderApp(path = '/', store: AppStore = makeStore()) {
  const router = createMemoryRouter(withLanguagePrefixes(routes), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, store, router };
}

/**
 * The site header. Pages have <header> elements of their own, which testing-library also counts as
 * banners; the site's comes first.
 */
export function siteHeader(): HTMLElement {
  const [header] = screen.getAllByRole('banner');
  if (!header) throw new Error('no site header');
  return header;
}
