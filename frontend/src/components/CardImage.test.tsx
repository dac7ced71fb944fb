import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { aCard } from '../test/fixtures';
import { testMessages } from '../test/messages';
import { CARD_BACK_URL, CardImage, cardImagePath } from './CardImage';

/** The text face reads the page's language and the game rules (a leader's cost is its life): one store per test. */
function providers() {
  const store = makeStore();
  return (ui: ReactNode) => (
    <Provider store={store}>
      <IntlProvider locale="en" messages={testMessages.en}>
        {ui}
      </IntlProvider>
    </Provider>
  );
}

describe('CardImage', () => {
  it('shows the card picture, loaded lazily', () => {
    render(<CardImage src="https://cards.example.test/OP01-001.png" alt="Roronoa Zoro (OP01-001)" />);

    const image = screen.getByRole('img', { name: 'Roronoa Zoro (OP01-001)' });
    expect(image).toHaveAttribute('src', 'https://cards.example.test/OP01-001.png');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the card back when the picture fails to load', () => {
    render(<CardImage src="https://cards.example.test/missing.png" alt="Nami (OP01-016)" />);
    const image = screen.getByRole('img', { name: 'Nami (OP01-016)' });

    fireEvent.error(image);

    expect(image).toHaveAttribute('src', CARD_BACK_URL);
    expect(image).toHaveAttribute('alt', 'Nami (OP01-016)');
  });

  it('shows the card back when the card has no picture', () => {
    render(<CardImage src={null} alt="Usopp (ST01-002)" />);

    expect(screen.getByRole('img', { name: 'Usopp (ST01-002)' })).toHaveAttribute('src', CARD_BACK_URL);
  });

  it('tries the new picture again when the card changes after a failure', () => {
    const { rerender } = render(<CardImage src="https://cards.example.test/broken.png" alt="card" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', CARD_BACK_URL);

    rerender(<CardImage src="https://cards.example.test/ST01-004.png" alt="card" />);

    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://cards.example.test/ST01-004.png');
  });

  it('loads the picture through the site when the card code is given: thumbnail or full size', () => {
    const { rerender } = render(<CardImage code="OP01-024_p1" size="thumb" src="https://cards.example.test/OP01-024_p1.png" alt="card" />);
    const thumb = screen.getByRole('img').getAttribute('src')!;
    expect(thumb).toMatch(/^\/api\/card-images\/OP01-024_p1\?v=[0-9a-z]+&size=thumb$/);

    rerender(<CardImage code="OP01-024_p1" src="https://cards.example.test/OP01-024_p1.png" alt="card" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', cardImagePath('OP01-024_p1', 'https://cards.example.test/OP01-024_p1.png'));
    expect(screen.getByRole('img').getAttribute('src')).not.toContain('size=');

    // A new recorded address is a new browser-cache entry; a card without one shows the card back.
    expect(cardImagePath('OP01-024_p1', '/uploads/cards/new.png')).not.toBe(cardImagePath('OP01-024_p1', 'https://cards.example.test/OP01-024_p1.png'));
    rerender(<CardImage code="OP01-024_p1" src={null} alt="card" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', CARD_BACK_URL);
  });

  it('shows the given fallback instead of the card back, asking the site for no card back', () => {
    const face = <span>Nami as text</span>;
    const { rerender } = render(<CardImage code="OP01-016" size="thumb" src="https://cards.example.test/OP01-016.png" alt="Nami" fallback={face} />);
    const image = screen.getByRole('img', { name: 'Nami' });
    expect(image.getAttribute('src')).toMatch(/^\/api\/card-images\/OP01-016\?v=[0-9a-z]+&size=thumb&fallback=none$/);

    // The site answers 404 when it has no picture to give.
    fireEvent.error(image);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Nami as text')).toBeInTheDocument();

    rerender(<CardImage code="OP01-016" src={null} alt="Nami" fallback={face} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Nami as text')).toBeInTheDocument();
  });

  it('draws the card as text in the picture’s place, with its class, when given the card and its picture cannot be had (ADR 0072)', () => {
    const withProviders = providers();
    const nami = aCard({ id: 16, code: 'OP01-016', name: 'Nami', type: 'CHARACTER', power: 2000, counter: '1000' });
    const { rerender } = render(
      withProviders(<CardImage code={nami.code} size="thumb" src={nami.imageUrl} card={nami} alt="Nami (OP01-016)" className="deck-thumb" />),
    );
    const image = screen.getByRole('img', { name: 'Nami (OP01-016)' });
    // No card back from the site: it answers 204 and the card is drawn here.
    expect(image.getAttribute('src')).toMatch(/&fallback=none$/);
    fireEvent.error(image);

    const face = screen.getByRole('img', { name: /^Nami \(OP01-016\): Character/ });
    expect(face).toHaveTextContent('Nami');
    expect(face).toHaveTextContent('OP01-016');
    expect(face.parentElement).toHaveClass('card-image', 'card-image--face', 'deck-thumb');
    expect(document.querySelector('img')).toBeNull();

    // A decorative picture (the list beside it names the card) gives a decorative face.
    rerender(withProviders(<CardImage code={nami.code} size="thumb" src={null} card={nami} alt="" />));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('.card-face')).toHaveTextContent('Nami');
    expect(document.querySelector('.card-image--face')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the card back without the card (a hidden card), and a given fallback over the text face', () => {
    const withProviders = providers();
    const nami = aCard({ id: 16, code: 'OP01-016', name: 'Nami' });
    const { rerender } = render(withProviders(<CardImage code={nami.code} src={null} alt="A hidden card" />));
    expect(screen.getByRole('img', { name: 'A hidden card' })).toHaveAttribute('src', CARD_BACK_URL);
    rerender(withProviders(<CardImage code={nami.code} src={null} card={nami} alt="Nami" fallback={<span>Nami, told otherwise</span>} />));
    expect(screen.getByText('Nami, told otherwise')).toBeInTheDocument();
    expect(document.querySelector('.card-face')).toBeNull();
  });
});
