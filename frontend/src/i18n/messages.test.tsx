import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { withBackOfficeMessages } from '../admin/BackOfficeMessages';
import { useAppDispatch } from '../app/hooks';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';
import { languageChosen } from './language';
import { forgetMessages, isLanguageReady, loadMessages, messagesFor } from './messages';

function Greeting() {
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" onClick={() => dispatch(languageChosen('it'))}>
        it
      </button>
      <p>
        <FormattedMessage id="comments.send" />
      </p>
    </>
  );
}

const BackOfficeTitle = withBackOfficeMessages(() => (
  <h1>
    <FormattedMessage id="admin.login.title" />
  </h1>
));

/** ADR 0027: one language's public catalogue at a time, the back office's only with the back office. */
describe('message catalogues', () => {
  // src/test/setup.ts loads every catalogue for the other tests; these start from a first visit.
  beforeEach(() => forgetMessages());

  it("loads a language's public catalogue without the back office's", async () => {
    expect(isLanguageReady('en')).toBe(false);
    await loadMessages('en');
    expect(isLanguageReady('en')).toBe(true);
    expect(messagesFor('en')['comments.send']).toBe('Send');
    expect(messagesFor('en')['admin.login.title']).toBeUndefined();
    expect(isLanguageReady('it')).toBe(false);
  });

  it('shows nothing until the language is loaded, then keeps it on screen until the next one has arrived', async () => {
    const store = makeStore({ language: { current: 'en' } });
    const { container } = render(
      <AppProviders store={store}>
        <Greeting />
      </AppProviders>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('Send')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    act(() => screen.getByRole('button', { name: 'it' }).click());
    // The choice is made, the Italian catalogue is on its way: English stays, never a bare id.
    expect(screen.getByText('Send')).toBeInTheDocument();
    expect(await screen.findByText('Invia')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
    expect(messagesFor('it')['admin.login.title']).toBeUndefined();
  });

  it("waits for the back office's catalogue before showing a back-office page, in the language on screen", async () => {
    await loadMessages('it');
    const store = makeStore({ language: { current: 'it' } });
    render(
      <AppProviders store={store}>
        <BackOfficeTitle />
      </AppProviders>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Area amministrazione' })).toBeInTheDocument();
    expect(messagesFor('en')['admin.login.title']).toBeUndefined();
    // From now on a language is ready only with the back office's texts too.
    await loadMessages('en');
    expect(isLanguageReady('en')).toBe(false);
  });
});
