import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('HomePage', () => {
  it('says the site teaches how to play, with buttons to the decks and to what the game is', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Learn how to play, not just what to play' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the decks' })).toHaveAttribute('href', '/decks');
    expect(screen.getByRole('link', { name: 'What is the One Piece Card Game?' })).toHaveAttribute('href', '/news/5');
    await waitFor(() => expect(document.title).toBe('OP Decks – Learn to play the One Piece Card Game'));
  });
});
