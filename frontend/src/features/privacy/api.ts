/** The policy endpoints live in api/settings.ts (the back office edits what this page shows). */
export { useGetPrivacyPolicyQuery, type PrivacyPolicyDto } from '../../api/settings';
