import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import generated from '../api/generated.ts?raw';
import en from '../i18n/en.json';
import itMessages from '../i18n/it.json';
import { describeApiFailure, describeValidationDetail } from './api-error';
import { testMessages } from '../test/messages';

/**
 * Issue #10 item 7, ADR 0024: every code the API can answer has a text in both languages. The
 * backend lists its codes (typed, and scanned by its error-codes.spec.ts) and publishes them as the
 * ErrorCode and ValidationDetailCode enums of openapi.yaml, from which the client is generated:
 * a code added on the server without its texts here fails this test.
 */
function union(name: string): string[] {
  const match = new RegExp(`export type ${name} =([^;]+);`).exec(generated);
  return [...(match?.[1] ?? '').matchAll(/'([^']+)'/g)].flatMap((code) => (code[1] ? [code[1]] : []));
}

const CATALOGUES = { it: itMessages as Record<string, string>, en: en as Record<string, string> };

describe('error catalogue (issue #10 item 7)', () => {
  const errorCodes = union('ErrorCode');
  const detailCodes = union('ValidationDetailCode');

  it('reads the codes the API publishes', () => {
    expect(errorCodes.length).toBeGreaterThan(50);
    expect(errorCodes).toEqual(expect.arrayContaining(['validation_failed', 'deck_not_found', 'csrf_origin_refused', 'internal_error']));
    expect(detailCodes).toEqual(expect.arrayContaining(['required', 'too_long', 'deckNameRequired', 'unclosed_quote']));
  });

  it.each(Object.entries(CATALOGUES))('has a text for every error code in %s', (_language, messages) => {
    expect(errorCodes.filter((code) => !messages[`errors.code.${code}`])).toEqual([]);
  });

  it.each(Object.entries(CATALOGUES))('has a text for every validation detail code in %s', (_language, messages) => {
    expect(detailCodes.filter((code) => !messages[`errors.validation.${code}`])).toEqual([]);
  });

  it("shows every code in the current language and never the server's words", () => {
    const italian = createIntl({ locale: 'it', messages: testMessages.it });
    const english = createIntl({ locale: 'en', messages: testMessages.en });
    for (const code of errorCodes.filter((code) => code !== 'validation_failed')) {
      const error = { status: 409, data: { statusCode: 409, code, message: 'SERVER WORDS' } };
      expect(describeApiFailure(italian, error, 'errors.code.error')).toBe(itMessages[`errors.code.${code}` as keyof typeof itMessages]);
      expect(describeApiFailure(english, error, 'errors.code.error')).not.toContain('SERVER WORDS');
    }
    // Each detail code reads as its own text, not as the generic one for a code the client does not know.
    for (const code of detailCodes.filter((code) => code !== 'invalid'))
      expect(describeValidationDetail(english, { field: 'name', code })).not.toBe('name: the value is not valid');
  });
});
