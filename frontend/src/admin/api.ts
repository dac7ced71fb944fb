import { sessionApi } from '../api/session';

export type { UserDto } from '../api/session';
export { useAdminLoginMutation, useAdminLogoutMutation, useGetAdminAuthQuery } from '../api/session';

/**
 * The back office's endpoints. The lists and counters depend on who is logged in, so they also
 * provide 'Session': a logout drops them from the cache and the next admin never sees them.
 */
export const adminApi = sessionApi.enhanceEndpoints({
  addTagTypes: ['AdminUsers', 'DashboardStats'],
  endpoints: {
    listAdmins: { providesTags: ['AdminUsers', 'Session'] },
    listAllUsers: { providesTags: ['AdminUsers', 'Session'] },
    getDashboardStats: { providesTags: ['DashboardStats', 'Session'] },
    createAdmin: { invalidatesTags: ['AdminUsers'] },
    deleteUser: { invalidatesTags: ['AdminUsers'] },
  },
});

export const { useListAdminsQuery, useListAllUsersQuery, useGetDashboardStatsQuery, useCreateAdminMutation, useDeleteUserMutation } = adminApi;
