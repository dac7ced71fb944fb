import { CloseOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useListDeckyPhrasesByLanguageQuery, type PhraseCategory } from '../../api/decky';
import { selectLanguage } from '../../i18n/language';
import { useAppSelector } from '../hooks';
import { DeckyArt } from './DeckyArt';
import './decky.css';

/** Timings (docs/product.md#decky). */
export const DECKY_FIRST_APPEARANCE_MS = 3000;
export const DECKY_BUBBLE_MS = 15000;
export const DECKY_HIDE_AFTER_MS = 500;
/** The component's own default interval; the site-wide wrapper uses 30 s. */
export const DECKY_DEFAULT_INTERVAL_MS = 40000;
/** Set in sessionStorage when the visitor closes the bubble: Decky stays away for the session. */
export const DECKY_DISMISSED_KEY = 'decky-dismissed';

export interface DeckyProps {
  /**
   * Which phrases Decky says: 'general' (the site-wide setting) means phrases of every category,
   * any other category only that one's (ADR 0014).
   */
  category?: PhraseCategory;
  /** How long Decky waits, after a bubble, before coming back with another phrase. */
  interval?: number;
  /** When on, the mascot stays on screen between bubbles. */
  alwaysVisible?: boolean;
  /** How far up it keeps from the screen's bottom edge, for what is fixed there (the cookie banner). */
  raisedBy?: number;
}

/** Content Decky must not cover (the deck page's charts): it waits, out of sight, while it would (ADR 0076). */
export const DECKY_AVOID_SELECTOR = '[data-decky-avoid]';
/** How often Decky looks again while shown: content moves without a scroll (a chart's chunk arrives, a navigation). */
const DECKY_RECHECK_MS = 1000;

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Decky's boxes (mascot, bubble) cross content marked to be avoided. Hidden parts keep their boxes: no flicker. */
function coversAvoidedContent(decky: HTMLElement): boolean {
  const own = [...decky.children].map((part) => part.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
  if (!own.length) return false;
  return [...document.querySelectorAll(DECKY_AVOID_SELECTOR)].some((element) => {
    const box = element.getBoundingClientRect();
    return own.some((part) => overlaps(part, box));
  });
}

/**
 * Decky waits (`data-waiting`: out of sight and of the accessibility tree, decky.css) while, shown, it
 * would cover content marked `data-decky-avoid`: looked at before a bubble is painted, on scroll and
 * resize (once a frame) and every second (content that moves by itself). An attribute on the element,
 * not React state: the page's layout is the outside world this follows.
 */
function useWaitsForContent(decky: RefObject<HTMLElement | null>, shown: boolean, bubble: string | null): void {
  useLayoutEffect(() => {
    const element = decky.current;
    if (!element) return;
    const check = () => element.toggleAttribute('data-waiting', shown && coversAvoidedContent(element));
    check();
    if (!shown) return;
    let frame = 0;
    const soon = () => {
      if (!frame)
        frame = window.requestAnimationFrame(() => {
          frame = 0;
          check();
        });
    };
    const timer = window.setInterval(soon, DECKY_RECHECK_MS);
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [decky, shown, bubble]);
}

/** sessionStorage tells no one of changes: Decky's own close is kept in its state. */
const noSubscription = () => () => undefined;

function readDismissed(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(DECKY_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    globalThis.sessionStorage?.setItem(DECKY_DISMISSED_KEY, '1');
  } catch {
    // Storage disabled: Decky stays away for this page view.
  }
}

/**
 * Decky, the mascot (docs/product.md#decky): 3 s after the page loads it appears with the welcome message of
 * the current language; each bubble lasts 15 s, then (unless always visible) the mascot hides 0.5 s
 * later and comes back after `interval` with a random active phrase. A click asks for a phrase; the
 * bubble's close button sends Decky away for the rest of the session.
 */
export function Decky({ category = 'general', interval = DECKY_DEFAULT_INTERVAL_MS, alwaysVisible = false, raisedBy = 0 }: DeckyProps) {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  // The page shell in the HTML has Decky (no session there): hydrating it, the first render reads
  // the server's answer, and the session's right after (ADR 0040).
  const dismissedBefore = useSyncExternalStore(noSubscription, readDismissed, () => false);
  const [closed, setClosed] = useState(false);
  const dismissed = dismissedBefore || closed;
  const [visible, setVisible] = useState(false);
  const [bubble, setBubble] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const asideRef = useRef<HTMLElement>(null);
  useWaitsForContent(asideRef, visible && !dismissed, bubble);

  // Phrases load once Decky first appears: a visitor who leaves within 3 s costs no request.
  const { data } = useListDeckyPhrasesByLanguageQuery({ idOrLanguage: language }, { skip: !started || dismissed });
  const phrases = useMemo(
    () =>
      (data ?? [])
        .filter((phrase) => phrase.isActive === 1 && phrase.language === language && (category === 'general' || phrase.category === category))
        .map((phrase) => phrase.text),
    [data, language, category],
  );

  // The timers read the latest phrases and callbacks through refs, kept current after each render.
  const phrasesRef = useRef(phrases);
  useLayoutEffect(() => {
    phrasesRef.current = phrases;
  }, [phrases]);
  const timers = useRef<number[]>([]);
  const clearTimers = useCallback(() => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  }, []);
  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  }, []);

  const sayRef = useRef<(text: string | null) => void>(() => {});
  const randomPhrase = useCallback((): string | null => {
    const list = phrasesRef.current;
    return list[Math.floor(Math.random() * list.length)] ?? null;
  }, []);

  const say = useCallback(
    (text: string | null) => {
      clearTimers();
      if (text === null) {
        // Nothing to say yet: try again after the interval.
        later(interval, () => sayRef.current(randomPhrase()));
        return;
      }
      setVisible(true);
      setBubble(text);
      later(DECKY_BUBBLE_MS, () => {
        setBubble(null);
        later(DECKY_HIDE_AFTER_MS, () => {
          if (!alwaysVisible) setVisible(false);
          later(interval, () => sayRef.current(randomPhrase()));
        });
      });
    },
    [alwaysVisible, clearTimers, interval, later, randomPhrase],
  );
  useLayoutEffect(() => {
    sayRef.current = say;
  }, [say]);

  // The welcome, once per page load (not again when the language changes).
  const welcome = intl.formatMessage({ id: 'decky.welcome' });
  const welcomeRef = useRef(welcome);
  useLayoutEffect(() => {
    welcomeRef.current = welcome;
  }, [welcome]);
  useEffect(() => {
    if (dismissed) return;
    const timer = window.setTimeout(() => {
      setStarted(true);
      sayRef.current(welcomeRef.current);
    }, DECKY_FIRST_APPEARANCE_MS);
    return () => {
      window.clearTimeout(timer);
      clearTimers();
    };
  }, [dismissed, clearTimers]);

  if (dismissed) return null;

  const close = () => {
    clearTimers();
    rememberDismissed();
    setClosed(true);
  };

  return (
    <aside
      ref={asideRef}
      className={`decky${visible ? ' decky--visible' : ''}`}
      style={raisedBy ? ({ '--cookie-banner-height': `${raisedBy}px` } as CSSProperties) : undefined}
      aria-label={intl.formatMessage({ id: 'decky.label' })}
      aria-hidden={!visible}
      inert={!visible}
    >
      {bubble !== null && (
        <div className="decky__bubble" role="status">
          <p className="decky__text">{bubble}</p>
          <button type="button" className="decky__close" onClick={close} aria-label={intl.formatMessage({ id: 'decky.close' })}>
            <CloseOutlined aria-hidden />
          </button>
        </div>
      )}
      <button type="button" className="decky__mascot" onClick={() => say(randomPhrase() ?? welcome)} aria-label={intl.formatMessage({ id: 'decky.ask' })}>
        <DeckyArt className="decky__art" />
      </button>
    </aside>
  );
}

/** The back office (also under a language prefix): dense tables with their actions at the right edge. */
const BACK_OFFICE = /^\/(?:(?:it|en)\/)?admin(?:-login)?(?:\/|$)/;

/**
 * The site-wide mascot (docs/product.md#decky): category general, a phrase every 30 s, always visible. It keeps
 * out of the back office, where it would sit on the tables' action buttons (ADR 0014).
 */
export function SiteDecky({ raisedBy }: Pick<DeckyProps, 'raisedBy'>) {
  const { pathname } = useLocation();
  if (BACK_OFFICE.test(pathname)) return null;
  return <Decky category="general" interval={30000} alwaysVisible raisedBy={raisedBy} />;
}
