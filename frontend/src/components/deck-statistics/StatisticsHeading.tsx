import type { ReactNode } from 'react';

export type StatisticsHeadingLevel = 3 | 4;

/** The statistics' headings: h3 under the deck page's h2, h4 inside a builder panel (h3). */
export function StatisticsHeading({ level, id, children }: { level: StatisticsHeadingLevel; id: string; children: ReactNode }) {
  const Tag = level === 3 ? 'h3' : 'h4';
  return (
    <Tag id={id} className="deck-stats__heading">
      {children}
    </Tag>
  );
}
