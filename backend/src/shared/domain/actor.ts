/** Roles a route can require; each includes the ones before it (admin ⊃ verified ⊃ user). */
export const ROLES = ['user', 'verified', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** The caller as use cases see it: never the raw request or session. */
export interface Actor {
  id: number;
  username: string;
  roles: Role[];
}
