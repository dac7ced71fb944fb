import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiConflictResponse,
  ApiOperation,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public, Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { AccountService } from '../../application/account.service.js';
import { LoginSlowdownService } from '../../application/login-slowdown.service.js';
import { AlreadyLoggedInError, UserNotFoundError } from '../../domain/users.errors.js';
import { CredentialsGuard } from './credentials.guard.js';
import { LoginDto, RegisterDto, UnlockAccountDto } from './dto/credentials.dto.js';
import { SessionDto } from './dto/session.dto.js';
import { SuccessMessageDto, UserDto } from './dto/user.dto.js';
import { endSession, startSession } from './session-login.js';
import { Invalidates } from '../../../../shared/http/http-cache.js';
import { PublicRead } from '../../../../shared/http/public-reads.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

/** The 429 of the login routes (per IP, and per account under ADR 0053). */
export const LOCKED =
  'too_many_requests, with Retry-After: too many calls from this address, or too many failed logins for this account ' +
  '(known or not, the same answer; even the right password is refused until the lock ends or the mailed link unlocks it)';

@ApiTags('account')
@Controller('api')
export class AuthController {
  constructor(
    private readonly accounts: AccountService,
    private readonly logins: LoginSlowdownService,
  ) {}

  @Get('user')
  @Roles('user')
  @ApiOkResponse({ type: UserDto, description: 'The logged-in user' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Nobody is logged in' })
  @ApiOperation({ summary: 'Get the logged-in user (401 for a visitor)' })
  async getCurrentUser(@Req() request: Request): Promise<UserDto> {
    const user = await this.accounts.findUser(request.user!.id);
    if (!user) throw new UserNotFoundError();
    return UserDto.from(user);
  }

  /**
   * The site's session check (issue #10): always 200, `{ user: null }` for a visitor, so a normal
   * visit logs no failed request. `GET /api/user` keeps the product's 401 for API consumers.
   */
  @Get('session')
  @Public()
  // About the caller's session, not public data: same-origin only (ADR 0066).
  @PublicRead({ crossOrigin: false })
  @ApiOperation({
    summary: 'Who is logged in, if anyone (never 401)',
    description: 'Answers 200 with `{ user: null }` for a visitor. `GET /api/user` answers 401 instead (docs/product.md#api).',
  })
  @ApiOkResponse({ type: SessionDto })
  async getSession(@Req() request: Request): Promise<SessionDto> {
    const user = request.user ? await this.accounts.findUser(request.user.id) : null;
    return { user: user ? UserDto.from(user) : null };
  }

  @Post('register')
  @Invalidates([])
  @HttpCode(202)
  @Public()
  @ApiAcceptedResponse({
    type: SuccessMessageDto,
    description:
      'The same answer whether the e-mail is new (the account is created and a verification link mailed) or already has an account ' +
      '(nothing is created; that address is told by mail), so registering never reveals which e-mails have accounts (ADR 0020). ' +
      'No session is opened: log in next.',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'username_taken (usernames are public) or already_logged_in (log out first)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiOperation({ summary: 'Create an account' })
  @ApiErrors('username_taken', 'already_logged_in')
  async register(@Body() body: RegisterDto, @Req() request: Request): Promise<SuccessMessageDto> {
    // Registering over an open session would silently replace it (#15).
    if (request.user) throw new AlreadyLoggedInError();
    await this.accounts.register({
      username: body.username.trim(),
      email: body.email.trim().toLowerCase(),
      password: body.password,
      language: body.language ?? 'it',
    });
    return { success: true, message: 'Controlla la tua casella di posta per completare la registrazione' };
  }

  @Post('login')
  @Invalidates([])
  @HttpCode(200)
  @Public()
  @UseGuards(CredentialsGuard)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'invalid_credentials (same answer for unknown users)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'missing_credentials' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'already_logged_in: another account is logged in on this session (log out first)' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: LOCKED })
  @ApiOperation({ summary: 'Log in' })
  @ApiErrors('invalid_credentials', 'already_logged_in', 'missing_credentials', 'too_many_requests')
  async login(@Req() request: Request): Promise<UserDto> {
    const actor = request.user!;
    await startSession(request, actor);
    const user = await this.accounts.findUser(actor.id);
    return UserDto.from(user!);
  }

  @Post('logout')
  @Invalidates([])
  @HttpCode(200)
  @Public()
  @ApiOkResponse({ type: SuccessMessageDto })
  @ApiOperation({ summary: 'Log out' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SuccessMessageDto> {
    await endSession(request, response);
    return { success: true, message: 'Logout effettuato' };
  }

  @Get('verify-email')
  @Public()
  // An account's action behind a mailed link, not public data: same-origin only (ADR 0066).
  @PublicRead({ crossOrigin: false })
  @ApiOkResponse({ type: SuccessMessageDto })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description: 'verification_token_missing or verification_token_invalid (unknown, used or expired)',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiOperation({ summary: 'Verify an e-mail address with the token from the mail' })
  @ApiErrors('verification_token_missing', 'verification_token_invalid')
  async verifyEmail(@Query('token') token?: string): Promise<SuccessMessageDto> {
    await this.accounts.verifyEmail(token);
    return { success: true, message: 'Email verificata con successo' };
  }

  @Post('unlock-account')
  @Invalidates([])
  @HttpCode(200)
  @Public()
  @ApiOkResponse({ type: SuccessMessageDto, description: 'The account is unlocked and its failed logins forgotten: log in again.' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'unlock_token_invalid (unknown, used or expired) or validation_failed (no token)' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiOperation({
    summary: 'Unlock an account with the token from the lock mail',
    description:
      'An account locked after too many failed logins (ADR 0053) is unlocked at once with the one-time token mailed to its owner (valid 1 hour). ' +
      'A POST, so mail scanners that open links cannot spend the token: the link leads to the site page that sends it.',
  })
  @ApiErrors('unlock_token_invalid')
  async unlockAccount(@Body() body: UnlockAccountDto): Promise<SuccessMessageDto> {
    await this.logins.unlock(body.token);
    return { success: true, message: 'Account sbloccato: ora puoi accedere' };
  }

  @Post('resend-verification')
  @Invalidates([])
  @HttpCode(200)
  @Roles('user')
  @ApiOkResponse({ type: SuccessMessageDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'email_already_verified' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiOperation({ summary: 'Send the verification mail again' })
  @ApiErrors('email_already_verified')
  async resendVerification(@Req() request: Request): Promise<SuccessMessageDto> {
    await this.accounts.resendVerification(request.user!.id);
    return { success: true, message: 'Email di verifica inviata' };
  }
}
