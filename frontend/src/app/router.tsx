import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout';
import { RouteError } from './layout/RouteError';

// Every page is its own chunk, so a visitor downloads only the pages they open.
const HomePage = lazy(() => import('../features/home/pages/HomePage'));
const CardsPage = lazy(() => import('../features/cards/pages/CardsPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        // A crashing page is replaced by RouteError inside the layout, keeping header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'cards', element: <CardsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
