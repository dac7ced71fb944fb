import { api } from './generated';

/** The privacy policy (one cache entry per language); saving one refreshes the page that shows it. */
export const settingsApi = api.enhanceEndpoints({
  addTagTypes: ['PrivacyPolicy'],
  endpoints: {
    getPrivacyPolicy: { providesTags: (_result, _error, { language }) => [{ type: 'PrivacyPolicy', id: language ?? 'it' }] },
    updatePrivacyPolicy: { invalidatesTags: (_result, _error, { language }) => [{ type: 'PrivacyPolicy', id: language ?? 'it' }] },
  },
});

export const { useGetPrivacyPolicyQuery, useUpdatePrivacyPolicyMutation } = settingsApi;
export type { PrivacyPolicyDto } from './generated';
