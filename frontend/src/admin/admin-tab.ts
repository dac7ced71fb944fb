import type { ComponentType, ReactNode } from 'react';
import type { MessageId } from '../i18n/messages';
import type { UserDto } from './api';

/** What every dashboard section receives. */
export interface AdminTabProps {
  /** The logged-in admin. */
  viewer: UserDto;
}

export interface AdminTab {
  /** Also the `?tab=` value, so a section can be linked to and survives a reload. */
  key: string;
  label: MessageId;
  icon: ReactNode;
  /**
   * Listed only for super admins. A plain admin who opens it by its address sees the section's own
   * no-access message; the API refuses the calls either way.
   */
  superAdminOnly: boolean;
  Component: ComponentType<AdminTabProps>;
}
