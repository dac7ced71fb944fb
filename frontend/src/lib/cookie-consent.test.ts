import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY, consentFor, parseConsent, readConsent, resetConsentCache, saveConsent } from './cookie-consent';

describe('cookie consent', () => {
  afterEach(() => resetConsentCache());

  it('builds the product shape for each choice', () => {
    const now = new Date('2026-01-02T03:04:05Z');
    expect(consentFor('all', now)).toEqual({ necessary: true, preferences: true, analytics: true, timestamp: '2026-01-02T03:04:05.000Z' });
    expect(consentFor('necessary', now)).toEqual({ necessary: true, preferences: false, analytics: false, timestamp: '2026-01-02T03:04:05.000Z' });
    expect(consentFor({ preferences: true, analytics: false }, now)).toMatchObject({ necessary: true, preferences: true, analytics: false });
  });

  it('reads only well-formed choices', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('not json')).toBeNull();
    expect(parseConsent('{"preferences":"yes","analytics":false}')).toBeNull();
    expect(parseConsent('{"necessary":false,"preferences":true,"analytics":false,"timestamp":"t"}')).toEqual({
      necessary: true,
      preferences: true,
      analytics: false,
      timestamp: 't',
    });
  });

  it('stores under cookie-consent', () => {
    expect(readConsent()).toBeNull();
    saveConsent(consentFor('necessary'));
    expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_KEY)!)).toMatchObject({ necessary: true, preferences: false, analytics: false });
    resetConsentCache();
    expect(readConsent()).toMatchObject({ preferences: false });
  });
});
