import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { AppProviders } from '../app/providers';
import { GuardedRouter, guardHistory } from '../app/navigation';
import { AppRoutes } from '../app/router';
import { makeStore, type AppStore } from '../app/store';

/** Renders the whole app (providers, layout, lazy pages) at `path`, as a visitor would see it. */
export function renderApp(path = '/', store: AppStore = makeStore()) {
  const navigation = guardHistory(createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <GuardedRouter guard={navigation}>
        <AppRoutes />
      </GuardedRouter>
    </AppProviders>,
  );
  return { ...view, user, store, history: navigation.history };
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
