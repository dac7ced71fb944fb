import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { describeApiFailure, fieldErrorsOf, readApiFailure, readValidationDetails } from './api-error';
import { testMessages } from '../test/messages';

const english = createIntl({ locale: 'en', messages: testMessages.en });
const italian = createIntl({ locale: 'it', messages: testMessages.it });

describe('readApiFailure', () => {
  it('reads status and code of an API error (never its message), and flags network failures', () => {
    expect(readApiFailure({ status: 409, data: { statusCode: 409, code: 'email_taken', message: 'Indirizzo email già registrato' } })).toEqual({
      status: 409,
      code: 'email_taken',
      network: false,
    });
    expect(readApiFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatchObject({ network: true, status: undefined });
    expect(readApiFailure({ status: 502, data: '<html>Bad gateway</html>' })).toEqual({ status: 502, code: undefined, network: false });
    expect(readApiFailure(undefined)).toMatchObject({ network: false, code: undefined });
  });

  it("reads the status of an answer that is not JSON (fetchBaseQuery's PARSING_ERROR), never '?'", () => {
    const htmlPage = { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError: Unexpected token <' };
    expect(readApiFailure(htmlPage)).toEqual({ status: 502, code: undefined, network: false });
  });
});

describe('describeApiFailure', () => {
  it("translates codes in the current language, and gives the screen's message for anything else (never the server's words)", () => {
    const taken = { status: 409, data: { code: 'username_taken', message: 'Nome utente già in uso' } };
    expect(describeApiFailure(english, taken, 'session.registerFailed.default')).toBe('This username is already taken');
    expect(describeApiFailure(italian, taken, 'session.registerFailed.default')).toBe('Nome utente già in uso');

    const unknown = { status: 418, data: { code: 'teapot', message: 'Sono una teiera' } };
    expect(describeApiFailure(english, unknown, 'session.registerFailed.default')).toBe('Error during registration');
    const serverError = { status: 500, data: { statusCode: 500, code: 'internal_error', message: 'Internal server error' } };
    expect(describeApiFailure(italian, serverError, 'session.registerFailed.default')).toBe('Errore durante la registrazione');
    const down = { status: 503, data: { statusCode: 503, code: 'database_unavailable', message: 'x' } };
    expect(describeApiFailure(english, down, 'session.registerFailed.default')).toBe('The service is temporarily unavailable: try again shortly');
    expect(describeApiFailure(english, { status: 500, data: {} }, 'session.registerFailed.default')).toBe('Error during registration');
    expect(describeApiFailure(italian, { status: 'FETCH_ERROR' }, 'session.loginFailed.default')).toBe('Errore durante il login');
  });

  it('translates a validation_failed answer by its details codes, never by its message', () => {
    const invalid = {
      status: 422,
      data: {
        code: 'validation_failed',
        message: 'whatever the server wrote',
        details: [
          { field: 'username', code: 'too_short' },
          { field: 'password', code: 'too_short' },
          { field: 'isAdmin', code: 'unknown_field' },
        ],
      },
    };
    expect(describeApiFailure(english, invalid, 'session.registerFailed.default')).toBe(
      'Username must be at least 3 characters long; Password must be at least 6 characters long; isAdmin: this field is not accepted',
    );
    expect(describeApiFailure(italian, invalid, 'session.registerFailed.default')).toContain('Il nome utente deve avere almeno 3 caratteri');
  });
});

describe('fieldErrorsOf', () => {
  const labels = { title: 'Title (English)', author: 'Author' };
  const refusal = (code: string, details: unknown) => ({ status: 422, data: { statusCode: 422, code, message: 'ignored', details } });

  it("gives each field the text of what the API refused, whatever the answer's code, in the current language", () => {
    const error = refusal('invalid_news', [
      { field: 'title', code: 'title_required' },
      { field: 'author', code: 'author_required' },
    ]);
    expect(fieldErrorsOf(english, error, labels)).toEqual({ title: 'The title is required', author: 'The author is required' });
    expect(fieldErrorsOf(italian, error, labels)).toEqual({ title: 'Il titolo è obbligatorio', author: "L'autore è obbligatorio" });
    // Only validation_failed's details are the request's shape: describeApiFailure keeps the code's text for the rest.
    expect(readValidationDetails(error)).toEqual([]);
  });

  it("names the field in the form's words, joins two rules of one field and skips fields the form does not have", () => {
    const error = refusal('validation_failed', [
      { field: 'title', code: 'too_long', max: 200 },
      { field: 'title', code: 'not_a_string' },
      { field: 'is_draft', code: 'not_a_boolean' },
    ]);
    expect(fieldErrorsOf(english, error, labels)).toEqual({ title: 'Title (English): too long; Title (English): text expected' });
  });

  it('is empty for an answer without details, or no answer', () => {
    expect(fieldErrorsOf(english, { status: 'FETCH_ERROR', error: 'offline' }, labels)).toEqual({});
    expect(fieldErrorsOf(english, refusal('news_not_found', undefined), labels)).toEqual({});
  });
});
