import type { UserDto } from './api';

/** Flags are 1 or 0 on the wire (docs/product.md#data). */
export const isSuperAdmin = (user: Pick<UserDto, 'isSuperAdmin'>): boolean => user.isSuperAdmin === 1;
export const isAdmin = (user: Pick<UserDto, 'isAdmin' | 'isSuperAdmin'>): boolean => user.isAdmin === 1 || user.isSuperAdmin === 1;
