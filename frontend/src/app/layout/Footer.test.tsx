import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('Footer', () => {
  it('shows the year, the tagline, the not-affiliated disclaimer and the site links', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');

    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} OP Decks`);
    expect(footer).toHaveTextContent('Decks, strategy guides and the meta of the One Piece Card Game');
    expect(footer).toHaveTextContent(/not affiliated with.*Bandai/);

    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of ['/', '/cards', '/decks', '/news', '/tier-list', '/news/4', '/privacy', '/admin']) {
      expect(hrefs).toContain(path);
    }
    expect(within(footer).getByRole('link', { name: "Beginner's guide" })).toHaveAttribute('href', '/news/4');
  });

  it('opens social links in a new tab without giving the other site access to this one', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const youtube = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'OP Decks on YouTube' });
    expect(youtube).toHaveAttribute('target', '_blank');
    expect(youtube).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
