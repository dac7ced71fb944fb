import { CrownOutlined, TeamOutlined } from '@ant-design/icons';
import type { AdminTab } from './admin-tab';
import { FileProtectOutlined, SmileOutlined } from '@ant-design/icons';
import { DeckyTab } from './decky/DeckyTab';
import { PrivacyPolicyTab } from './settings/PrivacyPolicyTab';
import { AdminManager } from './components/AdminManager';
import { UserManager } from './components/UserManager';
import { CloudUploadOutlined, DatabaseOutlined } from '@ant-design/icons';
import { CardImportTab } from './cards/CardImportTab';
import { ManageCardsTab } from './cards/ManageCardsTab';
import { BuildOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { LazyDeckBuilderTab, LazyManageDecksTab } from './decks/deck-tabs';
import { NotificationOutlined } from '@ant-design/icons';
import { LazyManageNewsTab } from './news/news-tabs';
import { TrophyOutlined } from '@ant-design/icons';
import { TierListManagerTab } from './tierlist/TierListManagerTab';

import { ProfileOutlined } from '@ant-design/icons';
import { FormatsTab } from './formats/FormatsTab';
import { FundOutlined } from '@ant-design/icons';
import { TournamentsTab } from './tournaments/TournamentsTab';
import { FlagOutlined } from '@ant-design/icons';
import { ReportsTab } from './moderation/ReportsTab';
import { AuditOutlined } from '@ant-design/icons';
import { AuditLogTab } from './audit/AuditLogTab';
/**
 * The dashboard's sections, in order (docs/product.md#admin-login-and-dashboard). The content tabs (card import first, as the default,
 * then manage cards, deck builder, manage decks, news, privacy policy, Decky) are added here as they
 * are built; heavy ones (the rich-text editor) should be `lazy()` components.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  // Card tabs: import first (the default section), then manage cards; plain admins see both.
  { key: 'card-import', label: 'admin.import.tab', icon: <CloudUploadOutlined />, superAdminOnly: false, Component: CardImportTab },
  { key: 'manage-cards', label: 'admin.cards.tab', icon: <DatabaseOutlined />, superAdminOnly: false, Component: ManageCardsTab },
  // Deck tabs: lazy chunks loaded when opened; the builder's rich-text editor (Quill) is lazier still.
  { key: 'deck-builder', label: 'admin.builder.tab', icon: <BuildOutlined />, superAdminOnly: false, Component: LazyDeckBuilderTab },
  { key: 'manage-decks', label: 'admin.decks.tab', icon: <UnorderedListOutlined />, superAdminOnly: false, Component: LazyManageDecksTab },
  { key: 'news', label: 'admin.news.tab', icon: <NotificationOutlined />, superAdminOnly: false, Component: LazyManageNewsTab },
  { key: 'privacy-policy', label: 'admin.privacy.tab', icon: <FileProtectOutlined />, superAdminOnly: false, Component: PrivacyPolicyTab },
  { key: 'decky', label: 'admin.decky.tab', icon: <SmileOutlined />, superAdminOnly: false, Component: DeckyTab },
  { key: 'tier-list', label: 'admin.tierlist.tab', icon: <TrophyOutlined />, superAdminOnly: false, Component: TierListManagerTab },
  { key: 'formats', label: 'admin.formats.tab', icon: <ProfileOutlined />, superAdminOnly: false, Component: FormatsTab },
  // Tournament results (issue 35 item 4): the meta beside the tiers is built from them.
  { key: 'tournaments', label: 'admin.tournaments.tab', icon: <FundOutlined />, superAdminOnly: false, Component: TournamentsTab },
  // Moderation (issue 34 item 6): the players' reports.
  { key: 'reports', label: 'admin.reports.tab', icon: <FlagOutlined />, superAdminOnly: false, Component: ReportsTab },
  { key: 'admins', label: 'admin.tab.adminManager', icon: <CrownOutlined />, superAdminOnly: true, Component: AdminManager },
  { key: 'users', label: 'admin.tab.userManager', icon: <TeamOutlined />, superAdminOnly: true, Component: UserManager },
  // Audit log (issue 38 item 5, ADR 0076): who changed what, for super admins.
  { key: 'audit', label: 'admin.audit.tab', icon: <AuditOutlined />, superAdminOnly: true, Component: AuditLogTab },
];
