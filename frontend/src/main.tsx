import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import './styles/global.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const store = makeStore();
const router = createAppRouter();

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
