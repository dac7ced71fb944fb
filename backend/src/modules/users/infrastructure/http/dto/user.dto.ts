import type { User } from '../../../domain/user.js';

/** An account on the wire: flags as 1/0 (docs/product.md#data); never the password hash or the token. */
export class UserDto {
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

  static from(user: User): UserDto {
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      isAdmin: user.isAdmin ? 1 : 0,
      isSuperAdmin: user.isSuperAdmin ? 1 : 0,
      isEmailVerified: user.isEmailVerified ? 1 : 0,
      createdAt: user.createdAt ? new Date(user.createdAt).toISOString() : null,
    };
  }
}

export class UserListDto {
  success: boolean;
  users: UserDto[];
}

export class AdminAuthDto {
  isAuthenticated: boolean;
  user: UserDto | null;
}

export class AdminLoginResultDto {
  success: boolean;
  user: UserDto;
  message: string;
}

export class SuccessMessageDto {
  success: boolean;
  message: string;
}

export class AdminCreatedDto {
  success: boolean;
  message: string;
  user: UserDto;
}
