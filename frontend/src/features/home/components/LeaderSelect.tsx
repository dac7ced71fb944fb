import { Select } from 'antd';
import { useIntl } from 'react-intl';
import type { LeaderOptionDto } from '../../../api/decks';

export const ALL = 'all';
export type LeaderChoice = number | typeof ALL;

export interface LeaderSelectProps {
  leaders: readonly LeaderOptionDto[] | undefined;
  value: LeaderChoice | undefined;
  onChange: (value: LeaderChoice) => void;
}

/**
 * The home page's leader picker: antd's Select (searchable), a chunk of its own that LeaderFilter
 * loads only when the section comes near the screen (issue #14: not on a first visit's path).
 */
export default function LeaderSelect({ leaders, value, onChange }: LeaderSelectProps) {
  const intl = useIntl();
  return (
    <Select<LeaderChoice>
      className="home-leader-filter__select"
      size="large"
      aria-label={intl.formatMessage({ id: 'decks.home.leaderFilter.title' })}
      placeholder={intl.formatMessage({ id: 'decks.home.leaderFilter.placeholder' })}
      value={value}
      onChange={onChange}
      loading={leaders === undefined}
      showSearch={{ optionFilterProp: 'label' }}
      options={[
        { value: ALL, label: intl.formatMessage({ id: 'decks.home.leaderFilter.all' }) },
        ...(leaders ?? []).map((leader) => ({
          value: leader.cardId,
          label: intl.formatMessage({ id: 'decks.filters.leaderOption' }, { name: leader.name, code: leader.code, count: leader.count }),
        })),
      ]}
    />
  );
}
