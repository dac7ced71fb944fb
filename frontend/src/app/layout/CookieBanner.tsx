import { Button } from 'antd';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCookieConsent } from '../../components/useCookieConsent';
import { consentFor, onCookiePreferencesRequested, saveConsent, type ConsentChoice } from '../../lib/cookie-consent';
import './cookie-banner.css';

/** The banner waits 1 s after the page loads (docs/product.md#limits). */
export const COOKIE_BANNER_DELAY_MS = 1000;

// The preferences dialog (antd's Modal and Switch) is a chunk of its own, loaded when first opened (issue #14).
const CookiePreferences = lazy(() => import('./CookiePreferences'));

/**
 * The cookie banner (docs/product.md#cookie-banner): 1 s after load, while no choice is stored, it offers
 * preferences, necessary only and accept all, with a link to /privacy. The preferences dialog has
 * necessary (always on), preferences (which also lets YouTube videos load) and analytics.
 */
export function CookieBanner({ onHeightChange }: { onHeightChange?: (height: number) => void }) {
  const intl = useIntl();
  const consent = useCookieConsent();
  const [due, setDue] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // Mounted from the first opening on, so it can animate closed afterwards.
  const [preferencesUsed, setPreferencesUsed] = useState(false);
  const [draft, setDraft] = useState({ preferences: false, analytics: false });
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (consent) return;
    const timer = window.setTimeout(() => setDue(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [consent]);

  const openPreferences = () => {
    setDraft({ preferences: consent?.preferences ?? false, analytics: consent?.analytics ?? false });
    setPreferencesUsed(true);
    setPreferencesOpen(true);
  };
  const openRef = useRef(openPreferences);
  useLayoutEffect(() => {
    openRef.current = openPreferences;
  });
  // The privacy page's "cookie preferences" button reopens the dialog after a choice was made.
  useEffect(() => onCookiePreferencesRequested(() => openRef.current()), []);

  const shown = due && !consent;

  // Decky moves up by the banner's height (Layout.tsx). Set on the root as a CSS variable, that height
  // restyled every element of the page when the banner appeared (18–25 ms; bench/README.md, item 6).
  useLayoutEffect(() => {
    const banner = bannerRef.current;
    if (!shown || !banner) {
      onHeightChange?.(0);
      return;
    }
    const update = () => onHeightChange?.(banner.offsetHeight);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      onHeightChange?.(0);
    };
  }, [shown, onHeightChange]);

  const choose = (choice: ConsentChoice) => {
    saveConsent(consentFor(choice));
    setPreferencesOpen(false);
  };

  return (
    <>
      {shown && (
        <section ref={bannerRef} className="cookie-banner" aria-label={intl.formatMessage({ id: 'cookies.banner.label' })}>
          <div className="cookie-banner__inner">
            <div className="cookie-banner__text">
              <h2 className="cookie-banner__title">
                <FormattedMessage id="cookies.banner.title" />
              </h2>
              <p>
                <FormattedMessage id="cookies.banner.text" />{' '}
                <Link to="/privacy">
                  <FormattedMessage id="cookies.banner.privacyLink" />
                </Link>
              </p>
            </div>
            <div className="cookie-banner__actions">
              <Button onClick={openPreferences}>
                <FormattedMessage id="cookies.banner.preferences" />
              </Button>
              <Button onClick={() => choose('necessary')}>
                <FormattedMessage id="cookies.banner.necessaryOnly" />
              </Button>
              <Button type="primary" onClick={() => choose('all')}>
                <FormattedMessage id="cookies.banner.acceptAll" />
              </Button>
            </div>
          </div>
        </section>
      )}
      {preferencesUsed && (
        <Suspense fallback={null}>
          <CookiePreferences open={preferencesOpen} draft={draft} onDraft={setDraft} onCancel={() => setPreferencesOpen(false)} onSave={() => choose(draft)} />
        </Suspense>
      )}
    </>
  );
}
