import { baseApi as api } from "./base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    getCurrentUser: build.query<
      GetCurrentUserApiResponse,
      GetCurrentUserApiArg
    >({
      query: () => ({ url: `/api/user` }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({
        url: `/api/register`,
        method: "POST",
        body: queryArg.registerDto,
      }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({
        url: `/api/login`,
        method: "POST",
        body: queryArg.loginDto,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: "POST" }),
    }),
    verifyEmail: build.query<VerifyEmailApiResponse, VerifyEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/verify-email`,
        params: {
          token: queryArg.token,
        },
      }),
    }),
    resendVerification: build.mutation<
      ResendVerificationApiResponse,
      ResendVerificationApiArg
    >({
      query: () => ({ url: `/api/resend-verification`, method: "POST" }),
    }),
    getAdminAuth: build.query<GetAdminAuthApiResponse, GetAdminAuthApiArg>({
      query: () => ({ url: `/api/admin/auth` }),
    }),
    adminLogin: build.mutation<AdminLoginApiResponse, AdminLoginApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/login`,
        method: "POST",
        body: queryArg.loginDto,
      }),
    }),
    adminLogout: build.mutation<AdminLogoutApiResponse, AdminLogoutApiArg>({
      query: () => ({ url: `/api/admin/logout`, method: "POST" }),
    }),
    createAdmin: build.mutation<CreateAdminApiResponse, CreateAdminApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/create`,
        method: "POST",
        body: queryArg.createAdminDto,
      }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/user/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    listAdmins: build.query<ListAdminsApiResponse, ListAdminsApiArg>({
      query: () => ({ url: `/api/admin/users` }),
    }),
    listAllUsers: build.query<ListAllUsersApiResponse, ListAllUsersApiArg>({
      query: () => ({ url: `/api/admin/all-users` }),
    }),
    listCards: build.query<ListCardsApiResponse, ListCardsApiArg>({
      query: () => ({ url: `/api/cards` }),
    }),
    importCards: build.mutation<ImportCardsApiResponse, ImportCardsApiArg>({
      query: (queryArg) => ({
        url: `/api/cards/import`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    normalizeCardTypes: build.mutation<
      NormalizeCardTypesApiResponse,
      NormalizeCardTypesApiArg
    >({
      query: () => ({ url: `/api/cards/normalize-types`, method: "POST" }),
    }),
    clearCards: build.mutation<ClearCardsApiResponse, ClearCardsApiArg>({
      query: () => ({ url: `/api/cards/clear`, method: "POST" }),
    }),
    clearCardsByPrefix: build.mutation<
      ClearCardsByPrefixApiResponse,
      ClearCardsByPrefixApiArg
    >({
      query: (queryArg) => ({
        url: `/api/cards/clear-prefix`,
        method: "POST",
        body: queryArg.clearPrefixDto,
      }),
    }),
    searchCardOnline: build.mutation<
      SearchCardOnlineApiResponse,
      SearchCardOnlineApiArg
    >({
      query: (queryArg) => ({
        url: `/api/cards/search-online`,
        method: "POST",
        body: queryArg.searchOnlineDto,
      }),
    }),
    updateCard: build.mutation<UpdateCardApiResponse, UpdateCardApiArg>({
      query: (queryArg) => ({
        url: `/api/cards/${queryArg.id}`,
        method: "PUT",
        body: queryArg.updateCardDto,
      }),
    }),
    deleteCard: build.mutation<DeleteCardApiResponse, DeleteCardApiArg>({
      query: (queryArg) => ({
        url: `/api/cards/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    uploadCardImage: build.mutation<
      UploadCardImageApiResponse,
      UploadCardImageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/cards/${queryArg.id}/image`,
        method: "POST",
        body: queryArg.body,
      }),
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
        method: "POST",
        body: queryArg.saveDeckDto,
      }),
    }),
    listDeckLeaders: build.query<
      ListDeckLeadersApiResponse,
      ListDeckLeadersApiArg
    >({
      query: () => ({ url: `/api/decks/leaders` }),
    }),
    parseDeckList: build.mutation<
      ParseDeckListApiResponse,
      ParseDeckListApiArg
    >({
      query: (queryArg) => ({
        url: `/api/decks/parse-list`,
        method: "POST",
        body: queryArg.parseDeckListDto,
      }),
    }),
    getDeck: build.query<GetDeckApiResponse, GetDeckApiArg>({
      query: (queryArg) => ({ url: `/api/decks/${queryArg.id}` }),
    }),
    updateDeck: build.mutation<UpdateDeckApiResponse, UpdateDeckApiArg>({
      query: (queryArg) => ({
        url: `/api/decks/${queryArg.id}`,
        method: "PUT",
        body: queryArg.saveDeckDto,
      }),
    }),
    deleteDeck: build.mutation<DeleteDeckApiResponse, DeleteDeckApiArg>({
      query: (queryArg) => ({
        url: `/api/decks/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    listComments: build.query<ListCommentsApiResponse, ListCommentsApiArg>({
      query: (queryArg) => ({
        url: `/api/comments/${queryArg.contentType}/${queryArg.contentId}`,
      }),
    }),
    createComment: build.mutation<
      CreateCommentApiResponse,
      CreateCommentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/comments`,
        method: "POST",
        body: queryArg.createCommentDto,
      }),
    }),
    updateComment: build.mutation<
      UpdateCommentApiResponse,
      UpdateCommentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/comments/${queryArg.id}`,
        method: "PUT",
        body: queryArg.updateCommentDto,
      }),
    }),
    deleteComment: build.mutation<
      DeleteCommentApiResponse,
      DeleteCommentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/comments/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    listFavorites: build.query<ListFavoritesApiResponse, ListFavoritesApiArg>({
      query: () => ({ url: `/api/favorites` }),
    }),
    addFavorite: build.mutation<AddFavoriteApiResponse, AddFavoriteApiArg>({
      query: (queryArg) => ({
        url: `/api/favorites`,
        method: "POST",
        body: queryArg.addFavoriteDto,
      }),
    }),
    getFavoriteStatus: build.query<
      GetFavoriteStatusApiResponse,
      GetFavoriteStatusApiArg
    >({
      query: (queryArg) => ({ url: `/api/favorites/${queryArg.deckId}` }),
    }),
    removeFavorite: build.mutation<
      RemoveFavoriteApiResponse,
      RemoveFavoriteApiArg
    >({
      query: (queryArg) => ({
        url: `/api/favorites/${queryArg.deckId}`,
        method: "DELETE",
      }),
    }),
    getDashboardStats: build.query<
      GetDashboardStatsApiResponse,
      GetDashboardStatsApiArg
    >({
      query: () => ({ url: `/api/admin/stats` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type GetCurrentUserApiResponse =
  /** status 200 The logged-in user */ UserDto;
export type GetCurrentUserApiArg = void;
export type RegisterApiResponse =
  /** status 201 Registered and logged in; a verification e-mail was sent */ UserDto;
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
export type ResendVerificationApiResponse =
  /** status 200  */ SuccessMessageDto;
export type ResendVerificationApiArg = void;
export type GetAdminAuthApiResponse =
  /** status 200 Whether the caller is logged in as an admin */ AdminAuthDto;
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
export type ListAdminsApiResponse =
  /** status 200 Admins and super admins, newest first */ UserListDto;
export type ListAdminsApiArg = void;
export type ListAllUsersApiResponse =
  /** status 200 Every account, newest first */ UserListDto;
export type ListAllUsersApiArg = void;
export type ListCardsApiResponse = /** status 200  */ CardDto[];
export type ListCardsApiArg = void;
export type ImportCardsApiResponse = /** status 200  */ ImportResultDto;
export type ImportCardsApiArg = {
  body: object[] | object;
};
export type NormalizeCardTypesApiResponse =
  /** status 200  */ NormalizationResultDto;
export type NormalizeCardTypesApiArg = void;
export type ClearCardsApiResponse = /** status 200  */ CountResultDto;
export type ClearCardsApiArg = void;
export type ClearCardsByPrefixApiResponse = /** status 200  */ CountResultDto;
export type ClearCardsByPrefixApiArg = {
  clearPrefixDto: ClearPrefixDto;
};
export type SearchCardOnlineApiResponse =
  /** status 200  */ SearchOnlineResultDto;
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
export type UploadCardImageApiResponse =
  /** status 200  */ ImageUploadResultDto;
export type UploadCardImageApiArg = {
  id: number;
  body: {
    image: Blob;
  };
};
export type ListDecksApiResponse =
  /** status 200 Newest first; drafts excluded unless an admin asks for them */ DeckDto[];
export type ListDecksApiArg = {
  /** Admins only: also list drafts (ignored for everyone else) */
  includeDrafts?: string;
};
export type CreateDeckApiResponse = /** status 201  */ DeckDetailDto;
export type CreateDeckApiArg = {
  saveDeckDto: SaveDeckDto;
};
export type ListDeckLeadersApiResponse =
  /** status 200 Leaders of published decks with their count, most decks first, then by name */ LeaderOptionDto[];
export type ListDeckLeadersApiArg = void;
export type ParseDeckListApiResponse =
  /** status 200 A pasted list matched against the card database (the builder applies it) */ ParsedDeckListDto;
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
export type DeleteDeckApiResponse = /** status 200  */ DeckDeletedDto;
export type DeleteDeckApiArg = {
  id: number;
};
export type ListCommentsApiResponse =
  /** status 200 Oldest first, each with its author */ CommentDto[];
export type ListCommentsApiArg = {
  contentType: "deck" | "news";
  contentId: number;
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
export type ListFavoritesApiResponse =
  /** status 200 Favourite decks, most recently added first */ DeckDto[];
export type ListFavoritesApiArg = void;
export type AddFavoriteApiResponse = /** status 200  */ FavoriteChangedDto;
export type AddFavoriteApiArg = {
  addFavoriteDto: AddFavoriteDto;
};
export type GetFavoriteStatusApiResponse = /** status 200  */ FavoriteStatusDto;
export type GetFavoriteStatusApiArg = {
  deckId: number;
};
export type RemoveFavoriteApiResponse = /** status 200  */ FavoriteChangedDto;
export type RemoveFavoriteApiArg = {
  deckId: number;
};
export type GetDashboardStatsApiResponse = /** status 200  */ DashboardStatsDto;
export type GetDashboardStatsApiArg = void;
export type HealthDto = {
  status: "ok";
  database: "up";
};
export type ErrorResponseDto = {
  statusCode: number;
  /** Stable machine code the front end translates, e.g. 'not_found', 'validation_failed'. */
  code: string;
  message: string;
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
export type RegisterDto = {
  username: string;
  email: string;
  password: string;
  /** Language of the verification e-mail; the site's current language. */
  language?: "it" | "en";
};
export type LoginDto = {
  username: string;
  password: string;
};
export type SuccessMessageDto = {
  success: boolean;
  message: string;
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
export type AdminCreatedDto = {
  success: boolean;
  message: string;
  user: UserDto;
};
export type CreateAdminDto = {
  username: string;
  password: string;
  email: string;
};
export type UserListDto = {
  success: boolean;
  users: UserDto[];
};
export type CardDto = {
  id: number;
  /** Set code, unique: 'OP01-001', variants 'OP01-001_p1'. */
  code: string;
  name: string;
  /** LEADER, CHARACTER, EVENT, STAGE or DON; older data may hold other spellings until normalised. */
  type: string;
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
  set: string | null;
  createdAt: string;
};
export type ImportResultDto = {
  success: boolean;
  /** Cards written (added or updated). */
  count: number;
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
export type CountResultDto = {
  success: boolean;
  count: number;
};
export type ClearPrefixDto = {
  /** Code prefix, e.g. OP10 (case-insensitive). */
  prefix: string;
};
export type SearchOnlineResultDto = {
  success: boolean;
  card: CardDto;
};
export type SearchOnlineDto = {
  cardCode: string;
};
export type CardUpdatedDto = {
  success: boolean;
  card: CardDto;
};
export type UpdateCardDto = {
  code: string;
  name: string;
  /** One of LEADER, CHARACTER, EVENT, STAGE, DON. */
  type: "LEADER" | "CHARACTER" | "EVENT" | "STAGE" | "DON";
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
  /** Read-only fields a client may echo back from GET; ignored. */
  id?: object;
  createdAt?: object;
};
export type SuccessDto = {
  success: boolean;
};
export type ImageUploadResultDto = {
  success: boolean;
  imageUrl: string;
};
export type MatchupDto = {
  /** Opposing deck name. */
  deck: string;
  favorable: "Favorable" | "Even" | "Unfavorable";
  strategy: string;
};
export type DeckCardEntryDto = {
  cardId: number;
  quantity: number;
};
export type DeckLeaderDto = {
  id: number;
  code: string;
  name: string;
  imageUrl: string | null;
  color: string | null;
};
export type DeckDto = {
  id: number;
  name: string;
  author: string;
  tier: "Tier 1" | "Tier 2" | "Tier 3";
  format: "OP10" | "OP09" | "OP08";
  leaderId: number | null;
  shortDescription: string;
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
export type DeckDetailDto = {
  id: number;
  name: string;
  author: string;
  tier: "Tier 1" | "Tier 2" | "Tier 3";
  format: "OP10" | "OP09" | "OP08";
  leaderId: number | null;
  shortDescription: string;
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
  /** The leader and the deck's cards in full. */
  resolvedCards: CardDto[];
};
export type SaveMatchupDto = {
  deck: string;
  favorable: "Favorable" | "Even" | "Unfavorable";
  strategy: string;
};
export type SaveDeckCardDto = {
  cardId: number;
  quantity: number;
};
export type SaveDeckDto = {
  name: string;
  author: string;
  tier: "Tier 1" | "Tier 2" | "Tier 3";
  format: "OP10" | "OP09" | "OP08";
  leaderId: number | null;
  shortDescription: object;
  /** Italian guide (HTML; sanitised on save). */
  description: object;
  /** English guide (HTML; sanitised on save). */
  description_en: object;
  videoUrl: string | null;
  matchups: SaveMatchupDto[];
  priority: object;
  /** true/false or 1/0 */
  isDraft: object;
  cards: SaveDeckCardDto[];
};
export type LeaderOptionDto = {
  cardId: number;
  name: string;
  code: string;
  imageUrl: string | null;
  /** Published decks with this leader. */
  count: number;
};
export type ParsedDeckCardDto = {
  cardId: number;
  code: string;
  name: string;
  type: string;
  quantity: number;
};
export type ParsedDeckListDto = {
  leader: ParsedDeckCardDto | null;
  cards: ParsedDeckCardDto[];
  /** Lines whose code matched no card. */
  missing: string[];
  /** Lines that are not "{quantity}x{code}" or "{quantity} {code}". */
  unreadable: string[];
};
export type ParseDeckListDto = {
  /** The pasted list, one card per line. */
  text: string;
};
export type DeckDeletedDto = {
  success: boolean;
};
export type CommentDto = {
  id: number;
  user_id: number;
  username: string;
  content: string;
  contentType: "deck" | "news";
  contentId: number;
  parent_id: number | null;
  created_at: string;
  updated_at: string;
};
export type CreateCommentDto = {
  contentType: "deck" | "news";
  contentId: number;
  /** Plain text, 1–2000 characters after trimming. */
  content: string;
  /** The comment this one replies to, on the same page. */
  parent_id?: number | null;
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
export type DashboardStatsDto = {
  cards: number;
  /** Published and draft decks. */
  decks: number;
  /** News items that are not drafts. */
  publishedNews: number;
};
export const {
  useGetHealthQuery,
  useGetCurrentUserQuery,
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useVerifyEmailQuery,
  useResendVerificationMutation,
  useGetAdminAuthQuery,
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useCreateAdminMutation,
  useDeleteUserMutation,
  useListAdminsQuery,
  useListAllUsersQuery,
  useListCardsQuery,
  useImportCardsMutation,
  useNormalizeCardTypesMutation,
  useClearCardsMutation,
  useClearCardsByPrefixMutation,
  useSearchCardOnlineMutation,
  useUpdateCardMutation,
  useDeleteCardMutation,
  useUploadCardImageMutation,
  useListDecksQuery,
  useCreateDeckMutation,
  useListDeckLeadersQuery,
  useParseDeckListMutation,
  useGetDeckQuery,
  useUpdateDeckMutation,
  useDeleteDeckMutation,
  useListCommentsQuery,
  useCreateCommentMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useListFavoritesQuery,
  useAddFavoriteMutation,
  useGetFavoriteStatusQuery,
  useRemoveFavoriteMutation,
  useGetDashboardStatsQuery,
} = injectedRtkApi;
