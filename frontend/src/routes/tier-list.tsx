import type { LoaderFunctionArgs, MetaFunction, RouterContextProvider } from 'react-router';
import { gameRulesApi } from '../api/game-rules';
import { tierListApi } from '../api/tierlist';
import { awaitReads, hooksRead, pageHead, storeContext } from '../app/route-data';
import TierListPage from '../features/tierlist/pages/TierListPage';

function reads(context: Readonly<RouterContextProvider>) {
  const { dispatch } = context.get(storeContext);
  return awaitReads(
    dispatch(gameRulesApi.endpoints.getGameRules.initiate(undefined, { subscribe: false })),
    dispatch(tierListApi.endpoints.listTierList.initiate({}, { subscribe: false })),
  );
}

export async function loader({ context }: LoaderFunctionArgs) {
  await reads(context);
}

export const clientLoader = hooksRead;

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'tierlist.pageTitle', descriptionId: 'meta.description.tierList' });

export default TierListPage;
