import { useEffect, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { includesBackOffice, wantCatalogue } from '../i18n/messages';

/**
 * The back office's texts (`admin.*`, admin.<language>.json) are a catalogue of their own that only
 * the back office loads (ADR 0027): its pages show once the site's IntlProvider holds it, in the
 * language on screen and in every language chosen afterwards.
 */
export function withBackOfficeMessages<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  function BackOfficePage(props: Props) {
    const intl = useIntl();
    const ready = includesBackOffice(intl.messages);
    useEffect(() => {
      if (!ready) wantCatalogue('backOffice');
    }, [ready]);
    return ready ? <Page {...props} /> : null;
  }
  BackOfficePage.displayName = `withBackOfficeMessages(${Page.displayName ?? Page.name})`;
  return BackOfficePage;
}
