import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { GUIDE_TEXT } from './guide-text';

describe('API guide (/developers)', () => {
  it('covers authentication, rate limits, paging, caching, errors, CORS, bulk data and examples, with a table of contents', async () => {
    renderApp('/en/developers');
    expect(await screen.findByRole('heading', { level: 1, name: 'API guide' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    for (const title of [
      'Authentication and who may call what',
      'Rate limits',
      'Paging',
      'Caching',
      'Errors',
      'Using it from another site (CORS)',
      'Bulk data',
      'Examples',
    ])
      expect(headings).toContain(title);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: 'Bulk data' })).toHaveAttribute('href', '#bulk-data');
    expect(document.getElementById('bulk-data')).toHaveTextContent('GET /api/bulk');
    expect(screen.getByRole('link', { name: 'Reference (OpenAPI) →' })).toHaveAttribute('href', '/api/docs');
    // Code between backticks is shown as code; the examples as scrollable blocks.
    expect(screen.getAllByText('If-None-Match', { selector: 'code' }).length).toBeGreaterThan(0);
    expect(screen.getByText(/createClient<paths>/)).toBeInTheDocument();
    expect(document.title).toContain('API guide');
  });

  it('is in Italian under /it, and linked from the footer', async () => {
    renderApp('/it/developers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guida all’API' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Limiti di frequenza' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'API per sviluppatori' })).toHaveAttribute('href', '/developers');
  });

  it('says the same sections in both languages', () => {
    const ids = (language: 'en' | 'it') => GUIDE_TEXT[language].sections.map((section) => [section.id, section.paragraphs.length, section.points?.length]);
    expect(ids('it')).toEqual(ids('en'));
  });
});
