import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { CardImage, type CardImageSize } from '../../../components/CardImage';
import { cutMarks, type PageLayout } from '../print-layout';

export interface SheetCard {
  code: string;
  name: string;
  imageUrl: string | null;
}

export interface PrintSheetsProps {
  layout: PageLayout;
  pages: SheetCard[][];
  imageSize: CardImageSize;
  withCutMarks: boolean;
  /** Images of the hidden print copy load only when printing (lazy) unless asked for now. */
  eager?: boolean;
  /** Each sheet gets a "Page n of m" label (screen preview only). */
  labelled?: boolean;
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * The sheets of paper, positioned in percentages of the paper so the same markup is a scaled preview on
 * screen and, with the sheet set to the paper's size in millimetres (print.css), true size on paper.
 */
export function PrintSheets({ layout, pages, imageSize, withCutMarks, eager = false, labelled = false }: PrintSheetsProps) {
  const intl = useIntl();
  const { paperWidth: width, paperHeight: height } = layout;
  const sheetStyle = { '--sheet-width': `${width}mm`, '--sheet-height': `${height}mm`, aspectRatio: `${width} / ${height}` } as CSSProperties;

  return pages.map((page, pageIndex) => (
    <section
      key={pageIndex}
      className="print-sheet"
      style={sheetStyle}
      aria-label={labelled ? intl.formatMessage({ id: 'print.preview.page' }, { page: pageIndex + 1, pages: pages.length }) : undefined}
    >
      {page.map((card, slotIndex) => {
        const slot = layout.slots[slotIndex]!;
        return (
          <div
            key={slotIndex}
            className="print-card"
            data-code={card.code}
            style={{
              left: percent(slot.x, width),
              top: percent(slot.y, height),
              width: percent(layout.cardWidth, width),
              height: percent(layout.cardHeight, height),
            }}
          >
            <CardImage
              code={card.code}
              src={card.imageUrl}
              size={imageSize}
              alt={intl.formatMessage({ id: 'print.card.alt' }, { name: card.name, code: card.code })}
              loading={eager ? 'eager' : 'lazy'}
            />
          </div>
        );
      })}
      {withCutMarks &&
        page.flatMap((_card, slotIndex) =>
          cutMarks(layout, layout.slots[slotIndex]!).map(([x1, y1, x2, y2], markIndex) => (
            <span
              key={`${slotIndex}-${markIndex}`}
              className={x1 === x2 ? 'print-cut print-cut--vertical' : 'print-cut print-cut--horizontal'}
              aria-hidden="true"
              style={{
                left: percent(Math.min(x1, x2), width),
                top: percent(Math.min(y1, y2), height),
                width: percent(Math.abs(x2 - x1), width),
                height: percent(Math.abs(y2 - y1), height),
              }}
            />
          )),
        )}
    </section>
  ));
}
