import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Page } from '../../../../../shared/domain/paging.js';
import { sortValues } from '../../../../../shared/domain/sort-order.js';
import { PageDto, PageQueryDto, toPageDto } from '../../../../../shared/http/page-query.dto.js';
import { SortParam } from '../../../../../shared/http/sort-query.js';
import type { User } from '../../../domain/user.js';
import { USER_TABLE_SORT_FIELDS, type UserSummary, type UserTableSortField } from '../../../domain/user.repository.js';

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

  static from(user: User | UserSummary): UserDto {
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

/** The user manager's table reads 20 accounts a page. */
export const USER_PAGE_SIZE = 20;
export const USER_SORTS = sortValues(USER_TABLE_SORT_FIELDS);
const FLAGS = ['true', 'false', '1', '0'] as const;

/** GET /api/admin/all-users/page: the user manager's table (ADR 0074), every filter optional. */
export class UserPageQueryDto extends PageQueryDto(USER_PAGE_SIZE) {
  /** Part of the username or e-mail address, case ignored. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  /** true (or 1): admins and super admins only; false (or 0): the other accounts. */
  @ApiProperty({ enum: FLAGS, required: false })
  @IsOptional()
  @IsIn(FLAGS)
  admin?: (typeof FLAGS)[number];

  /** true (or 1): verified e-mail addresses only; false (or 0): unverified only. */
  @ApiProperty({ enum: FLAGS, required: false })
  @IsOptional()
  @IsIn(FLAGS)
  verified?: (typeof FLAGS)[number];

  @SortParam(USER_SORTS, '-createdAt', 'A column of the table, `-` in front for descending; ties by id')
  sort?: UserTableSortField | `-${UserTableSortField}`;
}

/** A page of accounts (ADR 0067: items, page, pageSize, total). */
export class UserPageDto extends PageDto(UserDto, 'Accounts matching the filters, all pages together.') {
  static from(page: Page<UserSummary>): UserPageDto {
    return toPageDto(page, UserDto.from);
  }
}
