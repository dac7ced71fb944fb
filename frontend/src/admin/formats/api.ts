import { FORMAT_LIST, GAME_RULES, gameRulesApi } from '../../api/game-rules';

export type { CreateFormatDto, FormatDto, UpdateFormatDto } from '../../api/generated';

/** Format administration: every write refreshes the format list and the game rules (builder, gallery, home). */
export const formatAdminApi = gameRulesApi.enhanceEndpoints({
  endpoints: {
    createFormat: { invalidatesTags: (result) => (result ? [FORMAT_LIST, GAME_RULES] : []) },
    updateFormat: { invalidatesTags: (result) => (result ? [FORMAT_LIST, GAME_RULES] : []) },
    deleteFormat: { invalidatesTags: (result) => (result ? [FORMAT_LIST, GAME_RULES] : []) },
    setCurrentFormat: { invalidatesTags: (result) => (result ? [FORMAT_LIST, GAME_RULES] : []) },
  },
});

export const { useListFormatsQuery, useCreateFormatMutation, useUpdateFormatMutation, useDeleteFormatMutation, useSetCurrentFormatMutation } = formatAdminApi;
