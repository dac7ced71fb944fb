import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Public, Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { SettingsService } from '../../application/settings.service.js';
import { POLICY_LANGUAGES } from '../../domain/privacy-policy.js';
import { PolicyLanguageQueryDto, PrivacyPolicyDto, UpdatePrivacyPolicyDto } from './dto/privacy-policy.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

@ApiTags('settings')
@Controller('api/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('privacy_policy')
  @Public()
  @ApiOperation({ summary: 'The privacy policy in one language (Italian unless ?language=en)' })
  @ApiQuery({ name: 'language', enum: POLICY_LANGUAGES, required: false })
  @ApiOkResponse({ type: PrivacyPolicyDto })
  async getPrivacyPolicy(@Query() query: PolicyLanguageQueryDto): Promise<PrivacyPolicyDto> {
    return PrivacyPolicyDto.from(await this.settings.privacyPolicy(query.language ?? 'it'));
  }

  @Post('privacy_policy')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Replace the privacy policy of one language (Italian unless ?language=en); the HTML is sanitised' })
  @ApiQuery({ name: 'language', enum: POLICY_LANGUAGES, required: false })
  @ApiOkResponse({ type: PrivacyPolicyDto, description: 'The policy as stored' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'policy_too_long' })
  @ApiErrors('policy_too_long')
  async updatePrivacyPolicy(@Query() query: PolicyLanguageQueryDto, @Body() body: UpdatePrivacyPolicyDto): Promise<PrivacyPolicyDto> {
    return PrivacyPolicyDto.from(await this.settings.updatePrivacyPolicy(query.language ?? 'it', body.value));
  }
}
