import { api, type AdminAuthDto, type UserDto } from './generated';

export type { UserDto } from './generated';

/**
 * Who is logged in, shared by the public site (header, account pages) and the back office.
 * The API has one session cookie for both: an admin login also logs the user into the site, and
 * either logout ends both. Everything whose answer depends on the session provides the 'Session'
 * tag, so logging in or out refreshes (or drops from the cache) all of it.
 */
const LOGGED_OUT_ADMIN: AdminAuthDto = { isAuthenticated: false, user: null };

/**
 * The site asks `GET /api/session`, which answers 200 `{ user: null }` for a visitor: a visitor is a
 * normal state, so no page logs a failed request (issue #10). `GET /api/user` keeps its 401 for
 * API consumers (docs/product.md#api); the site no longer calls it.
 */
const typedSessionApi = api.enhanceEndpoints({
  addTagTypes: ['Session'],
  endpoints: {
    getSession: { providesTags: ['Session'] },
    getAdminAuth: { providesTags: ['Session'] },
  },
});

export const sessionApi = typedSessionApi.enhanceEndpoints({
  endpoints: {
    login: {
      invalidatesTags: ['Session'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        // The header updates at once; the invalidation still refetches what depends on the session.
        if (user) dispatch(sessionApi.util.upsertQueryData('getSession', undefined, { user }));
      },
    },
    adminLogin: {
      invalidatesTags: ['Session'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(sessionApi.util.upsertQueryData('getAdminAuth', undefined, { isAuthenticated: true, user: data.user }));
        dispatch(sessionApi.util.upsertQueryData('getSession', undefined, { user: data.user }));
      },
    },
    logout: { invalidatesTags: ['Session'], onQueryStarted: markLoggedOut },
    adminLogout: { invalidatesTags: ['Session'], onQueryStarted: markLoggedOut },
    resendVerification: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // "Already verified" means our copy of the user is out of date.
        await queryFulfilled.catch(() => dispatch(sessionApi.util.invalidateTags(['Session'])));
      },
    },
    verifyEmail: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // The account (if it is the logged-in one) is now verified: refresh who we are.
        await queryFulfilled.then(
          () => dispatch(sessionApi.util.invalidateTags(['Session'])),
          () => undefined,
        );
      },
    },
  },
});

/**
 * After a logout nobody is logged in to the back office: say so in the cache straight away, so the
 * admin login page shown next never sees the old admin and bounces back to the dashboard. The site
 * user is refetched (the invalidation) rather than cleared here: the page that logged out navigates
 * away first, and a page that needs an account must not redirect to the login form on the way.
 */
async function markLoggedOut(_arg: void, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> }) {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  dispatch(sessionApi.util.upsertQueryData('getAdminAuth', undefined, LOGGED_OUT_ADMIN));
}

export const {
  useGetSessionQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useLazyVerifyEmailQuery,
  useResendVerificationMutation,
  useUnlockAccountMutation,
  useGetAdminAuthQuery,
  useAdminLoginMutation,
  useAdminLogoutMutation,
} = sessionApi;

export type SessionState = { status: 'loading'; user: undefined } | { status: 'loggedOut'; user: null } | { status: 'loggedIn'; user: UserDto };

/**
 * The logged-in user from the RTK Query cache. A failed check (server down) counts as logged out:
 * pages that need an account then send the visitor to the login form, where the error shows.
 */
export function useCurrentUser(): SessionState {
  const { data, isLoading, isError } = useGetSessionQuery();
  if (isLoading) return { status: 'loading', user: undefined };
  if (isError || !data?.user) return { status: 'loggedOut', user: null };
  return { status: 'loggedIn', user: data.user };
}
