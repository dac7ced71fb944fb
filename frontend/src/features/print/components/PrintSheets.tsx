import { useEffect, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { CardDto } from '../../../api/generated';
import { CARD_BACK_URL, CardImage, type CardImageSize } from '../../../components/CardImage';
import { CardTextFace } from '../../../components/CardTextFace';
import { backSlot, cutLines, cutMarks, type CardSlot, type Line, type PageLayout } from '../print-layout';
import type { BackStyle, CutStyle } from '../print-options';

/** What the search dialog shows of a card. */
export interface SheetCard {
  code: string;
  name: string;
  imageUrl: string | null;
}

export interface PrintSheetsProps {
  layout: PageLayout;
  pages: CardDto[][];
  imageSize: CardImageSize;
  cuts: CutStyle;
  /** Each front page is followed by its back page (browser print only). */
  backs?: { style: Exclude<BackStyle, 'none'>; image: string | null; offset: { x: number; y: number } } | null;
  /** Images of the hidden print copy load only when printing (lazy) unless asked for now. */
  eager?: boolean;
  /** Each sheet gets a "Page n of m" label (screen preview only). */
  labelled?: boolean;
  /** Told of each card drawn as its text face (its picture could not be had). */
  onTextFace?: (code: string) => void;
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/** A text face that tells the page it is shown (the page lists the cards that will print as text). */
function ReportedTextFace({ card, alt, onShown }: { card: CardDto; alt: string; onShown?: (code: string) => void }) {
  useEffect(() => onShown?.(card.code), [card.code, onShown]);
  return <CardTextFace card={card} alt={alt} variant="print" />;
}

/**
 * The sheets of paper, positioned in percentages of the paper so the same markup is a scaled preview on
 * screen and, with the sheet set to the paper's size in millimetres (print.css), true size on paper.
 */
export function PrintSheets({ layout, pages, imageSize, cuts, backs = null, eager = false, labelled = false, onTextFace }: PrintSheetsProps) {
  const intl = useIntl();
  const { paperWidth: width, paperHeight: height } = layout;
  const sheetStyle = { '--sheet-width': `${width}mm`, '--sheet-height': `${height}mm`, aspectRatio: `${width} / ${height}` } as CSSProperties;
  const box = (slot: CardSlot): CSSProperties => ({
    left: percent(slot.x, width),
    top: percent(slot.y, height),
    width: percent(layout.cardWidth, width),
    height: percent(layout.cardHeight, height),
  });
  const lines = (drawn: Line[], key: string) =>
    drawn.map(([x1, y1, x2, y2], index) => (
      <span
        key={`${key}-${index}`}
        className={x1 === x2 ? 'print-cut print-cut--vertical' : 'print-cut print-cut--horizontal'}
        aria-hidden="true"
        style={{
          left: percent(Math.min(x1, x2), width),
          top: percent(Math.min(y1, y2), height),
          width: percent(Math.abs(x2 - x1), width),
          height: percent(Math.abs(y2 - y1), height),
        }}
      />
    ));

  return pages.flatMap((page, pageIndex) => {
    const front = (
      <section
        key={pageIndex}
        className="print-sheet"
        style={sheetStyle}
        aria-label={labelled ? intl.formatMessage({ id: 'print.preview.page' }, { page: pageIndex + 1, pages: pages.length }) : undefined}
      >
        {cuts === 'lines' && lines(cutLines(layout), 'line')}
        {page.map((card, slotIndex) => {
          const alt = intl.formatMessage({ id: 'print.card.alt' }, { name: card.name, code: card.code });
          return (
            <div key={slotIndex} className="print-card" data-code={card.code} style={box(layout.slots[slotIndex]!)}>
              <CardImage
                code={card.code}
                src={card.imageUrl}
                size={imageSize}
                alt={alt}
                loading={eager ? 'eager' : 'lazy'}
                fallback={<ReportedTextFace card={card} alt={alt} onShown={onTextFace} />}
              />
            </div>
          );
        })}
        {cuts === 'marks' && page.flatMap((_card, slotIndex) => lines(cutMarks(layout, layout.slots[slotIndex]!), `mark-${slotIndex}`))}
      </section>
    );
    if (!backs) return [front];
    const back = (
      <section key={`${pageIndex}-back`} className="print-sheet print-sheet--back" style={sheetStyle}>
        {page.map((_card, slotIndex) => (
          <div key={slotIndex} className="print-card print-card--back" style={box(backSlot(layout, layout.slots[slotIndex]!, backs.offset))}>
            {backs.style === 'plain' ? (
              <span className="print-back--plain" />
            ) : (
              <img src={backs.style === 'site' ? CARD_BACK_URL : (backs.image ?? CARD_BACK_URL)} alt="" loading={eager ? 'eager' : 'lazy'} />
            )}
          </div>
        ))}
      </section>
    );
    return [front, back];
  });
}
