import { IsIn, IsOptional, IsString } from 'class-validator';
import type { PrivacyPolicy } from '../../../application/settings.service.js';
import { POLICY_LANGUAGES, type PolicyLanguage } from '../../../domain/privacy-policy.js';

/** Which language's policy; without it the Italian one (key `privacy_policy`; docs/product.md#api). */
export class PolicyLanguageQueryDto {
  /** it (default) or en */
  @IsOptional()
  @IsIn(POLICY_LANGUAGES)
  language?: PolicyLanguage;
}

export class UpdatePrivacyPolicyDto {
  /** The policy as HTML (or plain text); sanitised on write. */
  @IsString()
  value: string;
}

export class PrivacyPolicyDto {
  /** `privacy_policy` (Italian) or `privacy_policy_en`. */
  key: string;
  /** Sanitised HTML; '' when none was written. */
  value: string;
  /** it or en */
  language: PolicyLanguage;
  /** ISO date of the last change; null when never written. */
  last_updated: string | null;

  static from(policy: PrivacyPolicy): PrivacyPolicyDto {
    return { key: policy.key, value: policy.value, language: policy.language, last_updated: policy.lastUpdated ? policy.lastUpdated.toISOString() : null };
  }
}
