import type { LoaderFunctionArgs, MetaFunction, RouterContextProvider } from 'react-router';
import { settingsApi } from '../api/settings';
import { awaitReads, hooksRead, pageHead, storeContext } from '../app/route-data';
import PrivacyPage from '../features/privacy/pages/PrivacyPage';
import { selectLanguage } from '../i18n/language';

/** The policy in the page's language, as the page asks for it. */
function reads(context: Readonly<RouterContextProvider>) {
  const { dispatch, getState } = context.get(storeContext);
  return awaitReads(dispatch(settingsApi.endpoints.getPrivacyPolicy.initiate({ language: selectLanguage(getState()) }, { subscribe: false })));
}

export async function loader({ context }: LoaderFunctionArgs) {
  await reads(context);
}

export const clientLoader = hooksRead;

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'privacy.title', descriptionId: 'meta.description.privacy' });

export default PrivacyPage;
