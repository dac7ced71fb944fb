import { Injectable } from '@nestjs/common';
import { sanitizeRichText } from '../../../shared/html/rich-text.js';
import { MAX_POLICY_LENGTH, PRIVACY_POLICY_KEYS, type PolicyLanguage, type SiteSetting } from '../domain/privacy-policy.js';
import { PolicyTooLongError } from '../domain/settings.errors.js';
import { SiteSettingRepository } from '../domain/site-setting.repository.js';

export interface PrivacyPolicy extends SiteSetting {
  language: PolicyLanguage;
}

/** The privacy policy in each language: sanitised HTML, with the time of its last change. */
@Injectable()
export class SettingsService {
  constructor(private readonly settings: SiteSettingRepository) {}

  /** An unwritten policy reads as an empty text (the page says no policy is available). */
  async privacyPolicy(language: PolicyLanguage): Promise<PrivacyPolicy> {
    const key = PRIVACY_POLICY_KEYS[language];
    const stored = await this.settings.find(key);
    return { key, value: stored?.value ?? '', lastUpdated: stored?.lastUpdated ?? null, language };
  }

  /** Cleaned with the product's one sanitiser before it is stored: scripts and event handlers never reach the page. */
  async updatePrivacyPolicy(language: PolicyLanguage, html: string): Promise<PrivacyPolicy> {
    if (html.length > MAX_POLICY_LENGTH) throw new PolicyTooLongError();
    const saved = await this.settings.put(PRIVACY_POLICY_KEYS[language], sanitizeRichText(html));
    return { ...saved, language };
  }

  /** For the demo seed: true when that language has no policy yet. */
  async hasPrivacyPolicy(language: PolicyLanguage): Promise<boolean> {
    return (await this.settings.find(PRIVACY_POLICY_KEYS[language])) !== null;
  }
}
