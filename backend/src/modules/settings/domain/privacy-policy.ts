/** The policy exists in each language of the site; each is one row of site_settings (ADR 0014). */
export const POLICY_LANGUAGES = ['it', 'en'] as const;
export type PolicyLanguage = (typeof POLICY_LANGUAGES)[number];

/** The setting's key is `privacy_policy` (docs/product.md#data): that one is the Italian text, the English one sits beside it. */
export const PRIVACY_POLICY_KEYS: Record<PolicyLanguage, string> = { it: 'privacy_policy', en: 'privacy_policy_en' };

/** Far more than any policy needs; a bigger body is a mistake, not a policy. */
export const MAX_POLICY_LENGTH = 200_000;

export interface SiteSetting {
  key: string;
  value: string;
  lastUpdated: Date | null;
}
