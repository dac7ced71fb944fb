import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { testMessages } from '../test/messages';
import { LegalityNotice } from './LegalityNotice';

const inLanguage = (language: 'it' | 'en', ui: ReactNode) =>
  render(
    <IntlProvider locale={language} messages={testMessages[language]}>
      {ui}
    </IntlProvider>,
  );

describe('LegalityNotice', () => {
  it('says a legal deck is legal in its format', () => {
    inLanguage('en', <LegalityNotice legality={{ legal: true, format: 'OP10', problems: [] }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Legal in OP10');
  });

  it('lists every problem translated by its code, in both languages', () => {
    const legality = {
      legal: false,
      format: 'OP10',
      problems: [
        { code: 'deckSize' as const, count: 49, limit: 50 },
        { code: 'tooManyCopies' as const, cardCode: 'OP09-013', count: 5, limit: 4 },
        { code: 'banned' as const, cardCode: 'OP09-015' },
        { code: 'colorOutsideLeader' as const, cardCode: 'OP05-119', value: 'Purple' },
      ],
    };
    const { unmount } = inLanguage('en', <LegalityNotice legality={legality} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Not legal in OP10');
    expect(notice).toHaveTextContent('The deck has 49 cards besides the Leader: it needs exactly 50');
    expect(notice).toHaveTextContent('OP09-013: 5 copies (parallel printings included), at most 4');
    expect(notice).toHaveTextContent('OP09-015 is banned in this format');
    expect(notice).toHaveTextContent('OP05-119 (Purple) shares no colour with the Leader');
    unmount();
    inLanguage('it', <LegalityNotice legality={legality} />);
    expect(screen.getByRole('status')).toHaveTextContent('Non legale in OP10');
    expect(screen.getByRole('status')).toHaveTextContent('OP09-015 è bandita in questo formato');
  });
});
