import { App } from 'antd';
import { useEffect, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { includesBackOffice, includesBuilder, wantCatalogue } from '../i18n/messages';

/**
 * The back office's texts (`admin.*`, admin.<language>.json) are a catalogue of their own that only
 * the back office loads (ADR 0027): its pages show once the site's IntlProvider holds it, in the
 * language on screen and in every language chosen afterwards. They also get antd's <App>, which the
 * public site no longer mounts (components/ToastHost).
 */
export function withBackOfficeMessages<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  function BackOfficePage(props: Props) {
    const intl = useIntl();
    // The deck builder's catalogue too: the back office builds decks (issue 34: shared with the players' builder).
    const ready = includesBackOffice(intl.messages) && includesBuilder(intl.messages);
    useEffect(() => {
      if (ready) return;
      wantCatalogue('backOffice');
      wantCatalogue('builder');
    }, [ready]);
    // antd's <App> (without a wrapper element): the back office's confirmations and notifications use App.useApp().
    return ready ? (
      <App component={false} notification={{ maxCount: 1, duration: 5, placement: 'top', top: 80 }}>
        <Page {...props} />
      </App>
    ) : null;
  }
  BackOfficePage.displayName = `withBackOfficeMessages(${Page.displayName ?? Page.name})`;
  return BackOfficePage;
}
