import type { SiteSetting } from './privacy-policy.js';

/** Port: the site-wide key/value settings (site_settings). */
export abstract class SiteSettingRepository {
  abstract find(key: string): Promise<SiteSetting | null>;
  /** Creates or replaces the value and stamps last_updated. */
  abstract put(key: string, value: string): Promise<SiteSetting>;
}
