import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
      query: () => ({ url: `/api/health/ready` }),
    }),
    getMetrics: build.query<GetMetricsApiResponse, GetMetricsApiArg>({
      query: () => ({ url: `/api/metrics` }),
    }),
    getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
      query: () => ({ url: `/api/user` }),
    }),
    getSession: build.query<GetSessionApiResponse, GetSessionApiArg>({
      query: () => ({ url: `/api/session` }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({ url: `/api/register`, method: 'POST', body: queryArg.registerDto }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
    verifyEmail: build.query<VerifyEmailApiResponse, VerifyEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/verify-email`,
        params: {
          token: queryArg.token,
        },
      }),
    }),
    unlockAccount: build.mutation<UnlockAccountApiResponse, UnlockAccountApiArg>({
      query: (queryArg) => ({ url: `/api/unlock-account`, method: 'POST', body: queryArg.unlockAccountDto }),
    }),
    resendVerification: build.mutation<ResendVerificationApiResponse, ResendVerificationApiArg>({
      query: () => ({ url: `/api/resend-verification`, method: 'POST' }),
    }),
    getAdminAuth: build.query<GetAdminAuthApiResponse, GetAdminAuthApiArg>({
      query: () => ({ url: `/api/admin/auth` }),
    }),
    adminLogin: build.mutation<AdminLoginApiResponse, AdminLoginApiArg>({
      query: (queryArg) => ({ url: `/api/admin/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    adminLogout: build.mutation<AdminLogoutApiResponse, AdminLogoutApiArg>({
      query: () => ({ url: `/api/admin/logout`, method: 'POST' }),
    }),
    createAdmin: build.mutation<CreateAdminApiResponse, CreateAdminApiArg>({
      query: (queryArg) => ({ url: `/api/admin/create`, method: 'POST', body: queryArg.createAdminDto }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({ url: `/api/admin/user/${queryArg.id}`, method: 'DELETE' }),
    }),
    listAdmins: build.query<ListAdminsApiResponse, ListAdminsApiArg>({
      query: () => ({ url: `/api/admin/users` }),
    }),
    listAllUsers: build.query<ListAllUsersApiResponse, ListAllUsersApiArg>({
      query: () => ({ url: `/api/admin/all-users` }),
    }),
    listAllUsersPage: build.query<ListAllUsersPageApiResponse, ListAllUsersPageApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/all-users/page`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          admin: queryArg.admin,
          verified: queryArg.verified,
          sort: queryArg.sort,
          q: queryArg.q,
        },
      }),
    }),
    listCards: build.query<ListCardsApiResponse, ListCardsApiArg>({
      query: () => ({ url: `/api/cards` }),
    }),
    createCard: build.mutation<CreateCardApiResponse, CreateCardApiArg>({
      query: (queryArg) => ({ url: `/api/cards`, method: 'POST', body: queryArg.createCardDto }),
    }),
    searchCards: build.query<SearchCardsApiResponse, SearchCardsApiArg>({
      query: (queryArg) => ({
        url: `/api/cards/search`,
        params: {
          q: queryArg.q,
        },
      }),
    }),
    cardGallery: build.query<CardGalleryApiResponse, CardGalleryApiArg>({
      query: (queryArg) => ({
        url: `/api/cards/gallery`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          q: queryArg.q,
          sort: queryArg.sort,
          printings: queryArg.printings,
        },
      }),
    }),
    listCardFilterOptions: build.query<ListCardFilterOptionsApiResponse, ListCardFilterOptionsApiArg>({
      query: () => ({ url: `/api/cards/filter-options` }),
    }),
    importCards: build.mutation<ImportCardsApiResponse, ImportCardsApiArg>({
      query: (queryArg) => ({ url: `/api/cards/import`, method: 'POST', body: queryArg.body }),
    }),
    deleteSelectedCards: build.mutation<DeleteSelectedCardsApiResponse, DeleteSelectedCardsApiArg>({
      query: (queryArg) => ({ url: `/api/cards/bulk-delete`, method: 'POST', body: queryArg.cardSelectionDto }),
    }),
    normalizeCardTypes: build.mutation<NormalizeCardTypesApiResponse, NormalizeCardTypesApiArg>({
      query: (queryArg) => ({ url: `/api/cards/normalize-types`, method: 'POST', body: queryArg.normalizeTypesDto }),
    }),
    clearCards: build.mutation<ClearCardsApiResponse, ClearCardsApiArg>({
      query: () => ({ url: `/api/cards/clear`, method: 'POST' }),
    }),
    clearCardsByPrefix: build.mutation<ClearCardsByPrefixApiResponse, ClearCardsByPrefixApiArg>({
      query: (queryArg) => ({ url: `/api/cards/clear-prefix`, method: 'POST', body: queryArg.clearPrefixDto }),
    }),
    searchCardOnline: build.mutation<SearchCardOnlineApiResponse, SearchCardOnlineApiArg>({
      query: (queryArg) => ({ url: `/api/cards/search-online`, method: 'POST', body: queryArg.searchOnlineDto }),
    }),
    updateCard: build.mutation<UpdateCardApiResponse, UpdateCardApiArg>({
      query: (queryArg) => ({ url: `/api/cards/${queryArg.id}`, method: 'PUT', body: queryArg.updateCardDto }),
    }),
    deleteCard: build.mutation<DeleteCardApiResponse, DeleteCardApiArg>({
      query: (queryArg) => ({ url: `/api/cards/${queryArg.id}`, method: 'DELETE' }),
    }),
    uploadCardImage: build.mutation<UploadCardImageApiResponse, UploadCardImageApiArg>({
      query: (queryArg) => ({ url: `/api/cards/${queryArg.id}/image`, method: 'POST', body: queryArg.body }),
    }),
    getCardImage: build.query<GetCardImageApiResponse, GetCardImageApiArg>({
      query: (queryArg) => ({
        url: `/api/card-images/${queryArg.code}`,
        params: {
          size: queryArg.size,
          v: queryArg.v,
          fallback: queryArg.fallback,
        },
      }),
    }),
    listAdminCards: build.query<ListAdminCardsApiResponse, ListAdminCardsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/cards`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          type: queryArg['type'],
          sort: queryArg.sort,
          q: queryArg.q,
          color: queryArg.color,
          set: queryArg['set'],
        },
      }),
    }),
    listFormats: build.query<ListFormatsApiResponse, ListFormatsApiArg>({
      query: () => ({ url: `/api/formats` }),
    }),
    createFormat: build.mutation<CreateFormatApiResponse, CreateFormatApiArg>({
      query: (queryArg) => ({ url: `/api/formats`, method: 'POST', body: queryArg.createFormatDto }),
    }),
    updateFormat: build.mutation<UpdateFormatApiResponse, UpdateFormatApiArg>({
      query: (queryArg) => ({ url: `/api/formats/${queryArg.code}`, method: 'PUT', body: queryArg.updateFormatDto }),
    }),
    deleteFormat: build.mutation<DeleteFormatApiResponse, DeleteFormatApiArg>({
      query: (queryArg) => ({ url: `/api/formats/${queryArg.code}`, method: 'DELETE' }),
    }),
    setCurrentFormat: build.mutation<SetCurrentFormatApiResponse, SetCurrentFormatApiArg>({
      query: (queryArg) => ({ url: `/api/formats/${queryArg.code}/current`, method: 'POST' }),
    }),
    getGameRules: build.query<GetGameRulesApiResponse, GetGameRulesApiArg>({
      query: () => ({ url: `/api/game-rules` }),
    }),
    listDecks: build.query<ListDecksApiResponse, ListDecksApiArg>({
      query: (queryArg) => ({
        url: `/api/decks`,
        params: {
          includeDrafts: queryArg.includeDrafts,
        },
      }),
    }),
    createDeck: build.mutation<CreateDeckApiResponse, CreateDeckApiArg>({
      query: (queryArg) => ({
        url: `/api/decks`,
        method: 'POST',
        body: queryArg.saveDeckDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    searchDecks: build.query<SearchDecksApiResponse, SearchDecksApiArg>({
      query: (queryArg) => ({
        url: `/api/decks/page`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          source: queryArg.source,
          leader: queryArg.leader,
          q: queryArg.q,
          includeDrafts: queryArg.includeDrafts,
          tier: queryArg.tier,
          format: queryArg.format,
          sort: queryArg.sort,
        },
      }),
    }),
    listDeckLeaders: build.query<ListDeckLeadersApiResponse, ListDeckLeadersApiArg>({
      query: (queryArg) => ({
        url: `/api/decks/leaders`,
        params: {
          source: queryArg.source,
        },
      }),
    }),
    listDeckFormats: build.query<ListDeckFormatsApiResponse, ListDeckFormatsApiArg>({
      query: (queryArg) => ({
        url: `/api/decks/formats`,
        params: {
          source: queryArg.source,
        },
      }),
    }),
    listMyDecks: build.query<ListMyDecksApiResponse, ListMyDecksApiArg>({
      query: (queryArg) => ({
        url: `/api/decks/mine`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          sort: queryArg.sort,
        },
      }),
    }),
    parseDeckList: build.mutation<ParseDeckListApiResponse, ParseDeckListApiArg>({
      query: (queryArg) => ({ url: `/api/decks/parse-list`, method: 'POST', body: queryArg.parseDeckListDto }),
    }),
    getDeck: build.query<GetDeckApiResponse, GetDeckApiArg>({
      query: (queryArg) => ({ url: `/api/decks/${queryArg.id}` }),
    }),
    updateDeck: build.mutation<UpdateDeckApiResponse, UpdateDeckApiArg>({
      query: (queryArg) => ({ url: `/api/decks/${queryArg.id}`, method: 'PUT', body: queryArg.saveDeckDto }),
    }),
    updateDeckVisibility: build.mutation<UpdateDeckVisibilityApiResponse, UpdateDeckVisibilityApiArg>({
      query: (queryArg) => ({ url: `/api/decks/${queryArg.id}`, method: 'PATCH', body: queryArg.updateDeckVisibilityDto }),
    }),
    deleteDeck: build.mutation<DeleteDeckApiResponse, DeleteDeckApiArg>({
      query: (queryArg) => ({ url: `/api/decks/${queryArg.id}`, method: 'DELETE' }),
    }),
    copyDeck: build.mutation<CopyDeckApiResponse, CopyDeckApiArg>({
      query: (queryArg) => ({ url: `/api/decks/${queryArg.id}/copy`, method: 'POST' }),
    }),
    listAdminDecks: build.query<ListAdminDecksApiResponse, ListAdminDecksApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/decks`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          tier: queryArg.tier,
          status: queryArg.status,
          source: queryArg.source,
          sort: queryArg.sort,
          q: queryArg.q,
          format: queryArg.format,
        },
      }),
    }),
    getClearCardsImpact: build.query<GetClearCardsImpactApiResponse, GetClearCardsImpactApiArg>({
      query: () => ({ url: `/api/cards/clear/impact` }),
    }),
    getClearPrefixImpact: build.query<GetClearPrefixImpactApiResponse, GetClearPrefixImpactApiArg>({
      query: (queryArg) => ({
        url: `/api/cards/clear-prefix/impact`,
        params: {
          prefix: queryArg.prefix,
        },
      }),
    }),
    getBulkDeleteImpact: build.query<GetBulkDeleteImpactApiResponse, GetBulkDeleteImpactApiArg>({
      query: (queryArg) => ({
        url: `/api/cards/bulk-delete/impact`,
        params: {
          ids: queryArg.ids,
        },
      }),
    }),
    getDeckDeletionImpact: build.query<GetDeckDeletionImpactApiResponse, GetDeckDeletionImpactApiArg>({
      query: (queryArg) => ({ url: `/api/decks/${queryArg.id}/deletion-impact` }),
    }),
    checkDeckLegality: build.mutation<CheckDeckLegalityApiResponse, CheckDeckLegalityApiArg>({
      query: (queryArg) => ({ url: `/api/decks/legality`, method: 'POST', body: queryArg.checkDeckLegalityDto }),
    }),
    computeDeckStatistics: build.mutation<ComputeDeckStatisticsApiResponse, ComputeDeckStatisticsApiArg>({
      query: (queryArg) => ({ url: `/api/decks/statistics`, method: 'POST', body: queryArg.deckStatisticsDraftDto }),
    }),
    exportDeckList: build.query<ExportDeckListApiResponse, ExportDeckListApiArg>({
      query: (queryArg) => ({
        url: `/api/decks/${queryArg.id}/export`,
        params: {
          format: queryArg.format,
        },
      }),
    }),
    getDeckImage: build.query<GetDeckImageApiResponse, GetDeckImageApiArg>({
      query: (queryArg) => ({ url: `/api/decks/${queryArg.id}/image.png` }),
    }),
    getDeckRegistrationSheet: build.query<GetDeckRegistrationSheetApiResponse, GetDeckRegistrationSheetApiArg>({
      query: (queryArg) => ({
        url: `/api/decks/${queryArg.id}/registration.pdf`,
        params: {
          lang: queryArg.lang,
        },
      }),
    }),
    getPlayer: build.query<GetPlayerApiResponse, GetPlayerApiArg>({
      query: (queryArg) => ({
        url: `/api/players/${queryArg.username}`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          sort: queryArg.sort,
        },
      }),
    }),
    getCardPage: build.query<GetCardPageApiResponse, GetCardPageApiArg>({
      query: (queryArg) => ({ url: `/api/cards/by-code/${queryArg.code}` }),
    }),
    getLeaderPage: build.query<GetLeaderPageApiResponse, GetLeaderPageApiArg>({
      query: (queryArg) => ({ url: `/api/leaders/${queryArg.code}` }),
    }),
    listNews: build.query<ListNewsApiResponse, ListNewsApiArg>({
      query: (queryArg) => ({
        url: `/api/news`,
        params: {
          search: queryArg.search,
          includeDrafts: queryArg.includeDrafts,
        },
      }),
    }),
    createNews: build.mutation<CreateNewsApiResponse, CreateNewsApiArg>({
      query: (queryArg) => ({ url: `/api/news`, method: 'POST', body: queryArg.saveNewsDto }),
    }),
    listNewsPage: build.query<ListNewsPageApiResponse, ListNewsPageApiArg>({
      query: (queryArg) => ({
        url: `/api/news/page`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          search: queryArg.search,
          includeDrafts: queryArg.includeDrafts,
        },
      }),
    }),
    listHighlightedNews: build.query<ListHighlightedNewsApiResponse, ListHighlightedNewsApiArg>({
      query: (queryArg) => ({
        url: `/api/news/highlighted`,
        params: {
          limit: queryArg.limit,
        },
      }),
    }),
    getNews: build.query<GetNewsApiResponse, GetNewsApiArg>({
      query: (queryArg) => ({ url: `/api/news/${queryArg.id}` }),
    }),
    updateNews: build.mutation<UpdateNewsApiResponse, UpdateNewsApiArg>({
      query: (queryArg) => ({ url: `/api/news/${queryArg.id}`, method: 'PUT', body: queryArg.saveNewsDto }),
    }),
    deleteNews: build.mutation<DeleteNewsApiResponse, DeleteNewsApiArg>({
      query: (queryArg) => ({ url: `/api/news/${queryArg.id}`, method: 'DELETE' }),
    }),
    uploadNewsImage: build.mutation<UploadNewsImageApiResponse, UploadNewsImageApiArg>({
      query: (queryArg) => ({ url: `/api/news/${queryArg.id}/image`, method: 'POST', body: queryArg.body }),
    }),
    listAdminNews: build.query<ListAdminNewsApiResponse, ListAdminNewsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/news`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          status: queryArg.status,
          language: queryArg.language,
          sort: queryArg.sort,
          q: queryArg.q,
        },
      }),
    }),
    uploadContentImage: build.mutation<UploadContentImageApiResponse, UploadContentImageApiArg>({
      query: (queryArg) => ({ url: `/api/content-images`, method: 'POST', body: queryArg.body }),
    }),
    listComments: build.query<ListCommentsApiResponse, ListCommentsApiArg>({
      query: (queryArg) => ({ url: `/api/comments/${queryArg.contentType}/${queryArg.contentId}` }),
    }),
    listCommentPage: build.query<ListCommentPageApiResponse, ListCommentPageApiArg>({
      query: (queryArg) => ({
        url: `/api/comments/${queryArg.contentType}/${queryArg.contentId}/page`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    createComment: build.mutation<CreateCommentApiResponse, CreateCommentApiArg>({
      query: (queryArg) => ({ url: `/api/comments`, method: 'POST', body: queryArg.createCommentDto }),
    }),
    updateComment: build.mutation<UpdateCommentApiResponse, UpdateCommentApiArg>({
      query: (queryArg) => ({ url: `/api/comments/${queryArg.id}`, method: 'PUT', body: queryArg.updateCommentDto }),
    }),
    deleteComment: build.mutation<DeleteCommentApiResponse, DeleteCommentApiArg>({
      query: (queryArg) => ({ url: `/api/comments/${queryArg.id}`, method: 'DELETE' }),
    }),
    listFavorites: build.query<ListFavoritesApiResponse, ListFavoritesApiArg>({
      query: () => ({ url: `/api/favorites` }),
    }),
    addFavorite: build.mutation<AddFavoriteApiResponse, AddFavoriteApiArg>({
      query: (queryArg) => ({ url: `/api/favorites`, method: 'POST', body: queryArg.addFavoriteDto }),
    }),
    listFavoritesPage: build.query<ListFavoritesPageApiResponse, ListFavoritesPageApiArg>({
      query: (queryArg) => ({
        url: `/api/favorites/page`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    getFavoriteStatus: build.query<GetFavoriteStatusApiResponse, GetFavoriteStatusApiArg>({
      query: (queryArg) => ({ url: `/api/favorites/${queryArg.deckId}` }),
    }),
    removeFavorite: build.mutation<RemoveFavoriteApiResponse, RemoveFavoriteApiArg>({
      query: (queryArg) => ({ url: `/api/favorites/${queryArg.deckId}`, method: 'DELETE' }),
    }),
    createReport: build.mutation<CreateReportApiResponse, CreateReportApiArg>({
      query: (queryArg) => ({ url: `/api/reports`, method: 'POST', body: queryArg.createReportDto }),
    }),
    listReports: build.query<ListReportsApiResponse, ListReportsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reports`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    dismissReports: build.mutation<DismissReportsApiResponse, DismissReportsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/reports/${queryArg.targetType}/${queryArg.targetId}/dismiss`, method: 'POST' }),
    }),
    hideDeck: build.mutation<HideDeckApiResponse, HideDeckApiArg>({
      query: (queryArg) => ({ url: `/api/admin/decks/${queryArg.id}/hide`, method: 'POST' }),
    }),
    restoreDeck: build.mutation<RestoreDeckApiResponse, RestoreDeckApiArg>({
      query: (queryArg) => ({ url: `/api/admin/decks/${queryArg.id}/restore`, method: 'POST' }),
    }),
    listTierList: build.query<ListTierListApiResponse, ListTierListApiArg>({
      query: (queryArg) => ({
        url: `/api/tierlist`,
        params: {
          format: queryArg.format,
        },
      }),
    }),
    placeTierListDeck: build.mutation<PlaceTierListDeckApiResponse, PlaceTierListDeckApiArg>({
      query: (queryArg) => ({ url: `/api/tierlist`, method: 'POST', body: queryArg.placeTierListDeckDto }),
    }),
    listTierListCandidates: build.query<ListTierListCandidatesApiResponse, ListTierListCandidatesApiArg>({
      query: (queryArg) => ({
        url: `/api/tierlist/candidates`,
        params: {
          format: queryArg.format,
        },
      }),
    }),
    moveTierListEntry: build.mutation<MoveTierListEntryApiResponse, MoveTierListEntryApiArg>({
      query: (queryArg) => ({ url: `/api/tierlist/${queryArg.id}/position`, method: 'PUT', body: queryArg.moveTierListEntryDto }),
    }),
    updateTierListNotes: build.mutation<UpdateTierListNotesApiResponse, UpdateTierListNotesApiArg>({
      query: (queryArg) => ({ url: `/api/tierlist/${queryArg.id}/notes`, method: 'PUT', body: queryArg.updateTierListNotesDto }),
    }),
    removeTierListEntry: build.mutation<RemoveTierListEntryApiResponse, RemoveTierListEntryApiArg>({
      query: (queryArg) => ({ url: `/api/tierlist/${queryArg.id}`, method: 'DELETE' }),
    }),
    listTournaments: build.query<ListTournamentsApiResponse, ListTournamentsApiArg>({
      query: () => ({ url: `/api/tournaments` }),
    }),
    importTournament: build.mutation<ImportTournamentApiResponse, ImportTournamentApiArg>({
      query: (queryArg) => ({ url: `/api/tournaments`, method: 'POST', body: queryArg.importTournamentDto }),
    }),
    listTournamentsPage: build.query<ListTournamentsPageApiResponse, ListTournamentsPageApiArg>({
      query: (queryArg) => ({
        url: `/api/tournaments/page`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    importTournamentCsv: build.mutation<ImportTournamentCsvApiResponse, ImportTournamentCsvApiArg>({
      query: (queryArg) => ({ url: `/api/tournaments/csv`, method: 'POST', body: queryArg.importTournamentCsvDto }),
    }),
    getTournament: build.query<GetTournamentApiResponse, GetTournamentApiArg>({
      query: (queryArg) => ({ url: `/api/tournaments/${queryArg.id}` }),
    }),
    deleteTournament: build.mutation<DeleteTournamentApiResponse, DeleteTournamentApiArg>({
      query: (queryArg) => ({ url: `/api/tournaments/${queryArg.id}`, method: 'DELETE' }),
    }),
    getMeta: build.query<GetMetaApiResponse, GetMetaApiArg>({
      query: (queryArg) => ({
        url: `/api/meta`,
        params: {
          format: queryArg.format,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getDashboardStats: build.query<GetDashboardStatsApiResponse, GetDashboardStatsApiArg>({
      query: () => ({ url: `/api/admin/stats` }),
    }),
    getPrivacyPolicy: build.query<GetPrivacyPolicyApiResponse, GetPrivacyPolicyApiArg>({
      query: (queryArg) => ({
        url: `/api/settings/privacy_policy`,
        params: {
          language: queryArg.language,
        },
      }),
    }),
    updatePrivacyPolicy: build.mutation<UpdatePrivacyPolicyApiResponse, UpdatePrivacyPolicyApiArg>({
      query: (queryArg) => ({
        url: `/api/settings/privacy_policy`,
        method: 'POST',
        body: queryArg.updatePrivacyPolicyDto,
        params: {
          language: queryArg.language,
        },
      }),
    }),
    listDeckyPhrases: build.query<ListDeckyPhrasesApiResponse, ListDeckyPhrasesApiArg>({
      query: (queryArg) => ({
        url: `/api/decky/phrases`,
        params: {
          language: queryArg.language,
          category: queryArg.category,
        },
      }),
    }),
    createDeckyPhrase: build.mutation<CreateDeckyPhraseApiResponse, CreateDeckyPhraseApiArg>({
      query: (queryArg) => ({ url: `/api/decky/phrases`, method: 'POST', body: queryArg.createDeckyPhraseDto }),
    }),
    listDeckyPhrasesByCategory: build.query<ListDeckyPhrasesByCategoryApiResponse, ListDeckyPhrasesByCategoryApiArg>({
      query: (queryArg) => ({
        url: `/api/decky/phrases/category/${queryArg.category}`,
        params: {
          language: queryArg.language,
        },
      }),
    }),
    listDeckyPhrasesByLanguage: build.query<ListDeckyPhrasesByLanguageApiResponse, ListDeckyPhrasesByLanguageApiArg>({
      query: (queryArg) => ({ url: `/api/decky/phrases/${queryArg.idOrLanguage}` }),
    }),
    updateDeckyPhrase: build.mutation<UpdateDeckyPhraseApiResponse, UpdateDeckyPhraseApiArg>({
      query: (queryArg) => ({ url: `/api/decky/phrases/${queryArg.idOrLanguage}`, method: 'PUT', body: queryArg.updateDeckyPhraseDto }),
    }),
    deleteDeckyPhrase: build.mutation<DeleteDeckyPhraseApiResponse, DeleteDeckyPhraseApiArg>({
      query: (queryArg) => ({ url: `/api/decky/phrases/${queryArg.idOrLanguage}`, method: 'DELETE' }),
    }),
    listBulkFiles: build.query<ListBulkFilesApiResponse, ListBulkFilesApiArg>({
      query: () => ({ url: `/api/bulk` }),
    }),
    downloadBulkFile: build.query<DownloadBulkFileApiResponse, DownloadBulkFileApiArg>({
      query: (queryArg) => ({ url: `/api/bulk/${queryArg['type']}` }),
    }),
    listAuditEntries: build.query<ListAuditEntriesApiResponse, ListAuditEntriesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/audit`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          from: queryArg['from'],
          to: queryArg.to,
          actor: queryArg.actor,
          entityType: queryArg.entityType,
          entityId: queryArg.entityId,
          action: queryArg.action,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type GetReadinessApiResponse = /** status 200  */ ReadinessDto;
export type GetReadinessApiArg = void;
export type GetMetricsApiResponse =
  /** status 200 Prometheus text format: requests by route and status, latency histograms, database statements and pool, cache hits, event-loop lag, memory */ string;
export type GetMetricsApiArg = void;
export type GetCurrentUserApiResponse = /** status 200 The logged-in user */ UserDto;
export type GetCurrentUserApiArg = void;
export type GetSessionApiResponse = /** status 200  */ SessionDto;
export type GetSessionApiArg = void;
export type RegisterApiResponse =
  /** status 202 The same answer whether the e-mail is new (the account is created and a verification link mailed) or already has an account (nothing is created; that address is told by mail), so registering never reveals which e-mails have accounts (ADR 0020). No session is opened: log in next. */ SuccessMessageDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type LoginApiResponse = /** status 200  */ UserDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = /** status 200  */ SuccessMessageDto;
export type LogoutApiArg = void;
export type VerifyEmailApiResponse = /** status 200  */ SuccessMessageDto;
export type VerifyEmailApiArg = {
  token?: string;
};
export type UnlockAccountApiResponse = /** status 200 The account is unlocked and its failed logins forgotten: log in again. */ SuccessMessageDto;
export type UnlockAccountApiArg = {
  unlockAccountDto: UnlockAccountDto;
};
export type ResendVerificationApiResponse = /** status 200  */ SuccessMessageDto;
export type ResendVerificationApiArg = void;
export type GetAdminAuthApiResponse = /** status 200 Whether the caller is logged in as an admin */ AdminAuthDto;
export type GetAdminAuthApiArg = void;
export type AdminLoginApiResponse = /** status 200  */ AdminLoginResultDto;
export type AdminLoginApiArg = {
  loginDto: LoginDto;
};
export type AdminLogoutApiResponse = /** status 200  */ SuccessMessageDto;
export type AdminLogoutApiArg = void;
export type CreateAdminApiResponse = /** status 201  */ AdminCreatedDto;
export type CreateAdminApiArg = {
  createAdminDto: CreateAdminDto;
};
export type DeleteUserApiResponse = /** status 200  */ SuccessMessageDto;
export type DeleteUserApiArg = {
  id: number;
};
export type ListAdminsApiResponse = /** status 200 Admins and super admins, newest first */ UserListDto;
export type ListAdminsApiArg = void;
export type ListAllUsersApiResponse = /** status 200 Every account, newest first */ UserListDto;
export type ListAllUsersApiArg = void;
export type ListAllUsersPageApiResponse = /** status 200  */ UserPageDto;
export type ListAllUsersPageApiArg = {
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
  /** true (or 1): admins and super admins only; false (or 0): the other accounts. */
  admin?: 'true' | 'false' | '1' | '0';
  /** true (or 1): verified e-mail addresses only; false (or 0): unverified only. */
  verified?: 'true' | 'false' | '1' | '0';
  /** A column of the table, `-` in front for descending; ties by id */
  sort?: 'id' | '-id' | 'username' | '-username' | 'email' | '-email' | 'createdAt' | '-createdAt';
  /** Part of the username or e-mail address, case ignored. */
  q?: string;
};
export type ListCardsApiResponse = /** status 200  */ CardDto[];
export type ListCardsApiArg = void;
export type CreateCardApiResponse = /** status 201 The card as GET /api/cards lists it */ CardDto;
export type CreateCardApiArg = {
  createCardDto: CreateCardDto;
};
export type SearchCardsApiResponse = /** status 200  */ CardSearchResultDto;
export type SearchCardsApiArg = {
  /** The search syntax (the /cards/syntax page documents it): free words and "quoted phrases" match name, ability, trigger and code; !"name" the exact whole name; t: type, c: colour (c:red/green both colours, c:multi), cost/power/counter/life with = < <= > >= !=, a: attribute (a whole one: Slash finds Slash/Special), f: family (a whole trait, f:~word a part of one), set:, r: rarity, name:, code:. Terms side by side (or joined by and) must all hold; or between them needs one (AND binds tighter); parentheses group; a leading - negates a term or a group. A query the syntax cannot read is 422 validation_failed with details [{ field: "q", code, position, token, help }] (position: 0-based offset of the character at fault; help: the syntax page), code one of unknown_keyword, operator_not_allowed, not_a_number, missing_value, unclosed_quote, unknown_colour, unclosed_parenthesis, unexpected_parenthesis, empty_group, misplaced_operator, regex_not_supported, part_not_allowed, syntax_error. A term on a field no card carries (rarity when the imported data has none) finds no card and is named in the answer's notices. */
  q: string;
};
export type CardGalleryApiResponse = /** status 200  */ CardGalleryDto;
export type CardGalleryApiArg = {
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
  /** The search syntax (the /cards/syntax page documents it): free words and "quoted phrases" match name, ability, trigger and code; !"name" the exact whole name; t: type, c: colour (c:red/green both colours, c:multi), cost/power/counter/life with = < <= > >= !=, a: attribute (a whole one: Slash finds Slash/Special), f: family (a whole trait, f:~word a part of one), set:, r: rarity, name:, code:. Terms side by side (or joined by and) must all hold; or between them needs one (AND binds tighter); parentheses group; a leading - negates a term or a group. A query the syntax cannot read is 422 validation_failed with details [{ field: "q", code, position, token, help }] (position: 0-based offset of the character at fault; help: the syntax page), code one of unknown_keyword, operator_not_allowed, not_a_number, missing_value, unclosed_quote, unknown_colour, unclosed_parenthesis, unexpected_parenthesis, empty_group, misplaced_operator, regex_not_supported, part_not_allowed, syntax_error. A term on a field no card carries (rarity when the imported data has none) finds no card and is named in the answer's notices. */
  q?: string;
  /** set (default): by set number; name: by name, then set number. */
  sort?: 'set' | 'name';
  /** grouped (default): one tile per card with its printings; all: a tile per printing. */
  printings?: 'grouped' | 'all';
};
export type ListCardFilterOptionsApiResponse = /** status 200  */ CardFilterOptionsDto;
export type ListCardFilterOptionsApiArg = void;
export type ImportCardsApiResponse = /** status 200  */ ImportResultDto;
export type ImportCardsApiArg = {
  /** A card file as exported by the official list or by this site: entries carry code, name, type, cost, power, etc.; unknown keys are ignored. */
  body:
    | {
        code?: string;
        name?: string;
        [key: string]: any;
      }[]
    | {
        [key: string]: any;
      };
};
export type DeleteSelectedCardsApiResponse = /** status 200  */ CountResultDto;
export type DeleteSelectedCardsApiArg = {
  cardSelectionDto: CardSelectionDto;
};
export type NormalizeCardTypesApiResponse = /** status 200  */ NormalizationResultDto;
export type NormalizeCardTypesApiArg = {
  normalizeTypesDto: NormalizeTypesDto;
};
export type ClearCardsApiResponse = /** status 200  */ CountResultDto;
export type ClearCardsApiArg = void;
export type ClearCardsByPrefixApiResponse = /** status 200  */ CountResultDto;
export type ClearCardsByPrefixApiArg = {
  clearPrefixDto: ClearPrefixDto;
};
export type SearchCardOnlineApiResponse = /** status 200  */ SearchOnlineResultDto;
export type SearchCardOnlineApiArg = {
  searchOnlineDto: SearchOnlineDto;
};
export type UpdateCardApiResponse = /** status 200  */ CardUpdatedDto;
export type UpdateCardApiArg = {
  id: number;
  updateCardDto: UpdateCardDto;
};
export type DeleteCardApiResponse = /** status 200  */ SuccessDto;
export type DeleteCardApiArg = {
  id: number;
};
export type UploadCardImageApiResponse = /** status 200  */ ImageUploadResultDto;
export type UploadCardImageApiArg = {
  id: number;
  body: {
    image: Blob;
  };
};
export type GetCardImageApiResponse = /** status 200 The picture (or the card back) */ Blob;
export type GetCardImageApiArg = {
  code: string;
  /** 'thumb': WebP for grids; 'full' (default): PNG or JPEG for popups and printing. */
  size?: 'thumb' | 'full';
  /** Version tag of the recorded image address (the client's cache key); any short token. */
  v?: string;
  /** 'back' (default): the card back when the picture cannot be had; 'none': 204 No Content instead, so a page can show the card as text. */
  fallback?: 'back' | 'none';
};
export type ListAdminCardsApiResponse = /** status 200  */ CardTablePageDto;
export type ListAdminCardsApiArg = {
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
  /** A type the card form accepts, exactly; invalid: any other (empty, old mixed case, unknown), what the normalisation fixes. */
  type?: 'LEADER' | 'CHARACTER' | 'EVENT' | 'STAGE' | 'DON' | 'invalid';
  /** A column of the table, `-` in front for descending: code (the set-number order of the game's codes), name, type, set, or id (import order); ties by id */
  sort?: 'code' | '-code' | 'name' | '-name' | 'type' | '-type' | 'set' | '-set' | 'id' | '-id';
  /** Part of the name, code or set, case ignored. */
  q?: string;
  /** One colour (e.g. Red): multicolour cards have each of theirs. Case ignored. */
  color?: string;
  /** The set's name as GET /api/cards/filter-options lists it (e.g. OP-01). */
  set?: string;
};
export type ListFormatsApiResponse = /** status 200  */ FormatDto[];
export type ListFormatsApiArg = void;
export type CreateFormatApiResponse = /** status 201  */ FormatDto;
export type CreateFormatApiArg = {
  createFormatDto: CreateFormatDto;
};
export type UpdateFormatApiResponse = /** status 200  */ FormatDto;
export type UpdateFormatApiArg = {
  code: string;
  updateFormatDto: UpdateFormatDto;
};
export type DeleteFormatApiResponse = /** status 200  */ FormatDeletedDto;
export type DeleteFormatApiArg = {
  code: string;
};
export type SetCurrentFormatApiResponse = /** status 200  */ FormatDto;
export type SetCurrentFormatApiArg = {
  code: string;
};
export type GetGameRulesApiResponse = /** status 200  */ GameRulesDto;
export type GetGameRulesApiArg = void;
export type ListDecksApiResponse = /** status 200 Newest first; drafts excluded unless an admin asks for them */ DeckSummaryDto[];
export type ListDecksApiArg = {
  /** Admins only: also list drafts (ignored for everyone else) */
  includeDrafts?: string;
};
export type CreateDeckApiResponse = /** status 201 The deck created, or the one this Idempotency-Key already created */ DeckDetailDto;
export type CreateDeckApiArg = {
  /** Makes the save safe to retry: one key per deck the client creates (a UUID). A save repeated with the same key within 24 h answers 201 with the deck the first one created (never a second deck), even when the first answer was lost; the same key with a different body answers 409 conflict. Keys older than 24 h, or whose deck was deleted, may be used again. */
  'Idempotency-Key'?: string;
  saveDeckDto: SaveDeckDto;
};
export type SearchDecksApiResponse = /** status 200  */ DeckPageDto;
export type SearchDecksApiArg = {
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
  /** curated (default: the admins' published decks, the product's gallery), community (players' public
    decks), or all (both). Private, unlisted and hidden decks are never listed. */
  source?: 'curated' | 'community' | 'all';
  /** The leader's card id (from GET /api/decks/leaders). */
  leader?: number;
  /** Words that the deck's name or author contains (case ignored). */
  q?: string;
  /** Admins only: drafts too, never cached (`true` or `1`; ignored for everyone else). */
  includeDrafts?: 'true' | 'false' | '1' | '0';
  tier?: 'Tier 1' | 'Tier 2' | 'Tier 3';
  /** A format code, e.g. OP10. */
  format?: string;
  /** newest (default), oldest, name (A→Z), priority (1 first, then newest), or favorites (most favourited, then newest). */
  sort?: 'newest' | 'oldest' | 'name' | 'priority' | 'favorites';
};
export type ListDeckLeadersApiResponse = /** status 200 Leaders of the listed decks with their count, most decks first, then by name */ LeaderOptionDto[];
export type ListDeckLeadersApiArg = {
  /** curated (default: the admins' published decks), community (players' public decks), or all. */
  source?: 'curated' | 'community' | 'all';
};
export type ListDeckFormatsApiResponse = /** status 200 Formats of the listed decks with their count */ FormatCountDto[];
export type ListDeckFormatsApiArg = {
  /** curated (default: the admins' published decks), community (players' public decks), or all. */
  source?: 'curated' | 'community' | 'all';
};
export type ListMyDecksApiResponse = /** status 200  */ DeckPageDto;
export type ListMyDecksApiArg = {
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
  /** newest (default), oldest, name (A→Z), priority (1 first, then newest), or favorites (most favourited, then newest). */
  sort?: 'newest' | 'oldest' | 'name' | 'priority' | 'favorites';
};
export type ParseDeckListApiResponse = /** status 200 A pasted list matched against the card database (the builder applies it) */ ParsedDeckListDto;
export type ParseDeckListApiArg = {
  parseDeckListDto: ParseDeckListDto;
};
export type GetDeckApiResponse = /** status 200  */ DeckDetailDto;
export type GetDeckApiArg = {
  id: number;
};
export type UpdateDeckApiResponse = /** status 200  */ DeckDetailDto;
export type UpdateDeckApiArg = {
  id: number;
  saveDeckDto: SaveDeckDto;
};
export type UpdateDeckVisibilityApiResponse = /** status 200 The deck as it is now */ DeckDetailDto;
export type UpdateDeckVisibilityApiArg = {
  id: number;
  updateDeckVisibilityDto: UpdateDeckVisibilityDto;
};
export type DeleteDeckApiResponse = /** status 200  */ DeckDeletedDto;
export type DeleteDeckApiArg = {
  id: number;
};
export type CopyDeckApiResponse = /** status 201 The copy */ DeckDetailDto;
export type CopyDeckApiArg = {
  id: number;
};
export type ListAdminDecksApiResponse = /** status 200  */ DeckPageDto;
export type ListAdminDecksApiArg = {
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
  tier?: 'Tier 1' | 'Tier 2' | 'Tier 3';
  /** draft: only drafts; published: only the others. Both when absent. */
  status?: 'draft' | 'published';
  /** curated (default: the admins' decks), community (players' decks, whatever their visibility), or all. */
  source?: 'curated' | 'community' | 'all';
  /** A column of the table, `-` in front for descending; ties newest first */
  sort?: 'createdAt' | '-createdAt' | 'name' | '-name' | 'author' | '-author' | 'tier' | '-tier' | 'format' | '-format' | 'priority' | '-priority';
  /** Part of the deck's name or author, case ignored. */
  q?: string;
  /** A format code, e.g. OP10. */
  format?: string;
};
export type GetClearCardsImpactApiResponse = /** status 200  */ CardDeletionImpactDto;
export type GetClearCardsImpactApiArg = void;
export type GetClearPrefixImpactApiResponse = /** status 200  */ CardDeletionImpactDto;
export type GetClearPrefixImpactApiArg = {
  /** Code prefix, any case (e.g. OP10) */
  prefix: string;
};
export type GetBulkDeleteImpactApiResponse = /** status 200  */ CardDeletionImpactDto;
export type GetBulkDeleteImpactApiArg = {
  /** Card ids, comma-separated (1 to 1,000) */
  ids: string;
};
export type GetDeckDeletionImpactApiResponse = /** status 200  */ DeckDeletionImpactDto;
export type GetDeckDeletionImpactApiArg = {
  id: number;
};
export type CheckDeckLegalityApiResponse = /** status 200  */ DeckLegalityDto;
export type CheckDeckLegalityApiArg = {
  checkDeckLegalityDto: CheckDeckLegalityDto;
};
export type ComputeDeckStatisticsApiResponse = /** status 200  */ DeckStatisticsDto;
export type ComputeDeckStatisticsApiArg = {
  deckStatisticsDraftDto: DeckStatisticsDraftDto;
};
export type ExportDeckListApiResponse = /** status 200 The list, UTF-8 text, one card per line */ string;
export type ExportDeckListApiArg = {
  id: number;
  /** optcgsim: '4xOP01-016'; tournament: '4 OP01-016 Nami'; cardmarket: '4 Nami (OP01-016)' (a wants list). Leader first in each. */
  format: 'optcgsim' | 'tournament' | 'cardmarket';
};
export type GetDeckImageApiResponse = /** status 200 The picture */ Blob;
export type GetDeckImageApiArg = {
  id: number;
};
export type GetDeckRegistrationSheetApiResponse = /** status 200 The sheet */ Blob;
export type GetDeckRegistrationSheetApiArg = {
  id: number;
  /** The sheet's language (labels only; card names are the card database's). English when absent. */
  lang?: 'it' | 'en';
};
export type GetPlayerApiResponse = /** status 200  */ PlayerDto;
export type GetPlayerApiArg = {
  username: string;
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
  /** newest (default), oldest, name (A→Z), priority (1 first, then newest), or favorites (most favourited, then newest). */
  sort?: 'newest' | 'oldest' | 'name' | 'priority' | 'favorites';
};
export type GetCardPageApiResponse = /** status 200  */ CardPageDto;
export type GetCardPageApiArg = {
  code: string;
};
export type GetLeaderPageApiResponse = /** status 200  */ LeaderPageDto;
export type GetLeaderPageApiArg = {
  code: string;
};
export type ListNewsApiResponse = /** status 200  */ NewsSummaryDto[];
export type ListNewsApiArg = {
  /** Case-insensitive part of the title (either language) or the author */
  search?: string;
  /** Admins only: also list drafts and scheduled articles (ignored for everyone else) */
  includeDrafts?: string;
};
export type CreateNewsApiResponse = /** status 201  */ NewsDto;
export type CreateNewsApiArg = {
  saveNewsDto: SaveNewsDto;
};
export type ListNewsPageApiResponse = /** status 200  */ NewsPageDto;
export type ListNewsPageApiArg = {
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
  /** Case-insensitive part of the title (either language) or the author. */
  search?: string;
  /** Admins only: also list drafts (`true` or `1`; ignored for everyone else). */
  includeDrafts?: 'true' | 'false' | '1' | '0';
};
export type ListHighlightedNewsApiResponse = /** status 200  */ NewsSummaryDto[];
export type ListHighlightedNewsApiArg = {
  /** How many (1 to 12; default 3, what the home page shows) */
  limit?: number;
};
export type GetNewsApiResponse = /** status 200  */ NewsDto;
export type GetNewsApiArg = {
  id: number;
};
export type UpdateNewsApiResponse = /** status 200  */ NewsDto;
export type UpdateNewsApiArg = {
  id: number;
  saveNewsDto: SaveNewsDto;
};
export type DeleteNewsApiResponse = /** status 200  */ NewsDeletedDto;
export type DeleteNewsApiArg = {
  id: number;
};
export type UploadNewsImageApiResponse = /** status 200  */ NewsImageDto;
export type UploadNewsImageApiArg = {
  id: number;
  body: {
    image: Blob;
  };
};
export type ListAdminNewsApiResponse = /** status 200  */ NewsPageDto;
export type ListAdminNewsApiArg = {
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
  /** draft: only drafts; scheduled: published at a time still to come (ADR 0075); published: what readers see now. All when absent. */
  status?: 'draft' | 'scheduled' | 'published';
  /** it: articles with an Italian version (title or text); en: English only. */
  language?: 'it' | 'en';
  /** A column of the table, `-` in front for descending; ties newest first */
  sort?: 'created_at' | '-created_at' | 'updated_at' | '-updated_at' | 'title' | '-title' | 'author' | '-author';
  /** Part of the title (either language) or the author, case ignored. */
  q?: string;
};
export type UploadContentImageApiResponse = /** status 200  */ ContentImageDto;
export type UploadContentImageApiArg = {
  body: {
    image: Blob;
  };
};
export type ListCommentsApiResponse = /** status 200 Every comment, oldest first, each with its author */ CommentDto[];
export type ListCommentsApiArg = {
  contentType: 'deck' | 'news';
  contentId: number;
};
export type ListCommentPageApiResponse = /** status 200 Newest first, each with its author */ CommentPageDto;
export type ListCommentPageApiArg = {
  contentType: 'deck' | 'news';
  contentId: number;
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
};
export type CreateCommentApiResponse = /** status 201  */ CommentDto;
export type CreateCommentApiArg = {
  createCommentDto: CreateCommentDto;
};
export type UpdateCommentApiResponse = /** status 200  */ CommentDto;
export type UpdateCommentApiArg = {
  id: number;
  updateCommentDto: UpdateCommentDto;
};
export type DeleteCommentApiResponse = /** status 200  */ CommentDeletedDto;
export type DeleteCommentApiArg = {
  id: number;
};
export type ListFavoritesApiResponse = /** status 200 Favourite decks as tiles (no guides, no card list), most recently added first */ DeckSummaryDto[];
export type ListFavoritesApiArg = void;
export type AddFavoriteApiResponse = /** status 200  */ FavoriteChangedDto;
export type AddFavoriteApiArg = {
  addFavoriteDto: AddFavoriteDto;
};
export type ListFavoritesPageApiResponse = /** status 200  */ DeckPageDto;
export type ListFavoritesPageApiArg = {
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
};
export type GetFavoriteStatusApiResponse = /** status 200  */ FavoriteStatusDto;
export type GetFavoriteStatusApiArg = {
  deckId: number;
};
export type RemoveFavoriteApiResponse = /** status 200  */ FavoriteChangedDto;
export type RemoveFavoriteApiArg = {
  deckId: number;
};
export type CreateReportApiResponse = /** status 201 The report, open in the moderation queue */ ReportDto;
export type CreateReportApiArg = {
  createReportDto: CreateReportDto;
};
export type ListReportsApiResponse = /** status 200  */ ReportQueueDto;
export type ListReportsApiArg = {
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
};
export type DismissReportsApiResponse = /** status 200  */ ReportsClosedDto;
export type DismissReportsApiArg = {
  targetType: 'deck' | 'comment';
  targetId: number;
};
export type HideDeckApiResponse = /** status 200  */ DeckModerationDto;
export type HideDeckApiArg = {
  id: number;
};
export type RestoreDeckApiResponse = /** status 200  */ DeckModerationDto;
export type RestoreDeckApiArg = {
  id: number;
};
export type ListTierListApiResponse = /** status 200  */ TierListDto;
export type ListTierListApiArg = {
  /** Only this format (a code from GET /api/formats) */
  format?: string;
};
export type PlaceTierListDeckApiResponse = /** status 201  */ TierListEntryDto;
export type PlaceTierListDeckApiArg = {
  placeTierListDeckDto: PlaceTierListDeckDto;
};
export type ListTierListCandidatesApiResponse = /** status 200 By priority (1 first), then newest */ TierListCandidateDto[];
export type ListTierListCandidatesApiArg = {
  format: string;
};
export type MoveTierListEntryApiResponse = /** status 200  */ TierListEntryDto;
export type MoveTierListEntryApiArg = {
  id: number;
  moveTierListEntryDto: MoveTierListEntryDto;
};
export type UpdateTierListNotesApiResponse = /** status 200  */ TierListEntryDto;
export type UpdateTierListNotesApiArg = {
  id: number;
  updateTierListNotesDto: UpdateTierListNotesDto;
};
export type RemoveTierListEntryApiResponse = /** status 200  */ TierListRemovedDto;
export type RemoveTierListEntryApiArg = {
  id: number;
};
export type ListTournamentsApiResponse = /** status 200  */ TournamentSummaryDto[];
export type ListTournamentsApiArg = void;
export type ImportTournamentApiResponse = /** status 201  */ TournamentImportReportDto;
export type ImportTournamentApiArg = {
  importTournamentDto: ImportTournamentDto;
};
export type ListTournamentsPageApiResponse = /** status 200  */ TournamentPageDto;
export type ListTournamentsPageApiArg = {
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
};
export type ImportTournamentCsvApiResponse = /** status 201  */ TournamentImportReportDto;
export type ImportTournamentCsvApiArg = {
  importTournamentCsvDto: ImportTournamentCsvDto;
};
export type GetTournamentApiResponse = /** status 200  */ TournamentDetailDto;
export type GetTournamentApiArg = {
  id: number;
};
export type DeleteTournamentApiResponse = unknown;
export type DeleteTournamentApiArg = {
  id: number;
};
export type GetMetaApiResponse = /** status 200  */ MetaDto;
export type GetMetaApiArg = {
  /** A format code from GET /api/formats; the current format when absent. */
  format?: string;
  /** The period's first day (YYYY-MM-DD), included; open when absent. */
  from?: string;
  /** The period's last day (YYYY-MM-DD), included; open when absent. */
  to?: string;
};
export type GetDashboardStatsApiResponse = /** status 200  */ DashboardStatsDto;
export type GetDashboardStatsApiArg = void;
export type GetPrivacyPolicyApiResponse = /** status 200  */ PrivacyPolicyDto;
export type GetPrivacyPolicyApiArg = {
  /** it (default) or en */
  language?: 'it' | 'en';
};
export type UpdatePrivacyPolicyApiResponse = /** status 200 The policy as stored */ PrivacyPolicyDto;
export type UpdatePrivacyPolicyApiArg = {
  /** it (default) or en */
  language?: 'it' | 'en';
  updatePrivacyPolicyDto: UpdatePrivacyPolicyDto;
};
export type ListDeckyPhrasesApiResponse = /** status 200  */ DeckyPhraseDto[];
export type ListDeckyPhrasesApiArg = {
  /** Only phrases of this language. */
  language?: 'en' | 'it';
  /** Only phrases of this category. */
  category?: 'general' | 'tip' | 'cards' | 'decks' | 'fun';
};
export type CreateDeckyPhraseApiResponse = /** status 201  */ DeckyPhraseDto;
export type CreateDeckyPhraseApiArg = {
  createDeckyPhraseDto: CreateDeckyPhraseDto;
};
export type ListDeckyPhrasesByCategoryApiResponse = /** status 200  */ DeckyPhraseDto[];
export type ListDeckyPhrasesByCategoryApiArg = {
  category: 'general' | 'tip' | 'cards' | 'decks' | 'fun';
  /** Only phrases of this language. */
  language?: 'en' | 'it';
};
export type ListDeckyPhrasesByLanguageApiResponse = /** status 200  */ DeckyPhraseDto[];
export type ListDeckyPhrasesByLanguageApiArg = {
  /** The language, en or it */
  idOrLanguage: 'en' | 'it';
};
export type UpdateDeckyPhraseApiResponse = /** status 200  */ DeckyPhraseDto;
export type UpdateDeckyPhraseApiArg = {
  /** The phrase id */
  idOrLanguage: number;
  updateDeckyPhraseDto: UpdateDeckyPhraseDto;
};
export type DeleteDeckyPhraseApiResponse = /** status 200  */ PhraseDeletedDto;
export type DeleteDeckyPhraseApiArg = {
  /** The phrase id */
  idOrLanguage: number;
};
export type ListBulkFilesApiResponse = /** status 200  */ BulkFileDto[];
export type ListBulkFilesApiArg = void;
export type DownloadBulkFileApiResponse = /** status 200 The gzip-compressed JSON array (of CardDto or BulkDeckDto) */ Blob;
export type DownloadBulkFileApiArg = {
  type: 'cards' | 'decks';
};
export type ListAuditEntriesApiResponse = /** status 200  */ AuditPageDto;
export type ListAuditEntriesApiArg = {
  /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
  page?: number;
  /** Items per page */
  pageSize?: number;
  /** From this time on (ISO 8601, e.g. 2026-11-01 or 2026-11-01T08:00:00Z). */
  from?: string;
  /** Up to this time (ISO 8601). */
  to?: string;
  /** Who: a username (case ignored) or a user id. */
  actor?: string;
  /** What kind of thing: card, deck, news, tierlist, format, settings, decky_phrase, admin, user, tournament, report, comment… */
  entityType?: string;
  /** Which one: its id or code. */
  entityId?: string;
  /** The operation, e.g. updateDeck, createAdmin, hideDeck. */
  action?: string;
};
export type DependencyCheckDto = {
  /** up: answering; down: not answering (the reason says how); disabled: not configured, nothing to check. */
  state: 'up' | 'down' | 'disabled';
  /** A short reason, for the operator (e.g. "Redis unreachable (ECONNREFUSED)"). */
  reason: string;
};
export type HealthChecksDto = {
  database: DependencyCheckDto;
  /** The uploads folder (writable) or the S3 endpoint (reachable). */
  storage: DependencyCheckDto;
  /** The SMTP server (reachable; disabled without SMTP_URL). */
  mail: DependencyCheckDto;
  /** The Redis of the rate limits (reachable; disabled without REDIS_URL). */
  redis: DependencyCheckDto;
};
export type HealthDto = {
  status: 'ok';
  database: 'up';
  /** Each dependency's state; storage, mail and Redis are probed at most every 5 s. */
  checks: HealthChecksDto;
};
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'method_not_allowed'
  | 'request_header_fields_too_large'
  | 'invalid'
  | 'too_many_requests'
  | 'unavailable'
  | 'error'
  | 'internal_error'
  | 'database_unavailable'
  | 'validation_failed'
  | 'authentication_required'
  | 'access_denied'
  | 'email_not_verified'
  | 'csrf_origin_refused'
  | 'page_out_of_range'
  | 'image_missing'
  | 'not_an_image'
  | 'image_format_not_allowed'
  | 'image_too_many_pixels'
  | 'username_taken'
  | 'email_taken'
  | 'invalid_credentials'
  | 'missing_credentials'
  | 'not_an_admin'
  | 'verification_token_missing'
  | 'verification_token_invalid'
  | 'email_already_verified'
  | 'user_not_found'
  | 'cannot_delete_self'
  | 'cannot_delete_main_admin'
  | 'already_logged_in'
  | 'unlock_token_invalid'
  | 'invalid_card_file'
  | 'card_file_not_an_array'
  | 'card_not_found'
  | 'card_code_taken'
  | 'invalid_prefix'
  | 'card_not_found_online'
  | 'card_catalog_unavailable'
  | 'deck_not_found'
  | 'unknown_cards'
  | 'leader_not_a_leader'
  | 'empty_deck_list'
  | 'not_deck_owner'
  | 'deck_limit_reached'
  | 'deck_creation_rate_limited'
  | 'player_not_found'
  | 'format_not_found'
  | 'format_code_taken'
  | 'format_is_current'
  | 'no_current_format'
  | 'invalid_format'
  | 'news_not_found'
  | 'invalid_news'
  | 'unknown_deck'
  | 'comment_not_found'
  | 'comment_target_not_found'
  | 'invalid_comment'
  | 'not_comment_author'
  | 'report_target_not_found'
  | 'already_reported'
  | 'report_rate_limited'
  | 'no_open_reports'
  | 'tier_list_entry_not_found'
  | 'tier_list_deck_not_found'
  | 'tier_list_deck_is_draft'
  | 'tier_list_format_mismatch'
  | 'tier_list_deck_already_placed'
  | 'tier_list_invalid_position'
  | 'tier_list_invalid_tier'
  | 'tier_list_unknown_format'
  | 'tier_list_notes_too_long'
  | 'tournament_not_found'
  | 'tournament_nothing_readable'
  | 'tournament_already_imported'
  | 'tournament_unknown_format'
  | 'tournament_csv_unreadable'
  | 'policy_too_long'
  | 'phrase_not_found'
  | 'phrase_list_not_found'
  | 'invalid_phrase';
export type ValidationDetailCode =
  | 'required'
  | 'not_a_string'
  | 'not_an_integer'
  | 'not_a_number'
  | 'not_a_boolean'
  | 'not_an_array'
  | 'not_an_object'
  | 'invalid_email'
  | 'invalid_url'
  | 'not_allowed'
  | 'invalid_format'
  | 'too_short'
  | 'too_long'
  | 'too_small'
  | 'too_large'
  | 'too_few'
  | 'too_many'
  | 'unknown_field'
  | 'invalid'
  | 'invalid_utf8'
  | 'too_deep'
  | 'invalid_unicode'
  | 'missing'
  | 'invalid_entry'
  | 'unknown_card'
  | 'format_mismatch'
  | 'username_reserved'
  | 'deckNameRequired'
  | 'authorRequired'
  | 'leaderRequired'
  | 'minimumCards'
  | 'quantityRange'
  | 'duplicateCard'
  | 'invalidTier'
  | 'invalidFormat'
  | 'invalidPriority'
  | 'matchupIncomplete'
  | 'invalidFormatCode'
  | 'formatNameRequired'
  | 'legalSetsRequired'
  | 'invalidSet'
  | 'invalidBanCode'
  | 'invalidBanCopies'
  | 'title_required'
  | 'content_required'
  | 'author_required'
  | 'unknown_keyword'
  | 'operator_not_allowed'
  | 'missing_value'
  | 'unclosed_quote'
  | 'unknown_colour'
  | 'unclosed_parenthesis'
  | 'unexpected_parenthesis'
  | 'empty_group'
  | 'misplaced_operator'
  | 'regex_not_supported'
  | 'part_not_allowed'
  | 'syntax_error';
export type EntryIssueDto = {
  issue: ValidationDetailCode;
  /** 'entry' (the entry itself), 'code', 'name', 'cost', 'power' or 'life'. */
  field: string;
};
export type ValidationDetailDto = {
  /** e.g. 'required', 'too_long', 'not_an_integer', 'unknown_field', or a domain rule such as 'minimumCards'. Every code there is (ADR 0024). */
  code: ValidationDetailCode;
  /** e.g. 'name', 'cards.0.quantity', 'q', 'entries.3' (a card file's fourth entry). */
  field: string;
  /** Card search (field 'q'): 0-based position of the offending token. */
  position?: number;
  /** Card search (field 'q'): the offending token as typed. */
  token?: string;
  /** Card search (field 'q'): the site's page that explains the syntax, '/cards/syntax' (under /en or /it for a language). */
  help?: string;
  /** Card import ('invalid_entry'): the entry's position in the file (0-based) or its key. */
  entry?: string;
  /** Card import ('invalid_entry'): the entry's card code, null when it has none. */
  cardCode?: string | null;
  /** Card import ('invalid_entry'): the entry's problems in English words (screens translate `issues`). */
  problems?: string[];
  /** Card import ('invalid_entry'): the entry's problems by code. */
  issues?: EntryIssueDto[];
  /** Deck save ('unknown_card' on 'cards'): the card id that does not exist. */
  cardId?: number;
  /** Tier list ('format_mismatch' on 'deckId'): the deck's format. */
  deckFormat?: string;
  /** Tier list: the list's format ('format_mismatch'), or the unknown one ('not_allowed' on 'format'). */
  format?: string;
  /** The largest value allowed ('too_large' position, 'too_long' notes). */
  max?: number;
  /** Card import ('too_many' on 'entries'): how many entries are broken in all; only the first 50 are listed. */
  count?: number;
  /** A list's 'sort' ('not_allowed'): the values it accepts, e.g. ['name', '-name', 'createdAt', '-createdAt']. */
  allowed?: string[];
};
export type ErrorResponseDto = {
  statusCode: number;
  /** Stable machine code the front end translates, e.g. 'not_found', 'validation_failed'. Every code there is (ADR 0024). */
  code: ErrorCode;
  /** What is wrong, one entry per problem, for validation_failed and the codes that say more (unknown_cards, invalid_card_file, invalid_news, invalid_format, tier list refusals…). Always a list (ADR 0051). */
  details?: ValidationDetailDto[];
  /** A readable explanation (not for matching: use `code`). */
  message: string;
};
export type TooManyRequestsError = ErrorResponseDto & {
  code: 'too_many_requests';
};
export type RequestHeaderFieldsTooLargeError = ErrorResponseDto & {
  code: 'request_header_fields_too_large';
};
export type DatabaseUnavailableError = ErrorResponseDto & {
  code: 'database_unavailable';
};
export type ReadinessDto = {
  status: 'ready';
};
export type UnauthorizedError = ErrorResponseDto & {
  code: 'unauthorized';
};
export type NotFoundError = ErrorResponseDto & {
  code: 'not_found';
};
export type UserDto = {
  id: number;
  username: string;
  email: string | null;
  /** 1 or 0 */
  isAdmin: number;
  /** 1 or 0 */
  isSuperAdmin: number;
  /** 1 or 0 */
  isEmailVerified: number;
  createdAt: string | null;
};
export type AuthenticationRequiredError = ErrorResponseDto & {
  code: 'authentication_required';
};
export type AccessDeniedError = ErrorResponseDto & {
  code: 'access_denied';
};
export type SessionDto = {
  /** The logged-in user, or null for a visitor */
  user: UserDto | null;
};
export type SuccessMessageDto = {
  success: boolean;
  message: string;
};
export type BadRequestError = ErrorResponseDto & {
  code: 'bad_request';
};
export type CsrfOriginRefusedError = ErrorResponseDto & {
  code: 'csrf_origin_refused';
};
export type UsernameTakenOrAlreadyLoggedInError = ErrorResponseDto & {
  code: 'username_taken' | 'already_logged_in';
};
export type PayloadTooLargeError = ErrorResponseDto & {
  code: 'payload_too_large';
};
export type ValidationFailedError = ErrorResponseDto & {
  code: 'validation_failed';
};
export type RegisterDto = {
  username: string;
  email: string;
  password: string;
  /** Language of the verification e-mail; the site's current language. */
  language?: 'it' | 'en';
};
export type InvalidCredentialsError = ErrorResponseDto & {
  code: 'invalid_credentials';
};
export type AlreadyLoggedInError = ErrorResponseDto & {
  code: 'already_logged_in';
};
export type ValidationFailedOrMissingCredentialsError = ErrorResponseDto & {
  code: 'validation_failed' | 'missing_credentials';
};
export type LoginDto = {
  username: string;
  password: string;
};
export type VerifyEmail422Error = ErrorResponseDto & {
  code: 'validation_failed' | 'verification_token_missing' | 'verification_token_invalid';
};
export type ValidationFailedOrUnlockTokenInvalidError = ErrorResponseDto & {
  code: 'validation_failed' | 'unlock_token_invalid';
};
export type UnlockAccountDto = {
  token: string;
};
export type AccessDeniedOrCsrfOriginRefusedError = ErrorResponseDto & {
  code: 'access_denied' | 'csrf_origin_refused';
};
export type EmailAlreadyVerifiedError = ErrorResponseDto & {
  code: 'email_already_verified';
};
export type AdminAuthDto = {
  isAuthenticated: boolean;
  user: UserDto | null;
};
export type AdminLoginResultDto = {
  success: boolean;
  user: UserDto;
  message: string;
};
export type CsrfOriginRefusedOrNotAnAdminError = ErrorResponseDto & {
  code: 'csrf_origin_refused' | 'not_an_admin';
};
export type AdminCreatedDto = {
  success: boolean;
  message: string;
  user: UserDto;
};
export type UsernameTakenOrEmailTakenError = ErrorResponseDto & {
  code: 'username_taken' | 'email_taken';
};
export type CreateAdminDto = {
  username: string;
  password: string;
  email: string;
};
export type DeleteUser403Error = ErrorResponseDto & {
  code: 'access_denied' | 'csrf_origin_refused' | 'cannot_delete_self' | 'cannot_delete_main_admin';
};
export type UserNotFoundError = ErrorResponseDto & {
  code: 'user_not_found';
};
export type UserListDto = {
  success: boolean;
  users: UserDto[];
};
export type UserPageDto = {
  items: UserDto[];
  /** Accounts matching the filters, all pages together. */
  total: number;
  /** The page shown, 1-based. */
  page: number;
  /** Items per page */
  pageSize: number;
};
export type PageOutOfRangeError = ErrorResponseDto & {
  code: 'page_out_of_range';
};
export type CardDto = {
  /** base, parallel (_p1, _p2: alternate art), reprint (_r1) or variant (_c1). */
  printing: 'base' | 'parallel' | 'reprint' | 'variant';
  id: number;
  /** Set code, unique: 'OP01-001', variants 'OP01-001_p1'. */
  code: string;
  name: string;
  /** LEADER, CHARACTER, EVENT, STAGE or DON; older data may hold other spellings until normalised. */
  type: string;
  /** The type as the normalise action would write it (the API's rule; the admin table marks rows where it differs). */
  normalizedType: string;
  imageUrl: string | null;
  /** For leaders this is their life, as the official data stores it. */
  cost: number | null;
  power: number | null;
  /** '1000', '2000', or null when the card has none. */
  counter: string | null;
  /** Slash-separated for multicolour: 'Red/Green'. */
  color: string | null;
  attribute: string | null;
  /** Slash-joined types: 'Supernovas/Heart Pirates'. */
  family: string | null;
  ability: string | null;
  trigger: string | null;
  /** Readable (HTML entities decoded). */
  set: string | null;
  /** Where the imported data has one ('SuperRare', 'SR'). */
  rarity: string | null;
  /** The code every printing of the card shares ('OP01-024' for 'OP01-024_p1'): the 4-copy rule counts them together, /cards shows them as one tile. */
  baseCode: string;
  createdAt: string;
};
export type CardCodeTakenError = ErrorResponseDto & {
  code: 'card_code_taken';
};
export type CreateCardDto = {
  code: string;
  name: string;
  /** One of LEADER, CHARACTER, EVENT, STAGE, DON. */
  type: 'LEADER' | 'CHARACTER' | 'EVENT' | 'STAGE' | 'DON';
  cost: number | null;
  power: number | null;
  counter?: string | null;
  color?: string | null;
  attribute?: string | null;
  family?: string | null;
  ability?: string | null;
  trigger?: string | null;
  set?: string | null;
  /** http(s) or an upload of this site; absent or empty: the official card list's picture for the code. */
  imageUrl?: string | null;
};
export type CardQueryTermDto = {
  /** 'text' for free words and phrases; 'group' for a parenthesised or OR-joined part */
  field: 'text' | 'name' | 'code' | 'type' | 'color' | 'cost' | 'life' | 'power' | 'counter' | 'attribute' | 'family' | 'set' | 'rarity' | 'group';
  /** ':' for every field but the numbers; '~' a part of a trait or attribute (f:~hat); '==' the exact whole name (!"Nami") */
  operator: ':' | '=' | '!=' | '<' | '<=' | '>' | '>=' | '~' | '==';
  /** The value as typed; a group's inner query in canonical spelling ('c:red OR c:blue'). */
  value: string;
  negated: boolean;
  /** The term in canonical spelling ('t:character', 'cost<=2', '"straw hat"', '-a:Slash', '(c:red OR c:blue)'): what the filters panel writes. */
  text: string;
};
export type CardQueryNoticeCode = 'field_not_in_data';
export type CardQueryNoticeDto = {
  code: CardQueryNoticeCode;
  /** The field no card carries. */
  field: 'rarity' | 'attribute' | 'family' | 'set';
  /** The query's terms on that field, in canonical spelling ('r:sr'). */
  terms: string[];
  /** In English, for reading by hand; screens translate code and field. */
  message: string;
};
export type CardSearchResultDto = {
  total: number;
  ids: number[];
  terms: CardQueryTermDto[];
  /** Empty when the answer needs no comment. */
  notices: CardQueryNoticeDto[];
  /** The query as received. */
  q: string;
};
export type CardGroupDto = {
  printings: CardDto[];
  card: CardDto;
};
export type CardGalleryDto = {
  /** Tiles the query matches in all (in this grouping). */
  total: number;
  /** Cards in the whole list: 0 means there are none yet (not that the query matched none). */
  cardCount: number;
  /** The page shown, 1-based. */
  page: number;
  pageSize: number;
  terms: CardQueryTermDto[];
  /** Empty when the answer needs no comment. */
  notices: CardQueryNoticeDto[];
  /** The page's tiles. */
  items: CardGroupDto[];
  /** The query as received ('' for every card). */
  q: string;
};
export type FilterOptionDto = {
  /** 'CHARACTER', 'Red', 'OP-01', 'Slash', '6+', '3001-5000'. */
  value: string;
  /** 't:character', 'c:red', 'set:OP-01', 'cost>=6', 'power>=3001 power<=5000'. */
  term: string;
};
export type CardFilterOptionsDto = {
  /** Normalised types, in the game's order. */
  types: FilterOptionDto[];
  colors: FilterOptionDto[];
  /** docs/product.md#cards: 1 to 5 and 6+. */
  costs: FilterOptionDto[];
  /** docs/product.md#cards: 1-3000, 3001-5000, 5001-7000, 7001+. */
  powers: FilterOptionDto[];
  /** In set order, names readable (HTML entities decoded). */
  sets: FilterOptionDto[];
  /** Combined attributes ('Slash/Special') split into their parts. */
  attributes: FilterOptionDto[];
  families: FilterOptionDto[];
  /** Only where the imported data has a rarity. */
  rarities: FilterOptionDto[];
};
export type ImportResultDto = {
  success: boolean;
  /** Cards written (added or updated). */
  count: number;
};
export type ImportCards400Error = ErrorResponseDto & {
  code: 'bad_request' | 'invalid_card_file' | 'card_file_not_an_array';
};
export type CountResultDto = {
  success: boolean;
  count: number;
};
export type CardSelectionDto = {
  ids: number[];
};
export type NormalizationExampleDto = {
  code: string;
  oldType: string;
  newType: string;
};
export type NormalizationResultDto = {
  success: boolean;
  message: string;
  updatedCount: number;
  updatedExamples: NormalizationExampleDto[];
};
export type NormalizeTypesDto = {
  ids?: number[];
};
export type ValidationFailedOrInvalidPrefixError = ErrorResponseDto & {
  code: 'validation_failed' | 'invalid_prefix';
};
export type ClearPrefixDto = {
  /** Code prefix, e.g. OP10 (case-insensitive). */
  prefix: string;
};
export type SearchOnlineResultDto = {
  success: boolean;
  card: CardDto;
};
export type CardNotFoundOnlineError = ErrorResponseDto & {
  code: 'card_not_found_online';
};
export type DatabaseUnavailableOrCardCatalogUnavailableError = ErrorResponseDto & {
  code: 'database_unavailable' | 'card_catalog_unavailable';
};
export type SearchOnlineDto = {
  cardCode: string;
};
export type CardUpdatedDto = {
  success: boolean;
  card: CardDto;
};
export type CardNotFoundError = ErrorResponseDto & {
  code: 'card_not_found';
};
export type UpdateCardDto = {
  /** Ignored */
  id?: number;
  /** Ignored */
  createdAt?: string;
  code: string;
  name: string;
  /** One of LEADER, CHARACTER, EVENT, STAGE, DON. */
  type: 'LEADER' | 'CHARACTER' | 'EVENT' | 'STAGE' | 'DON';
  imageUrl: string;
  cost: number | null;
  power: number | null;
  counter?: string | null;
  color?: string | null;
  attribute?: string | null;
  family?: string | null;
  ability?: string | null;
  trigger?: string | null;
  set?: string | null;
};
export type SuccessDto = {
  success: boolean;
};
export type ImageUploadResultDto = {
  success: boolean;
  imageUrl: string;
};
export type UploadCardImage422Error = ErrorResponseDto & {
  code: 'validation_failed' | 'image_missing' | 'not_an_image' | 'image_format_not_allowed' | 'image_too_many_pixels';
};
export type CardTablePageDto = {
  items: CardDto[];
  /** Cards matching the filters, all pages together. */
  total: number;
  /** The page shown, 1-based. */
  page: number;
  /** Items per page */
  pageSize: number;
};
export type BanListEntryDto = {
  /** 0 = banned, 1 to 3 = restricted to that many copies. */
  maxCopies: number;
  /** Card code; every printing of the card counts ('OP01-024_p1' is 'OP01-024'). */
  code: string;
};
export type FormatDto = {
  /** 'OP10' */
  code: string;
  name: string;
  /** Set prefixes of card codes: 'OP01', 'ST10', 'EB01', 'PRB01', 'P' (promos). */
  legalSets: string[];
  banList: BanListEntryDto[];
  /** The current format is the default for new decks and the home page's meta overview. */
  isCurrent: boolean;
};
export type FormatCodeTakenError = ErrorResponseDto & {
  code: 'format_code_taken';
};
export type ValidationFailedOrInvalidFormatError = ErrorResponseDto & {
  code: 'validation_failed' | 'invalid_format';
};
export type SaveBanListEntryDto = {
  /** 0 = banned, 1 to 3 = restricted to that many copies. */
  maxCopies: number;
  code: string;
};
export type CreateFormatDto = {
  /** 'OP11': upper-case letters, digits and dashes. */
  code: string;
  name: string;
  /** Set prefixes: 'OP01', 'ST10', 'EB01', 'P'. */
  legalSets: string[];
  banList: SaveBanListEntryDto[];
};
export type FormatNotFoundError = ErrorResponseDto & {
  code: 'format_not_found';
};
export type UpdateFormatDto = {
  name: string;
  /** Set prefixes: 'OP01', 'ST10', 'EB01', 'P'. */
  legalSets: string[];
  banList: SaveBanListEntryDto[];
};
export type FormatDeletedDto = {
  success: boolean;
};
export type FormatIsCurrentError = ErrorResponseDto & {
  code: 'format_is_current';
};
export type TierDisplayDto = {
  /** The tier as stored: 'Tier 1'. */
  tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
  /** Its display key (label and badge style): 'tier1', 'tier2', or 'rogue' for Tier 3. */
  key: 'tier1' | 'tier2' | 'rogue';
};
export type DeckLimitsDto = {
  /** docs/product.md: a deck (drafts too) is saved with at least this many cards. */
  minCardsToSave: number;
  /** A legal deck has exactly this many cards besides its leader. */
  deckSize: number;
  /** Copies of one card (all printings together) a legal deck may hold; also the builder's quantity choices 1..n. */
  maxCopies: number;
};
export type PriorityRangeDto = {
  /** Highest priority. */
  min: number;
  /** Lowest priority. */
  max: number;
  default: number;
};
export type DrawRulesDto = {
  /** Cards in the opening hand (and in the hand a mulligan redraws). */
  openingHand: number;
  /** Mulligans a player may take before their first turn (the hand shuffled back, a new one drawn). */
  mulligans: number;
  /** Cards drawn at the start of each turn. */
  perTurn: number;
  /** false: the player going first skips the draw of their first turn (the player going second draws). */
  firstPlayerDrawsOnFirstTurn: boolean;
};
export type GameRulesDto = {
  /** The tier a new deck gets when the save body names none. */
  defaultTier: 'Tier 1' | 'Tier 2' | 'Tier 3';
  /** Newest first. */
  formats: FormatDto[];
  /** Code of the current format (the default for new decks). */
  currentFormat: string;
  /** 'Tier 3' is shown as Rogue. */
  tiers: string[];
  /** Each tier with its display key, in the order of `tiers`. */
  tierDisplay: TierDisplayDto[];
  /** Card types the card form accepts. */
  cardTypes: string[];
  /** The type a deck's leader has. */
  leaderType: string;
  /** Card types a deck holds besides its leader (the builder's card search offers these). */
  playableTypes: string[];
  deckLimits: DeckLimitsDto;
  priority: PriorityRangeDto;
  /** Matchup favourability values. */
  favorability: string[];
  draws: DrawRulesDto;
};
export type DeckLeaderDto = {
  id: number;
  code: string;
  name: string;
  imageUrl: string | null;
  color: string | null;
};
export type DeckOwnerDto = {
  username: string;
};
export type DeckSummaryDto = {
  id: number;
  leaderId: number | null;
  /** 1 (highest) to 10 (lowest). */
  priority: number;
  /** 1 or 0 */
  isDraft: 0 | 1;
  /** Sum of quantities of the cards that still exist (the builder's "cards/50"). */
  cardCount: number;
  leader: DeckLeaderDto | null;
  /** Whose deck: the owner's public username (null for decks made before owners were kept, or once the account is gone). */
  owner: DeckOwnerDto | null;
  /** 1: an admin's deck (the curated gallery); 0: a player's (the community's). */
  curated: 0 | 1;
  /** A community deck's: private (its owner only), unlisted (by its link), public (listed). Curated decks answer public. */
  visibility: 'private' | 'unlisted' | 'public';
  /** 1: hidden by the moderators (only its owner and admins see it, in My decks and the back office). */
  hidden: 0 | 1;
  createdAt: string;
  updatedAt: string;
  name: string;
  author: string;
  tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
  format: string;
  shortDescription: string;
  /** The short description in Italian; empty when there is none. */
  shortDescription_it: string;
};
export type DeckSourceDto = {
  id: number;
  name: string;
};
export type LegalityProblemCode =
  | 'noLeader'
  | 'notALeader'
  | 'deckSize'
  | 'tooManyCopies'
  | 'notADeckCard'
  | 'colorOutsideLeader'
  | 'unknownFormat'
  | 'setNotLegal'
  | 'banned'
  | 'restricted'
  | 'unknownCards';
export type LegalityProblemDto = {
  code: LegalityProblemCode;
  /** How many there are (cards in the deck, copies of a card, unknown cards). */
  count?: number;
  /** How many are allowed. */
  limit?: number;
  /** The card concerned (for copies and bans: the code every printing shares). */
  cardCode?: string;
  /** What is out of place: the card's colour or type, its set, or the unknown format. */
  value?: string;
};
export type DeckLegalityDto = {
  legal: boolean;
  /** The format it was checked against. */
  format: string;
  problems: LegalityProblemDto[];
};
export type PageDescriptionDto = {
  it: string;
  en: string;
};
export type CostCountDto = {
  cost: number;
  /** Copies of that cost. */
  count: number;
};
export type ColorCountDto = {
  /** 'Red', 'Green', … as the card data writes colours. */
  color: string;
  count: number;
};
export type TypeCountDto = {
  /** The normalised type: CHARACTER, EVENT, STAGE (anything else legality reports). */
  type: string;
  count: number;
};
export type CounterValueDto = {
  /** Their share of the deck, 0 to 1. */
  density: number;
  /** 1000 or 2000. */
  value: number;
  /** Copies with that counter. */
  count: number;
};
export type CounterStatisticsDto = {
  /** The sum of every copy's counter value. */
  total: number;
  /** Copies with a counter. */
  cards: number;
  byValue: CounterValueDto[];
};
export type TurnOddsDto = {
  /** Going first: no draw on turn 1. */
  first: number;
  /** Going second: a draw on turn 1. */
  second: number;
  /** Going first, having taken the mulligan when the opening hand had no copy. */
  firstWithMulligan: number;
  /** Going second, having taken the mulligan when the opening hand had no copy. */
  secondWithMulligan: number;
  turn: number;
};
export type CardOddsDto = {
  /** At least one copy in the 5-card opening hand. */
  openingHand: number;
  /** The same with one mulligan (5 new cards from a fresh shuffle when the first 5 have none). */
  withMulligan: number;
  /** The card's first printing in the deck. */
  cardId: number;
  code: string;
  name: string;
  /** Copies in the deck, every printing counted. */
  copies: number;
  /** Turns 1 to 10. */
  byTurn: TurnOddsDto[];
};
export type DeckStatisticsDto = {
  /** Mean cost, 2 decimals; null for an empty deck. */
  averageCost: number | null;
  /** Cards besides the leader: the deck the odds draw from. */
  deckSize: number;
  /** Copies per cost, every cost from 0 to the highest in the deck (an empty cost is 0). */
  costCurve: CostCountDto[];
  /** Copies per colour, most first; a multicolour card counts in each of its colours. */
  colors: ColorCountDto[];
  /** Copies per type: Characters, Events, Stages, then anything else. */
  types: TypeCountDto[];
  counters: CounterStatisticsDto;
  /** Copies with a [Trigger]. */
  triggers: number;
  /** Every card of the deck with its odds, most copies first, then by code (the picker's order and default). */
  odds: CardOddsDto[];
};
export type MatchupDto = {
  /** Opposing deck name. */
  deck: string;
  favorable: 'Favorable' | 'Even' | 'Unfavorable';
  strategy: string;
};
export type DeckCardEntryDto = {
  cardId: number;
  quantity: number;
};
export type DeckDetailDto = {
  /** Whose deck: the owner's public username; null for decks made before owners were kept, or once the account is gone. */
  owner: DeckOwnerDto | null;
  /** 1: an admin's deck (curated: drafts, tier, priority); 0: a player's (community). */
  curated: 0 | 1;
  /** A community deck's: private (its owner only), unlisted (by its link), public (listed). Curated decks answer public. */
  visibility: 'private' | 'unlisted' | 'public';
  /** 1 when an admin hid it (moderation): only its owner and admins read it. */
  hidden: 0 | 1;
  /** The deck this one was copied from, while it exists and the caller may read it. */
  copiedFrom: DeckSourceDto | null;
  /** Copies the deck lists (leader included) that the card database no longer has: the page says so. */
  missingCards: number;
  /** The leader and the deck's cards in full. */
  resolvedCards: CardDto[];
  /** Legal in its format as players know it (1 leader, 50 cards, 4 copies, colours, sets, ban list)? */
  legality: DeckLegalityDto;
  /** The page's description in each language: the first sentence of the guide (else the short description), as the server's head has it. */
  pageDescription: PageDescriptionDto;
  /** Cost curve, colours, types, counters, triggers and each card's opening-hand odds, the leader left out (ADR 0023). */
  statistics: DeckStatisticsDto;
  id: number;
  name: string;
  author: string;
  tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
  format: string;
  leaderId: number | null;
  shortDescription: string;
  /** The short description in Italian; empty when there is none (the Italian site then shows `shortDescription`, marked as English). */
  shortDescription_it: string;
  /** Italian strategy guide (sanitised HTML). */
  description: string;
  /** English strategy guide (sanitised HTML). */
  description_en: string;
  videoUrl: string | null;
  matchups: MatchupDto[];
  /** 1 (highest) to 10 (lowest). */
  priority: number;
  /** 1 or 0 */
  isDraft: number;
  /** Cards other than the leader; unknown cards are left out. */
  cards: DeckCardEntryDto[];
  /** Sum of quantities (the builder's "cards/50"). */
  cardCount: number;
  leader: DeckLeaderDto | null;
  createdAt: string;
  updatedAt: string;
};
export type CreateDeck403Error = ErrorResponseDto & {
  code: 'access_denied' | 'email_not_verified' | 'csrf_origin_refused';
};
export type NoCurrentFormatError = ErrorResponseDto & {
  code: 'no_current_format';
};
export type ConflictOrDeckLimitReachedError = ErrorResponseDto & {
  code: 'conflict' | 'deck_limit_reached';
};
export type CreateDeck422Error = ErrorResponseDto & {
  code: 'validation_failed' | 'unknown_cards' | 'leader_not_a_leader';
};
export type DeckCreationRateLimitedError = ErrorResponseDto & {
  code: 'deck_creation_rate_limited';
};
export type SaveMatchupDto = {
  /** Favorable, Even or Unfavorable (checked by the domain: matchupIncomplete). */
  favorable: 'Favorable' | 'Even' | 'Unfavorable';
  deck: string;
  strategy: string;
};
export type SaveDeckCardDto = {
  cardId: number;
  /** 1 to 4 (checked by the domain: quantityRange). */
  quantity: number;
};
export type SaveDeckDto = {
  /** Checked by the domain (invalidTier); absent, the game rules' `defaultTier`. Curated decks only (ignored for a player's). */
  tier?: 'Tier 1' | 'Tier 2' | 'Tier 3';
  leaderId?: number | null;
  shortDescription?: string;
  /** The short description in Italian (optional; the Italian site falls back to `shortDescription`, marked as English). */
  shortDescription_it?: string;
  /** Italian guide (HTML; sanitised on save). A player's: at most 50,000 characters once sanitised (422 too_long). */
  description?: string;
  /** English guide (HTML; sanitised on save). A player's: at most 50,000 characters once sanitised (422 too_long). */
  description_en?: string;
  /** 1 (highest) to 10 (lowest); checked by the domain (invalidPriority). */
  priority?: number;
  /** true/false or 1/0 */
  isDraft?: boolean | (0 | 1);
  /** A community deck's: private (its owner only), unlisted (anyone with its link), public (the
    community gallery). Absent: private for a new deck, unchanged for a saved one. Ignored for
    curated (admins') decks, whose draft flag decides. */
  visibility?: 'private' | 'unlisted' | 'public';
  name: string;
  author: string;
  /** A format code from GET /api/formats; the current format when absent. */
  format?: string;
  videoUrl: string | null;
  matchups: SaveMatchupDto[];
  cards: SaveDeckCardDto[];
};
export type DeckPageDto = {
  items: DeckSummaryDto[];
  /** Decks matching the filters, all pages together. */
  total: number;
  /** The page shown, 1-based. */
  page: number;
  /** Items per page */
  pageSize: number;
};
export type LeaderOptionDto = {
  cardId: number;
  name: string;
  code: string;
  imageUrl: string | null;
  /** Published decks with this leader. */
  count: number;
};
export type FormatCountDto = {
  /** The format's code ('OP10'). */
  format: string;
  /** Decks of the gallery in this format. */
  count: number;
};
export type AccessDeniedOrEmailNotVerifiedError = ErrorResponseDto & {
  code: 'access_denied' | 'email_not_verified';
};
export type ParsedDeckCardDto = {
  cardId: number;
  code: string;
  name: string;
  type: string;
  quantity: number;
};
export type DeckListAdjustmentDto = {
  kind: 'merged' | 'clamped' | 'unknown' | 'unreadable' | 'extraLeader';
  /** 'merged': how many lines named the card. */
  lines?: number;
  /** 'merged': the copies they add up to. */
  quantity?: number;
  /** 'clamped': copies the list asked for. */
  requested?: number;
  /** 'clamped': copies kept (the 4-copy limit). */
  kept?: number;
  /** The card (for 'clamped': the code its printings share). */
  code?: string;
  /** The line as written ('unknown', 'unreadable'). */
  line?: string;
};
export type ParsedDeckListDto = {
  leader: ParsedDeckCardDto | null;
  cards: ParsedDeckCardDto[];
  /** Lines whose code matched no card. */
  missing: string[];
  /** Lines that are not "{quantity}x{code}" or "{quantity} {code}". */
  unreadable: string[];
  /** Every change made to what the list says (merged lines, copies cut to 4, unknown or unreadable lines, a second leader). */
  adjustments: DeckListAdjustmentDto[];
};
export type ValidationFailedOrEmptyDeckListError = ErrorResponseDto & {
  code: 'validation_failed' | 'empty_deck_list';
};
export type ParseDeckListDto = {
  /** The pasted list, one card per line. */
  text: string;
};
export type DeckNotFoundError = ErrorResponseDto & {
  code: 'deck_not_found';
};
export type UpdateDeck403Error = ErrorResponseDto & {
  code: 'access_denied' | 'email_not_verified' | 'csrf_origin_refused' | 'not_deck_owner';
};
export type DeckNotFoundOrNoCurrentFormatError = ErrorResponseDto & {
  code: 'deck_not_found' | 'no_current_format';
};
export type UpdateDeckVisibilityDto = {
  /** private (its owner only), unlisted (anyone with its link) or public (the community gallery). */
  visibility: 'private' | 'unlisted' | 'public';
};
export type DeckDeletedDto = {
  success: boolean;
};
export type DeckLimitReachedError = ErrorResponseDto & {
  code: 'deck_limit_reached';
};
export type DeckLosingCardsDto = {
  id: number;
  /** 1 or 0 */
  isDraft: 0 | 1;
  /** Copies of the deck's list (leader included) that the deletion takes away. */
  cards: number;
  name: string;
};
export type CardDeletionImpactDto = {
  /** Decks (drafts included) that would lose at least one card. */
  deckCount: number;
  /** Of those, the published ones (what visitors see). */
  publishedDeckCount: number;
  /** Published decks first, then by name. */
  decks: DeckLosingCardsDto[];
};
export type TierListPlaceDto = {
  /** The tier list's format (e.g. OP10). */
  format: string;
  /** Tier 1, Tier 2 or Tier 3. */
  tier: string;
};
export type DeckDeletionImpactDto = {
  /** Comments and replies on the deck's page (deleted with it). */
  comments: number;
  /** Favourites players gave it (deleted with it). */
  favorites: number;
  /** News articles that link to it: they stay, without the link. */
  linkedNews: number;
  /** Its places on the public tier list, one per format (removed at once). */
  tierList: TierListPlaceDto[];
};
export type DraftCardDto = {
  cardId: number;
  quantity: number;
};
export type CheckDeckLegalityDto = {
  leaderId: number | null;
  format?: string;
  cards: DraftCardDto[];
};
export type StatisticsCardDto = {
  cardId: number;
  quantity: number;
};
export type DeckStatisticsDraftDto = {
  cards: StatisticsCardDto[];
};
export type PlayerDto = {
  /** Favourites the player's public decks have received, from every user. */
  favoritesReceived: number;
  username: string;
  /** The player's decks in the community gallery, a page at a time. */
  decks: DeckPageDto;
};
export type PageOutOfRangeOrPlayerNotFoundError = ErrorResponseDto & {
  code: 'page_out_of_range' | 'player_not_found';
};
export type CardFormatLegalityDto = {
  /** legal; restricted (at most `maxCopies`); banned; notLegal (its set is not in the format). */
  status: 'legal' | 'restricted' | 'banned' | 'notLegal';
  /** The format's code ('OP10'). */
  format: string;
  name: string;
  /** The product's current format. */
  current: boolean;
  /** Only when restricted. */
  maxCopies?: number;
};
export type CardLeaderUsageDto = {
  /** The leader (its base printing). */
  leader: CardDto;
  /** The leader's listed decks that play the card. */
  decks: number;
  /** The leader's listed decks. */
  leaderDecks: number;
  /** decks / leaderDecks, between 0 and 1. */
  share: number;
  /** Copies per deck that plays it, to one decimal. */
  averageCopies: number;
};
export type CardUsageDto = {
  /** Per leader whose decks play it, most decks first. */
  byLeader: CardLeaderUsageDto[];
  /** Listed decks (curated and community; never private, unlisted or hidden ones) that play the card, any printing. */
  decks: number;
  /** Copies per deck that plays it, to one decimal. */
  averageCopies: number;
};
export type CardPageDto = {
  /** Every printing, base first. */
  printings: CardDto[];
  /** Every format, the current one first, then newest. */
  legality: CardFormatLegalityDto[];
  /** The newest listed decks that play it (at most 12). */
  decks: DeckSummaryDto[];
  /** The base printing when there is one. */
  card: CardDto;
  usage: CardUsageDto;
};
export type LeaderCardDto = {
  card: CardDto;
  /** The leader's listed decks that play it. */
  decks: number;
  /** decks / the leader's listed decks, between 0 and 1. */
  share: number;
  /** Copies per deck that plays it, to one decimal. */
  averageCopies: number;
};
export type LeaderPageDto = {
  printings: CardDto[];
  /** Cards in at least 75 % of its decks, most played first. */
  core: LeaderCardDto[];
  /** The other cards its decks play: the 30 most played (FLEX_CARDS_SHOWN), most played first. */
  flex: LeaderCardDto[];
  /** Its newest listed decks (at most 12). */
  recentDecks: DeckSummaryDto[];
  leader: CardDto;
  /** Listed decks this leader leads. */
  decks: number;
  /** Its listed decks among every listed deck, between 0 and 1. */
  share: number;
};
export type NewsSummaryDto = {
  id: number;
  /** Linked deck */
  deck_id: number | null;
  is_highlighted: 0 | 1;
  /** Always 0 for everyone but admins listing drafts */
  is_draft: 0 | 1;
  /** When the article becomes (or became) public (ADR 0075); null: as soon as it is not a draft. Readers see it dated
    by this when set (else by created_at), and lists are newest first by that date. Only admins ever see one in the
    future (a scheduled article). */
  publish_at: string | null;
  /** English (or only) title. */
  title: string;
  /** Italian title, shown to Italian readers when present. */
  title_it: string | null;
  /** Up to 150 characters of `content` as plain text, with an ellipsis when cut. */
  excerpt: string;
  /** The same for `content_it`; null when there is no Italian text. */
  excerpt_it: string | null;
  author: string;
  youtube_url: string | null;
  image_url: string | null;
  created_at: string;
  updated_at: string;
};
export type NewsDto = {
  id: number;
  /** Linked deck */
  deck_id: number | null;
  is_highlighted: 0 | 1;
  /** Always 0 for everyone but admins listing drafts */
  is_draft: 0 | 1;
  /** When the article becomes (or became) public (ADR 0075); null: as soon as it is not a draft. Readers see it dated
    by this when set (else by created_at), and lists are newest first by that date. Only admins ever see one in the
    future (a scheduled article). */
  publish_at: string | null;
  /** English (or only) title. */
  title: string;
  /** Italian title, shown to Italian readers when present. */
  title_it: string | null;
  /** Up to 150 characters of `content` as plain text, with an ellipsis when cut. */
  excerpt: string;
  /** The same for `content_it`; null when there is no Italian text. */
  excerpt_it: string | null;
  author: string;
  youtube_url: string | null;
  image_url: string | null;
  created_at: string;
  updated_at: string;
  /** English (or only) article, sanitised HTML. */
  content: string;
  /** Italian article, sanitised HTML; null when there is none. */
  content_it: string | null;
  /** The page's description in each language (the article's text, cut at 157 characters), as the server's head has it. */
  pageDescription: PageDescriptionDto;
};
export type CreateNews422Error = ErrorResponseDto & {
  code: 'validation_failed' | 'invalid_news' | 'unknown_deck';
};
export type SaveNewsDto = {
  title_it?: string | null;
  /** Italian article, HTML; sanitised on save. */
  content_it?: string | null;
  /** A deck to show with the article. */
  deck_id?: number | null;
  youtube_url?: string | null;
  /** true/false or 1/0 */
  is_highlighted?: boolean;
  /** true/false or 1/0 */
  is_draft?: boolean;
  /** When the article becomes public (ADR 0075): an ISO 8601 date-time with its offset (`2026-12-01T09:00:00Z`,
    `…+01:00`). Until then readers do not see it (lists, its page, the home page, the sitemap); from then on they
    do, without another save, and it is dated by it. Absent, null or empty: public as soon as it is not a draft. */
  publish_at?: string | null;
  title: string;
  /** English (or only) article, HTML; sanitised on save. */
  content: string;
  author: string;
};
export type NewsPageDto = {
  items: NewsSummaryDto[];
  /** Articles in the list, all pages together. */
  total: number;
  /** The page shown, 1-based. */
  page: number;
  /** Items per page */
  pageSize: number;
};
export type NewsNotFoundError = ErrorResponseDto & {
  code: 'news_not_found';
};
export type NewsDeletedDto = {
  success: boolean;
};
export type NewsImageDto = {
  success: boolean;
  /** Where the uploaded image is served (also the article's new `image_url`). */
  imageUrl: string;
};
export type ContentImageDto = {
  success: boolean;
  /** Where the picture is served, to put in the text's `<img src>` (`/uploads/content/<random>.<kind>`). */
  imageUrl: string;
};
export type CommentDto = {
  id: number;
  user_id: number;
  username: string;
  content: string;
  contentType: 'news' | 'deck';
  contentId: number;
  parent_id: number | null;
  created_at: string;
  updated_at: string;
};
export type CommentTargetNotFoundError = ErrorResponseDto & {
  code: 'comment_target_not_found';
};
export type CommentPageDto = {
  items: CommentDto[];
  /** How many comments the deck or news item has in all. */
  total: number;
  /** The page shown, 1-based. */
  page: number;
  /** Items per page */
  pageSize: number;
};
export type PageOutOfRangeOrCommentTargetNotFoundError = ErrorResponseDto & {
  code: 'page_out_of_range' | 'comment_target_not_found';
};
export type ValidationFailedOrInvalidCommentError = ErrorResponseDto & {
  code: 'validation_failed' | 'invalid_comment';
};
export type CreateCommentDto = {
  contentType: 'deck' | 'news';
  contentId: number;
  /** Plain text, 1–2000 characters after trimming. */
  content: string;
  /** The comment this one replies to, on the same page. */
  parent_id?: number | null;
};
export type UpdateComment403Error = ErrorResponseDto & {
  code: 'access_denied' | 'csrf_origin_refused' | 'not_comment_author';
};
export type CommentNotFoundError = ErrorResponseDto & {
  code: 'comment_not_found';
};
export type UpdateCommentDto = {
  content: string;
};
export type CommentDeletedDto = {
  success: boolean;
};
export type FavoriteChangedDto = {
  success: boolean;
  isFavorite: boolean;
};
export type AddFavoriteDto = {
  deckId: number;
};
export type FavoriteStatusDto = {
  isFavorite: boolean;
};
export type ReportDto = {
  id: number;
  targetType: 'deck' | 'comment';
  targetId: number;
  reason: 'spam' | 'offensive' | 'copyright' | 'other';
  note: string | null;
  status: 'open' | 'resolved' | 'dismissed';
  createdAt: string;
};
export type ReportTargetNotFoundError = ErrorResponseDto & {
  code: 'report_target_not_found';
};
export type AlreadyReportedError = ErrorResponseDto & {
  code: 'already_reported';
};
export type ReportRateLimitedError = ErrorResponseDto & {
  code: 'report_rate_limited';
};
export type CreateReportDto = {
  targetType: 'deck' | 'comment';
  targetId: number;
  reason: 'spam' | 'offensive' | 'copyright' | 'other';
  /** What the moderators should know (plain text, trimmed); null or left out for none. */
  note?: string | null;
};
export type ReportReasonCountDto = {
  reason: 'spam' | 'offensive' | 'copyright' | 'other';
  count: number;
};
export type QueuedReportDto = {
  id: number;
  reason: 'spam' | 'offensive' | 'copyright' | 'other';
  note: string | null;
  /** The reporter's username (null once the account is gone). */
  reporter: string | null;
  createdAt: string;
};
export type ReportedDeckDto = {
  id: number;
  /** 1 when already hidden. */
  hidden: 0 | 1;
  /** The owner's username (null: a curated deck without owner, or a deleted account). */
  owner: string | null;
  name: string;
};
export type ReportedCommentDto = {
  id: number;
  author: string | null;
  /** The page the comment is on: a deck or a news item. */
  contentType: 'deck' | 'news';
  contentId: number;
  /** Plain text, to be shown escaped. */
  content: string;
};
export type ReportGroupDto = {
  targetType: 'deck' | 'comment';
  targetId: number;
  openReports: number;
  /** Open reports by reason, most first. */
  reasons: ReportReasonCountDto[];
  firstReportedAt: string;
  lastReportedAt: string;
  /** The latest open reports, newest first (at most 5). */
  latest: QueuedReportDto[];
  deck: ReportedDeckDto | null;
  comment: ReportedCommentDto | null;
};
export type ReportQueueDto = {
  items: ReportGroupDto[];
  /** Reported decks and comments in the queue, in all. */
  total: number;
  /** The page shown, 1-based. */
  page: number;
  /** Items per page */
  pageSize: number;
};
export type ReportsClosedDto = {
  /** Open reports of the target closed by this action. */
  closed: number;
};
export type ReportTargetNotFoundOrNoOpenReportsError = ErrorResponseDto & {
  code: 'report_target_not_found' | 'no_open_reports';
};
export type DeckModerationDto = {
  id: number;
  hidden: 0 | 1;
  /** Open reports of the deck resolved by this action (hiding resolves them; restoring none). */
  resolvedReports: number;
};
export type TierListLeaderDto = {
  id: number;
  code: string;
  name: string;
  imageUrl: string | null;
  color: string | null;
};
export type TierListDeckDto = {
  id: number;
  name: string;
  author: string;
  /** The deck's own format (always the tier list's format: a deck is ranked in its own format). */
  format: string;
  leader: TierListLeaderDto | null;
};
export type RankedTierListEntryDto = {
  id: number;
  deck_id: number;
  /** 'Tier 3' is shown as Rogue */
  tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
  /** 1 = first in its tier. Decks hidden from the public (drafts) keep their place, so the numbers may skip. */
  position: number;
  deck: TierListDeckDto;
  format: string;
  /** Empty when there are none. */
  notes: string;
  last_updated: string;
};
export type TierListTierDto = {
  /** 'Tier 3' is shown as Rogue */
  tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
  /** By position, first first. */
  entries: RankedTierListEntryDto[];
};
export type TierListFormatDto = {
  /** The format's code, e.g. 'OP10'. */
  code: string;
  name: string;
  isCurrent: boolean;
  /** Always the three tiers, in order: Tier 1, Tier 2, Tier 3 (Rogue). */
  tiers: TierListTierDto[];
};
export type TierListDto = {
  /** The current format's code (the home page's meta overview shows it). */
  currentFormat: string;
  /** Every format (or the one asked for), current first. */
  formats: TierListFormatDto[];
};
export type ValidationFailedOrTierListUnknownFormatError = ErrorResponseDto & {
  code: 'validation_failed' | 'tier_list_unknown_format';
};
export type TierListEntryDto = {
  id: number;
  deck_id: number;
  /** 'Tier 3' is shown as Rogue */
  tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
  /** 1 = first in its tier. Decks hidden from the public (drafts) keep their place, so the numbers may skip. */
  position: number;
  format: string;
  /** Empty when there are none. */
  notes: string;
  last_updated: string;
};
export type TierListDeckNotFoundError = ErrorResponseDto & {
  code: 'tier_list_deck_not_found';
};
export type TierListDeckAlreadyPlacedError = ErrorResponseDto & {
  code: 'tier_list_deck_already_placed';
};
export type PlaceTierListDeck422Error = ErrorResponseDto & {
  code:
    | 'validation_failed'
    | 'tier_list_deck_is_draft'
    | 'tier_list_format_mismatch'
    | 'tier_list_invalid_position'
    | 'tier_list_invalid_tier'
    | 'tier_list_unknown_format'
    | 'tier_list_notes_too_long';
};
export type PlaceTierListDeckDto = {
  deckId: number;
  tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
  /** Where in the tier (1 = first); last when absent. */
  position?: number;
  notes?: string;
  /** A format code from GET /api/formats; the deck must be of that format. */
  format: string;
};
export type TierListCandidateDto = {
  id: number;
  /** The deck's own tier field (a hint for where to place it). */
  tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
  name: string;
  author: string;
  /** The deck's own format (always the tier list's format: a deck is ranked in its own format). */
  format: string;
  leader: TierListLeaderDto | null;
};
export type TierListEntryNotFoundError = ErrorResponseDto & {
  code: 'tier_list_entry_not_found';
};
export type MoveTierListEntry422Error = ErrorResponseDto & {
  code: 'validation_failed' | 'tier_list_invalid_position' | 'tier_list_invalid_tier';
};
export type MoveTierListEntryDto = {
  tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
  /** The position it takes (1 = first); at most one past the last entry of another tier, the last of its own. */
  position: number;
};
export type ValidationFailedOrTierListNotesTooLongError = ErrorResponseDto & {
  code: 'validation_failed' | 'tier_list_notes_too_long';
};
export type UpdateTierListNotesDto = {
  /** An empty string clears the notes. */
  notes: string;
};
export type TierListRemovedDto = {
  success: boolean;
};
export type TournamentSummaryDto = {
  id: number;
  players: number;
  topCut: number;
  /** Standings stored. */
  standings: number;
  /** Standings whose leader was read: those count in the meta. */
  readStandings: number;
  /** Games between two read leaders, from pairings. */
  matches: number;
  /** How many things could not be read. */
  problems: number;
  importedAt: string;
  name: string;
  /** YYYY-MM-DD. */
  date: string;
  format: string;
};
export type TournamentProblemCode =
  'unknown_cards' | 'unreadable_lines' | 'no_leader' | 'duplicate_player' | 'unknown_player' | 'invalid_winner' | 'no_leader_in_pairing' | 'bad_row';
export type TournamentProblemDto = {
  code: TournamentProblemCode;
  placing?: number;
  round?: number;
  /** The CSV row, 1 the first after the header. */
  row?: number;
  player?: string;
  /** The lines or names concerned, as written. */
  lines?: string[];
};
export type TournamentImportReportDto = {
  problems: TournamentProblemDto[];
  event: TournamentSummaryDto;
};
export type TournamentAlreadyImportedError = ErrorResponseDto & {
  code: 'tournament_already_imported';
};
export type ImportTournament422Error = ErrorResponseDto & {
  code: 'validation_failed' | 'tournament_nothing_readable' | 'tournament_unknown_format';
};
export type TournamentPairingDto = {
  player1: string;
  /** Absent, null or empty for a bye (not a game). */
  player2?: string | null;
  /** player1's or player2's name; absent, null or empty for a draw. */
  winner?: string | null;
};
export type TournamentRoundDto = {
  round: number;
  pairings: TournamentPairingDto[];
};
export type TournamentRecordDto = {
  wins: number;
  losses: number;
  ties: number;
};
export type TournamentStandingDto = {
  placing: number;
  player: string;
  /** The deck list, in any format POST /api/decks/parse-list reads (first line the leader); what cannot be read is reported, not refused. */
  deck: string;
  record: TournamentRecordDto;
};
export type ImportTournamentDto = {
  name: string;
  date: string;
  /** A format code from GET /api/formats. */
  format: string;
  /** How many placings make the top cut; from the attendance when absent (4 up to 16 players, 8 up to 128, 16 up to 256, else 32). */
  topCut?: number;
  /** The attendance (may exceed the standings published). */
  players: number;
  /** Optional: the rounds' pairings, for win rates and head-to-head. */
  rounds?: TournamentRoundDto[];
  standings: TournamentStandingDto[];
};
export type TournamentPageDto = {
  items: TournamentSummaryDto[];
  /** Events in all. */
  total: number;
  /** The page shown, 1-based. */
  page: number;
  /** Items per page */
  pageSize: number;
};
export type ImportTournamentCsv422Error = ErrorResponseDto & {
  code: 'validation_failed' | 'tournament_nothing_readable' | 'tournament_unknown_format' | 'tournament_csv_unreadable';
};
export type ImportTournamentCsvDto = {
  name: string;
  date: string;
  /** A format code from GET /api/formats. */
  format: string;
  /** How many placings make the top cut; from the attendance when absent (4 up to 16 players, 8 up to 128, 16 up to 256, else 32). */
  topCut?: number;
  /** The attendance; the CSV's row count when absent. */
  players?: number;
  /** The file's text (comma, semicolon or tab separated; the deck cell quoted, one card per line or `;`-separated). */
  csv: string;
};
export type TournamentStandingResultDto = {
  placing: number;
  wins: number;
  losses: number;
  ties: number;
  /** Null when the deck named no leader (not counted in the meta). */
  leaderCode: string | null;
  problems: TournamentProblemDto[];
  player: string;
  inTopCut: boolean;
};
export type TournamentDetailDto = {
  id: number;
  players: number;
  topCut: number;
  /** Standings stored. */
  standings: number;
  /** Standings whose leader was read: those count in the meta. */
  readStandings: number;
  /** Games between two read leaders, from pairings. */
  matches: number;
  /** How many things could not be read. */
  problems: number;
  importedAt: string;
  standingList: TournamentStandingResultDto[];
  /** The pairings' and CSV rows' problems (each standing carries its own). */
  eventProblems: TournamentProblemDto[];
  name: string;
  /** YYYY-MM-DD. */
  date: string;
  format: string;
};
export type TournamentNotFoundError = ErrorResponseDto & {
  code: 'tournament_not_found';
};
export type MetaLeaderDto = {
  /** Its standings in the period. */
  decks: number;
  /** Its share of the field: decks over every standing with a read leader in the period, between 0 and 1. */
  share: number;
  /** How many of its decks made their event's top cut. */
  topCut: number;
  /** topCut / decks, between 0 and 1. */
  topCutRate: number;
  /** Games against other leaders from pairings (mirrors left out). */
  games: number;
  /** (wins + ties / 2) / games, between 0 and 1; absent when it played no paired game. */
  winRate?: number;
  /** The leader card's code. */
  code: string;
  /** The leader card's name ('' when the card is no longer in the database). */
  name: string;
};
export type MetaHeadToHeadDto = {
  wins: number;
  losses: number;
  ties: number;
  games: number;
  /** (wins + ties / 2) / games, from the leader's side. */
  winRate: number;
  /** The leader whose side this is. */
  leader: string;
  opponent: string;
};
export type MetaDto = {
  from?: string;
  to?: string;
  /** Events imported in the period. */
  events: number;
  /** Standings with a read leader in the period (the field the shares are of). */
  decks: number;
  /** Most played first. */
  leaders: MetaLeaderDto[];
  /** Each leader's games against each other leader, from its side (both sides listed; mirrors left out). */
  headToHead: MetaHeadToHeadDto[];
  format: string;
};
export type ValidationFailedOrTournamentUnknownFormatError = ErrorResponseDto & {
  code: 'validation_failed' | 'tournament_unknown_format';
};
export type DashboardStatsDto = {
  cards: number;
  /** The site's curated decks (admins'), published and drafts: the SPEC's deck counter. */
  decks: number;
  /** Players' community decks, whatever their visibility (private, unlisted, public; ADR 0061). */
  communityDecks: number;
  /** News items that are not drafts. */
  publishedNews: number;
};
export type PrivacyPolicyDto = {
  /** `privacy_policy` (Italian) or `privacy_policy_en`. */
  key: string;
  /** Sanitised HTML; '' when none was written. */
  value: string;
  /** it or en */
  language: 'en' | 'it';
  /** ISO date of the last change; null when never written. */
  last_updated: string | null;
};
export type ValidationFailedOrPolicyTooLongError = ErrorResponseDto & {
  code: 'validation_failed' | 'policy_too_long';
};
export type UpdatePrivacyPolicyDto = {
  /** The policy as HTML (or plain text); sanitised on write. */
  value: string;
};
export type DeckyPhraseDto = {
  id: number;
  language: 'en' | 'it';
  category: 'general' | 'tip' | 'cards' | 'decks' | 'fun';
  /** 1 active, 0 not */
  isActive: 0 | 1;
  text: string;
  createdAt: string;
  updatedAt: string;
};
export type ValidationFailedOrInvalidPhraseError = ErrorResponseDto & {
  code: 'validation_failed' | 'invalid_phrase';
};
export type CreateDeckyPhraseDto = {
  /** en (default) or it */
  language?: 'en' | 'it';
  /** general (default), tip, cards, decks or fun */
  category?: 'general' | 'tip' | 'cards' | 'decks' | 'fun';
  /** Default active. */
  isActive?: boolean | (0 | 1);
  /** Required; trimmed; at most 500 characters. */
  text: string;
};
export type PhraseListNotFoundError = ErrorResponseDto & {
  code: 'phrase_list_not_found';
};
export type PhraseNotFoundError = ErrorResponseDto & {
  code: 'phrase_not_found';
};
export type UpdateDeckyPhraseDto = {
  isActive: boolean | (0 | 1);
};
export type PhraseDeletedDto = {
  success: boolean;
};
export type BulkFileDto = {
  /** cards: every printing, each as GET /api/cards answers it (CardDto); decks: every listed deck with its list (BulkDeckDto). */
  type: 'cards' | 'decks';
  /** What the decompressed file is. */
  contentType: 'application/json';
  /** How the file is compressed: the download is the gzip'd bytes (Content-Type application/gzip), not a transfer encoding. */
  contentEncoding: 'gzip';
  /** When the data in the file was read (ISO 8601, UTC). */
  updatedAt: string;
  /** The name a download is saved under, dated: 'op-decks-cards-2026-11-27.json.gz'. */
  name: string;
  /** Bytes of the gzip'd file, as downloaded. */
  size: number;
  /** Bytes of the JSON once decompressed. */
  uncompressedSize: number;
  /** Entries in the JSON array. */
  count: number;
  /** Where to download it: always the newest build, at the same address. */
  downloadUri: string;
  /** The download's ETag: send it back as If-None-Match for a 304 when nothing changed. */
  etag: string;
};
export type UnavailableOrDatabaseUnavailableError = ErrorResponseDto & {
  code: 'unavailable' | 'database_unavailable';
};
export type AuditChangeDto = {
  field: string;
  /** The value before, cut short (absent on a creation). */
  before?: string;
  /** The value after, cut short (absent on a deletion). */
  after?: string;
};
export type AuditEntryDto = {
  id: number;
  createdAt: string;
  actorId: number;
  actorUsername: string;
  action: string;
  route: string;
  entityType: string;
  entityId: string | null;
  entityLabel: string | null;
  /** `ok`, or the error code the write failed with. */
  outcome: string;
  changes: AuditChangeDto[];
};
export type AuditPageDto = {
  items: AuditEntryDto[];
  /** Entries matching the filters, all pages together. */
  total: number;
  /** The page shown, 1-based. */
  page: number;
  /** Items per page */
  pageSize: number;
};
export const {
  useGetHealthQuery,
  useGetReadinessQuery,
  useGetMetricsQuery,
  useGetCurrentUserQuery,
  useGetSessionQuery,
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useVerifyEmailQuery,
  useUnlockAccountMutation,
  useResendVerificationMutation,
  useGetAdminAuthQuery,
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useCreateAdminMutation,
  useDeleteUserMutation,
  useListAdminsQuery,
  useListAllUsersQuery,
  useListAllUsersPageQuery,
  useListCardsQuery,
  useCreateCardMutation,
  useSearchCardsQuery,
  useCardGalleryQuery,
  useListCardFilterOptionsQuery,
  useImportCardsMutation,
  useDeleteSelectedCardsMutation,
  useNormalizeCardTypesMutation,
  useClearCardsMutation,
  useClearCardsByPrefixMutation,
  useSearchCardOnlineMutation,
  useUpdateCardMutation,
  useDeleteCardMutation,
  useUploadCardImageMutation,
  useGetCardImageQuery,
  useListAdminCardsQuery,
  useListFormatsQuery,
  useCreateFormatMutation,
  useUpdateFormatMutation,
  useDeleteFormatMutation,
  useSetCurrentFormatMutation,
  useGetGameRulesQuery,
  useListDecksQuery,
  useCreateDeckMutation,
  useSearchDecksQuery,
  useListDeckLeadersQuery,
  useListDeckFormatsQuery,
  useListMyDecksQuery,
  useParseDeckListMutation,
  useGetDeckQuery,
  useUpdateDeckMutation,
  useUpdateDeckVisibilityMutation,
  useDeleteDeckMutation,
  useCopyDeckMutation,
  useListAdminDecksQuery,
  useGetClearCardsImpactQuery,
  useGetClearPrefixImpactQuery,
  useGetBulkDeleteImpactQuery,
  useGetDeckDeletionImpactQuery,
  useCheckDeckLegalityMutation,
  useComputeDeckStatisticsMutation,
  useExportDeckListQuery,
  useGetDeckImageQuery,
  useGetDeckRegistrationSheetQuery,
  useGetPlayerQuery,
  useGetCardPageQuery,
  useGetLeaderPageQuery,
  useListNewsQuery,
  useCreateNewsMutation,
  useListNewsPageQuery,
  useListHighlightedNewsQuery,
  useGetNewsQuery,
  useUpdateNewsMutation,
  useDeleteNewsMutation,
  useUploadNewsImageMutation,
  useListAdminNewsQuery,
  useUploadContentImageMutation,
  useListCommentsQuery,
  useListCommentPageQuery,
  useCreateCommentMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useListFavoritesQuery,
  useAddFavoriteMutation,
  useListFavoritesPageQuery,
  useGetFavoriteStatusQuery,
  useRemoveFavoriteMutation,
  useCreateReportMutation,
  useListReportsQuery,
  useDismissReportsMutation,
  useHideDeckMutation,
  useRestoreDeckMutation,
  useListTierListQuery,
  usePlaceTierListDeckMutation,
  useListTierListCandidatesQuery,
  useMoveTierListEntryMutation,
  useUpdateTierListNotesMutation,
  useRemoveTierListEntryMutation,
  useListTournamentsQuery,
  useImportTournamentMutation,
  useListTournamentsPageQuery,
  useImportTournamentCsvMutation,
  useGetTournamentQuery,
  useDeleteTournamentMutation,
  useGetMetaQuery,
  useGetDashboardStatsQuery,
  useGetPrivacyPolicyQuery,
  useUpdatePrivacyPolicyMutation,
  useListDeckyPhrasesQuery,
  useCreateDeckyPhraseMutation,
  useListDeckyPhrasesByCategoryQuery,
  useListDeckyPhrasesByLanguageQuery,
  useUpdateDeckyPhraseMutation,
  useDeleteDeckyPhraseMutation,
  useListBulkFilesQuery,
  useDownloadBulkFileQuery,
  useListAuditEntriesQuery,
} = injectedRtkApi;
