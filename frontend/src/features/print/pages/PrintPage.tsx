import { ClearOutlined, DeleteOutlined, DownloadOutlined, PlusOutlined, PrinterOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Select, Skeleton, Switch } from 'antd';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CardImage, cardImagePath } from '../../../components/CardImage';
import { ErrorState } from '../../../components/ErrorState';
import { useToast } from '../../../components/useToast';
import { copyText } from '../../../lib/clipboard';
import { acceptKnownCodes, addOneCopy, applyQuantityInput, decodePrintList, encodePrintList, expandCopies, type PrintEntry } from '../../../lib/print-list';
import { useListCardsQuery } from '../../../api/generated';
import { CardSearchDialog } from '../components/CardSearchDialog';
import { PrintSheets, type SheetCard } from '../components/PrintSheets';
import { CARD_SCALES, CARDS_PER_PAGE, paginate, pageLayout, smallestMargin, type CardsPerPage, type PaperName } from '../print-layout';
import '../print.css';

interface PrintSettings {
  paper: PaperName;
  cardsPerPage: CardsPerPage;
  realSize: boolean;
  scale: number;
  bleed: boolean;
  cutMarks: boolean;
}

const DEFAULT_SETTINGS: PrintSettings = { paper: 'a4', cardsPerPage: 9, realSize: true, scale: 100, bleed: false, cutMarks: true };

/**
 * /print (docs/product.md#print, issue 13): a card list (from `d`, the search dialog and the quantity fields), a 3x3
 * preview, and a true-size print or PDF. The address is the list: every change rewrites `d`, so the
 * address bar always holds a link to share.
 */
export default function PrintPage() {
  const intl = useIntl();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const [searchOpen, setSearchOpen] = useState(false);
  // The whole card list (about 140 KB compressed) comes only when the page needs it: a list in the
  // address to read, or the search opened. An empty /print asks for nothing.
  const [searchUsed, setSearchUsed] = useState(false);
  const listInAddress = searchParams.has('d');
  const { data: cards, isLoading, isError, isFetching, refetch } = useListCardsQuery(undefined, { skip: !listInAddress && !searchUsed });
  const [settings, setSettings] = useState<PrintSettings>(DEFAULT_SETTINGS);
  const [preparing, setPreparing] = useState<'print' | 'pdf' | null>(null);

  const cardsByCode = useMemo(() => new Map((cards ?? []).map((card) => [card.code, card])), [cards]);
  const searchable = useMemo<SheetCard[]>(() => (cards ?? []).map(({ code, name, imageUrl }) => ({ code, name, imageUrl })), [cards]);
  const entries = useMemo(() => acceptKnownCodes(decodePrintList(searchParams.get('d')), cardsByCode.keys()), [searchParams, cardsByCode]);
  const quantities = useMemo(() => new Map(entries.map((entry) => [entry.code, entry.quantity])), [entries]);

  const layout = useMemo(
    () => pageLayout({ paper: settings.paper, cardsPerPage: settings.cardsPerPage, scale: settings.realSize ? 100 : settings.scale }),
    [settings.paper, settings.cardsPerPage, settings.realSize, settings.scale],
  );
  const pages = useMemo(() => {
    const copies = expandCopies(entries).map((code) => {
      const card = cardsByCode.get(code)!;
      return { code, name: card.name, imageUrl: card.imageUrl };
    });
    return paginate(copies, settings.cardsPerPage);
  }, [entries, cardsByCode, settings.cardsPerPage]);
  const copyCount = entries.reduce((sum, entry) => sum + entry.quantity, 0);

  // Edits build on the latest list, even when two arrive before the address (and so `entries`) is
  // re-read; an older write that the router commits after a newer one is written over again (two
  // quick clicks on "Add" are two copies).
  const latest = useRef(entries);
  const written = useRef<string | null>(null);
  const listParam = searchParams.get('d') ?? '';
  useLayoutEffect(() => {
    if (written.current !== null && written.current !== listParam) {
      setSearchParams(written.current ? { d: written.current } : {}, { replace: true });
      return;
    }
    written.current = null;
    latest.current = entries;
  }, [entries, listParam, setSearchParams]);
  const updateEntries = (change: (current: PrintEntry[]) => PrintEntry[]) => {
    const next = change(latest.current);
    latest.current = next;
    const d = encodePrintList(next);
    written.current = d;
    setSearchParams(d ? { d } : {}, { replace: true });
  };
  const update = (changes: Partial<PrintSettings>) => setSettings((current) => ({ ...current, ...changes }));

  const share = async () => {
    const copied = await copyText(globalThis.location.href);
    if (copied) toast.success(intl.formatMessage({ id: 'print.share.copied' }));
    else toast.error(intl.formatMessage({ id: 'print.share.failed' }));
  };

  const print = async () => {
    setPreparing('print');
    // The hidden print copy loads its full-size pictures now, so none is missing on paper.
    await waitForImages('.print-output img');
    setPreparing(null);
    globalThis.print();
  };

  const downloadPdf = async () => {
    setPreparing('pdf');
    try {
      const { buildPrintPdf } = await import('../print-pdf');
      const bytes = await buildPrintPdf({
        layout,
        pages: pages.map((page) => page.map((card) => card.code)),
        bleed: settings.bleed,
        withCutMarks: settings.cutMarks,
        imageAddress: (code) => {
          const card = cardsByCode.get(code);
          return card?.imageUrl ? cardImagePath(code, card.imageUrl) : `/api/card-images/${encodeURIComponent(code)}`;
        },
        calibration: {
          title: intl.formatMessage({ id: 'print.pdf.calibrationTitle' }),
          instructions: intl.formatMessage({ id: 'print.pdf.calibrationText' }),
          rulerLabel: intl.formatMessage({ id: 'print.pdf.ruler' }),
        },
      });
      const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'op-decks-proxies.pdf';
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.error(intl.formatMessage({ id: 'print.pdf.failed' }));
    } finally {
      setPreparing(null);
    }
  };

  return (
    <div className="container page print-page">
      <header className="print-page__header">
        <h1>
          <FormattedMessage id="print.title" />
        </h1>
        <p>
          <FormattedMessage id="print.subtitle" />
        </p>
      </header>

      {isLoading && listInAddress ? (
        <div role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'print.loading' })}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : isError ? (
        <ErrorState
          title={intl.formatMessage({ id: 'print.error.title' })}
          description={intl.formatMessage({ id: 'print.error.description' })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <div className="print-page__body">
          <div className="print-page__side">
            <div className="print-toolbar">
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => {
                  setSearchUsed(true);
                  setSearchOpen(true);
                }}
              >
                <FormattedMessage id="print.addCards" />
              </Button>
              <Button icon={<ClearOutlined aria-hidden />} onClick={() => updateEntries(() => [])} disabled={entries.length === 0}>
                <FormattedMessage id="print.clear" />
              </Button>
              <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => void share()} disabled={entries.length === 0}>
                <FormattedMessage id="print.share" />
              </Button>
            </div>

            <section className="print-list" aria-labelledby="print-list-title">
              <h2 id="print-list-title">
                <FormattedMessage id="print.list.title" values={{ count: copyCount }} />
              </h2>
              {entries.length === 0 ? (
                <Empty description={intl.formatMessage({ id: 'print.list.empty' })} />
              ) : (
                <ul className="print-list__items" aria-label={intl.formatMessage({ id: 'print.list.label' })}>
                  {entries.map((entry) => {
                    const card = cardsByCode.get(entry.code)!;
                    return (
                      <li key={entry.code} className="print-list__item">
                        <CardImage code={card.code} src={card.imageUrl} size="thumb" alt="" width={40} height={56} />
                        <span className="print-list__name">
                          <strong>{card.name}</strong>
                          <span>{card.code}</span>
                        </span>
                        <QuantityInput
                          key={entry.quantity}
                          quantity={entry.quantity}
                          label={intl.formatMessage({ id: 'print.list.quantity' }, { name: card.name, code: card.code })}
                          onChange={(text) => updateEntries((current) => applyQuantityInput(current, entry.code, text))}
                        />
                        <Button
                          type="text"
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={intl.formatMessage({ id: 'print.list.remove' }, { name: card.name, code: card.code })}
                          onClick={() => updateEntries((current) => applyQuantityInput(current, entry.code, '0'))}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>

            <section className="print-settings" aria-labelledby="print-settings-title">
              <h2 id="print-settings-title">
                <FormattedMessage id="print.settings.title" />
              </h2>
              <label className="print-settings__row">
                <span>
                  <FormattedMessage id="print.settings.cardsPerPage" />
                </span>
                <Select
                  value={settings.cardsPerPage}
                  onChange={(cardsPerPage) => update({ cardsPerPage })}
                  options={CARDS_PER_PAGE.map((value) => ({ value, label: String(value) }))}
                  aria-label={intl.formatMessage({ id: 'print.settings.cardsPerPage' })}
                />
              </label>
              <label className="print-settings__row">
                <span>
                  <FormattedMessage id="print.settings.realSize" />
                </span>
                <Switch
                  checked={settings.realSize}
                  onChange={(realSize) => update({ realSize })}
                  aria-label={intl.formatMessage({ id: 'print.settings.realSize' })}
                />
              </label>
              <label className="print-settings__row">
                <span>
                  <FormattedMessage id="print.settings.cardSize" />
                </span>
                <Select
                  value={settings.realSize ? 100 : settings.scale}
                  disabled={settings.realSize}
                  onChange={(scale) => update({ scale })}
                  options={CARD_SCALES.map((value) => ({
                    value,
                    label: intl.formatMessage(
                      { id: 'print.settings.cardSizeOption' },
                      { percent: value, width: Math.round(0.63 * value * 10) / 10, height: Math.round(0.88 * value * 10) / 10 },
                    ),
                  }))}
                  aria-label={intl.formatMessage({ id: 'print.settings.cardSize' })}
                />
              </label>
              <label className="print-settings__row">
                <span>
                  <FormattedMessage id="print.settings.paper" />
                </span>
                <Select
                  value={settings.paper}
                  onChange={(paper) => update({ paper })}
                  options={[
                    { value: 'a4', label: intl.formatMessage({ id: 'print.settings.paper.a4' }) },
                    { value: 'letter', label: intl.formatMessage({ id: 'print.settings.paper.letter' }) },
                  ]}
                  aria-label={intl.formatMessage({ id: 'print.settings.paper' })}
                />
              </label>
              <label className="print-settings__row">
                <span>
                  <FormattedMessage id="print.settings.cutMarks" />
                </span>
                <Switch
                  checked={settings.cutMarks}
                  onChange={(cutMarks) => update({ cutMarks })}
                  aria-label={intl.formatMessage({ id: 'print.settings.cutMarks' })}
                />
              </label>
              <label className="print-settings__row">
                <span>
                  <FormattedMessage id="print.settings.bleed" />
                </span>
                <Switch checked={settings.bleed} onChange={(bleed) => update({ bleed })} aria-label={intl.formatMessage({ id: 'print.settings.bleed' })} />
              </label>
              {smallestMargin(layout) < 4 && (
                <p className="print-settings__warning">
                  <FormattedMessage id="print.settings.thinMargin" values={{ margin: smallestMargin(layout) }} />
                </p>
              )}
              <p className="print-settings__hint">
                <FormattedMessage id="print.settings.hint" />
              </p>
            </section>

            <div className="print-toolbar print-toolbar--main">
              <Button
                type="primary"
                size="large"
                icon={<PrinterOutlined aria-hidden />}
                onClick={() => void print()}
                disabled={entries.length === 0}
                loading={preparing === 'print'}
              >
                <FormattedMessage id="print.print" />
              </Button>
              <Button
                size="large"
                icon={<DownloadOutlined aria-hidden />}
                onClick={() => void downloadPdf()}
                disabled={entries.length === 0}
                loading={preparing === 'pdf'}
              >
                <FormattedMessage id="print.pdf" />
              </Button>
            </div>
          </div>

          <section className="print-preview" aria-labelledby="print-preview-title">
            <h2 id="print-preview-title">
              <FormattedMessage id="print.preview.title" />
              {pages.length > 0 && (
                <span className="print-preview__count">
                  <FormattedMessage id="print.preview.pages" values={{ pages: pages.length }} />
                </span>
              )}
            </h2>
            {pages.length === 0 ? (
              <p className="print-preview__empty">
                <FormattedMessage id="print.preview.empty" />
              </p>
            ) : (
              <div className="print-preview__sheets">
                <PrintSheets layout={layout} pages={pages} imageSize="thumb" withCutMarks={settings.cutMarks} labelled />
              </div>
            )}
          </section>
        </div>
      )}

      <CardSearchDialog
        open={searchOpen}
        cards={searchable}
        listStatus={isLoading ? 'loading' : isError ? 'failed' : 'ready'}
        quantities={quantities}
        onAdd={(code) => updateEntries((current) => addOneCopy(current, code))}
        onClose={() => setSearchOpen(false)}
      />

      {pages.length > 0 &&
        createPortal(
          <div className="print-output">
            <style>{`@page { size: ${layout.paperWidth}mm ${layout.paperHeight}mm; margin: 0; }`}</style>
            <PrintSheets layout={layout} pages={pages} imageSize="full" withCutMarks={settings.cutMarks} eager={preparing === 'print'} />
          </div>,
          document.body,
        )}
    </div>
  );
}

/** The quantity field: shows what is typed, applies numbers at once, forgets anything else on blur. */
function QuantityInput({ quantity, label, onChange }: { quantity: number; label: string; onChange: (text: string) => void }) {
  // Keyed by the quantity, so an applied change starts a fresh draft.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      className="print-list__quantity"
      inputMode="numeric"
      value={draft ?? String(quantity)}
      aria-label={label}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(event.target.value);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

/** Resolves once every picture matching the selector has loaded or failed (at most 20 s). */
async function waitForImages(selector: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const images = [...document.querySelectorAll<HTMLImageElement>(selector)];
  const loaded = Promise.all(
    images.map((image) =>
      image.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  );
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 20_000))]);
}
