/** The tier-list endpoints live in api/tierlist.ts (with their cache tags): the home page and the back office use them too. */
export { useListTierListQuery, type RankedTierListEntryDto, type TierListDto, type TierListFormatDto } from '../../api/tierlist';
