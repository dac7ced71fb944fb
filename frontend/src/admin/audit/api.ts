import { api } from '../../api/generated';

export type { AuditChangeDto, AuditEntryDto, AuditPageDto, ListAuditEntriesApiArg } from '../../api/generated';

/**
 * The audit log (GET /api/admin/audit, ADR 0076): read afresh each time the tab opens (every admin's
 * writes add to it), and dropped at logout with the session.
 */
const auditApi = api.enhanceEndpoints({
  addTagTypes: ['Session'],
  endpoints: {
    listAuditEntries: { providesTags: ['Session'], keepUnusedDataFor: 0 },
  },
});

export const { useListAuditEntriesQuery } = auditApi;
