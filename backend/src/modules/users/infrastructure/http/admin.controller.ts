import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public, Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { AccountService } from '../../application/account.service.js';
import { UserAdministrationService } from '../../application/user-administration.service.js';
import { NotAnAdminError } from '../../domain/users.errors.js';
import { LOCKED } from './auth.controller.js';
import { CredentialsGuard } from './credentials.guard.js';
import { CreateAdminDto, LoginDto } from './dto/credentials.dto.js';
import {
  AdminAuthDto,
  AdminCreatedDto,
  AdminLoginResultDto,
  SuccessMessageDto,
  USER_PAGE_SIZE,
  UserDto,
  UserListDto,
  UserPageDto,
  UserPageQueryDto,
} from './dto/user.dto.js';
import { readSort } from '../../../../shared/domain/sort-order.js';
import type { AnswerWithHeaders } from '../../../../shared/http/http-cache.js';
import { pageRequest } from '../../../../shared/http/page-query.dto.js';
import { ApiPagedResponse, pagedAnswer } from '../../../../shared/http/paging.js';

/** `true`/`1` or `false`/`0` of a flag filter; undefined when absent. */
const flag = (value: string | undefined) => (value === undefined ? undefined : value === 'true' || value === '1');
import { endSession, startSession } from './session-login.js';
import { Invalidates } from '../../../../shared/http/http-cache.js';
import { PublicRead } from '../../../../shared/http/public-reads.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

@ApiTags('admin')
@Controller('api/admin')
export class AdminController {
  constructor(
    private readonly accounts: AccountService,
    private readonly administration: UserAdministrationService,
  ) {}

  @Get('auth')
  @Public()
  // About the caller's session, not public data: same-origin only (ADR 0066).
  @PublicRead({ crossOrigin: false })
  @ApiOkResponse({ type: AdminAuthDto, description: 'Whether the caller is logged in as an admin' })
  @ApiOperation({ summary: 'Tell whether the caller is an administrator' })
  async getAdminAuth(@Req() request: Request): Promise<AdminAuthDto> {
    const actor = request.user;
    if (!actor?.roles.includes('admin')) return { isAuthenticated: false, user: null };
    const user = await this.accounts.findUser(actor.id);
    return user ? { isAuthenticated: true, user: UserDto.from(user) } : { isAuthenticated: false, user: null };
  }

  @Post('login')
  @Invalidates([])
  @HttpCode(200)
  @Public()
  @UseGuards(CredentialsGuard)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: AdminLoginResultDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'invalid_credentials' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'not_an_admin: the account exists but is no admin (no session is started)' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'already_logged_in: another account is logged in on this session (log out first)' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: LOCKED })
  @ApiOperation({ summary: 'Log in to the back office' })
  @ApiErrors('invalid_credentials', 'missing_credentials', 'not_an_admin', 'already_logged_in', 'too_many_requests')
  async adminLogin(@Req() request: Request): Promise<AdminLoginResultDto> {
    const actor = request.user!;
    if (!actor.roles.includes('admin')) throw new NotAnAdminError();
    await startSession(request, actor);
    const user = await this.accounts.findUser(actor.id);
    return { success: true, user: UserDto.from(user!), message: 'Login effettuato' };
  }

  @Post('logout')
  @Invalidates([])
  @HttpCode(200)
  @Public()
  @ApiOkResponse({ type: SuccessMessageDto })
  @ApiOperation({ summary: 'Log out of the back office' })
  async adminLogout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SuccessMessageDto> {
    await endSession(request, response);
    return { success: true, message: 'Logout effettuato' };
  }

  @Post('create')
  @Roles('superadmin')
  @ApiCreatedResponse({ type: AdminCreatedDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'username_taken or email_taken' })
  @ApiOperation({ summary: 'Create an administrator' })
  @ApiErrors('username_taken', 'email_taken')
  async createAdmin(@Body() body: CreateAdminDto): Promise<AdminCreatedDto> {
    const user = await this.accounts.createAdmin({ username: body.username.trim(), email: body.email.trim().toLowerCase(), password: body.password });
    return { success: true, message: 'Amministratore creato', user: UserDto.from(user) };
  }

  @Delete('user/:id')
  @Roles('superadmin')
  @ApiOkResponse({ type: SuccessMessageDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'cannot_delete_self or cannot_delete_main_admin' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiOperation({ summary: 'Delete a user or an administrator' })
  @ApiErrors('cannot_delete_self', 'cannot_delete_main_admin', 'user_not_found')
  async deleteUser(@Req() request: Request, @Param('id', ParseIntPipe) id: number): Promise<SuccessMessageDto> {
    await this.administration.delete(request.user!, id);
    return { success: true, message: 'Utente eliminato' };
  }

  @Get('users')
  @Roles('superadmin')
  @ApiOkResponse({ type: UserListDto, description: 'Admins and super admins, newest first' })
  @ApiOperation({ summary: 'List the administrators' })
  async listAdmins(): Promise<UserListDto> {
    return { success: true, users: (await this.administration.list(true)).map(UserDto.from) };
  }

  @Get('all-users')
  @Roles('superadmin')
  @ApiOkResponse({ type: UserListDto, description: 'Every account, newest first' })
  @ApiOperation({ summary: 'List every user' })
  async listAllUsers(): Promise<UserListDto> {
    return { success: true, users: (await this.administration.list(false)).map(UserDto.from) };
  }

  @Get('all-users/page')
  @Roles('superadmin')
  @ApiOperation({
    summary: "The user manager's table: every account, a page at a time",
    description:
      'GET /api/admin/all-users searched (q: username or e-mail), filtered (admin, verified: true or false) and sorted by a column ' +
      '(sort: id, username, email or createdAt, `-` in front for descending; default -createdAt) in SQL, paged as every list (ADR 0067, 0074). Super admins only.',
  })
  @ApiPagedResponse(UserPageDto)
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description: 'validation_failed: a parameter out of range or not one of its values (a sort outside the list: details[0].allowed lists the values)',
  })
  async listAllUsersPage(@Req() request: Request, @Query() query: UserPageQueryDto): Promise<AnswerWithHeaders<UserPageDto>> {
    const page = await this.administration.page(
      { text: query.q?.trim() || undefined, admin: flag(query.admin), verified: flag(query.verified) },
      readSort(query.sort ?? '-createdAt'),
      pageRequest(query, USER_PAGE_SIZE),
    );
    return pagedAnswer(request, UserPageDto.from(page));
  }
}
