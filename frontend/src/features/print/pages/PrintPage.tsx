import { ClearOutlined, DeleteOutlined, DownloadOutlined, PlusOutlined, PrinterOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Skeleton } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useGameRules } from '../../../api/game-rules';
import { CardImage, cardImagePath } from '../../../components/CardImage';
import { cardFaceContent } from '../../../components/card-text-face';
import { ErrorState } from '../../../components/ErrorState';
import { useHydrated } from '../../../components/useHydrated';
import { useToast } from '../../../components/useToast';
import { copyText } from '../../../lib/clipboard';
import {
  acceptKnownCodes,
  addEntries,
  addOneCopy,
  applyQuantityInput,
  decodePrintList,
  encodePrintList,
  expandCopies,
  type PrintEntry,
} from '../../../lib/print-list';
import { useListCardsQuery } from '../../../api/generated';
import { backArt } from '../back-art';
import { CardSearchDialog } from '../components/CardSearchDialog';
import { PasteList } from '../components/PasteList';
import { PrintSettingsPanel } from '../components/PrintSettingsPanel';
import { PrintSheets, type SheetCard } from '../components/PrintSheets';
import { paginate, pageLayout } from '../print-layout';
import { DEFAULT_PRINT_OPTIONS, layoutOptions, readPrintOptions, writePrintOptions, type PrintOptions } from '../print-options';
import '../print.css';

/**
 * /print (docs/product.md#print, issues 13 and 37): a card list (from `d`, the search dialog, the paste box and the
 * quantity fields), the print options (ADR 0071), a preview, and a true-size print or PDF. The address is the list and
 * the options: every change rewrites it, so the address bar always holds a link to share.
 */
export default function PrintPage() {
  const intl = useIntl();
  const toast = useToast();
  const rules = useGameRules();
  const [searchParams, setSearchParams] = useSearchParams();
  const [searchOpen, setSearchOpen] = useState(false);
  // The whole card list (about 140 KB compressed) comes only when the page needs it: a list in the
  // address to read, or the search or paste box used. An empty /print asks for nothing.
  const [searchUsed, setSearchUsed] = useState(false);
  const listInAddress = searchParams.has('d');
  const { data: cards, isLoading, isError, isFetching, refetch } = useListCardsQuery(undefined, { skip: !listInAddress && !searchUsed });
  const [preparing, setPreparing] = useState<'print' | 'pdf' | null>(null);
  // The visitor's own card back: kept in the page only, never sent anywhere (ADR 0071).
  const [uploadedBack, setUploadedBack] = useState<File | null>(null);
  const uploadedBackUrl = useMemo(() => (uploadedBack ? URL.createObjectURL(uploadedBack) : null), [uploadedBack]);
  useEffect(() => () => (uploadedBackUrl ? URL.revokeObjectURL(uploadedBackUrl) : undefined), [uploadedBackUrl]);
  // Cards whose picture could not be had: the preview drew their text face.
  const [textFaces, setTextFaces] = useState<ReadonlySet<string>>(new Set());
  const noteTextFace = useCallback((code: string) => setTextFaces((current) => (current.has(code) ? current : new Set(current).add(code))), []);

  // The prerendered /it/print and /en/print know no address: the options are read once the browser has the page.
  const hydrated = useHydrated();
  const options = useMemo(() => (hydrated ? readPrintOptions(searchParams) : DEFAULT_PRINT_OPTIONS), [hydrated, searchParams]);
  const cardsByCode = useMemo(() => new Map((cards ?? []).map((card) => [card.code, card])), [cards]);
  const searchable = useMemo<SheetCard[]>(() => (cards ?? []).map(({ code, name, imageUrl }) => ({ code, name, imageUrl })), [cards]);
  const entries = useMemo(() => acceptKnownCodes(decodePrintList(searchParams.get('d')), cardsByCode.keys()), [searchParams, cardsByCode]);
  const quantities = useMemo(() => new Map(entries.map((entry) => [entry.code, entry.quantity])), [entries]);

  const layout = useMemo(() => pageLayout(layoutOptions(options)), [options]);
  const pages = useMemo(
    () =>
      paginate(
        expandCopies(entries).map((code) => cardsByCode.get(code)!),
        layout.slots.length,
      ),
    [entries, cardsByCode, layout.slots.length],
  );
  const copyCount = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  const listedTextFaces = entries.filter((entry) => textFaces.has(entry.code) || !cardsByCode.get(entry.code)?.imageUrl).map((entry) => entry.code);

  // Edits build on the latest list, even when two arrive before the address (and so `entries`) is
  // re-read; an older write that the router commits after a newer one is written over again (two
  // quick clicks on "Add" are two copies).
  const latest = useRef(entries);
  const written = useRef<string | null>(null);
  const listParam = searchParams.get('d') ?? '';
  const writeList = useCallback(
    (d: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (d) next.set('d', d);
          else next.delete('d');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  useLayoutEffect(() => {
    if (written.current !== null && written.current !== listParam) {
      writeList(written.current);
      return;
    }
    written.current = null;
    latest.current = entries;
  }, [entries, listParam, writeList]);
  const updateEntries = (change: (current: PrintEntry[]) => PrintEntry[]) => {
    const next = change(latest.current);
    latest.current = next;
    const d = encodePrintList(next);
    written.current = d;
    writeList(d);
  };
  const updateOptions = (changes: Partial<PrintOptions>) =>
    setSearchParams((current) => writePrintOptions(current, { ...readPrintOptions(current), ...changes }), { replace: true });

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
      const [{ buildPrintPdf }, back] = await Promise.all([import('../print-pdf'), backArt(options.back, uploadedBack)]);
      const used = new Map(
        entries.map(({ code }) => {
          const card = cardsByCode.get(code)!;
          return [code, { picture: card.imageUrl ? cardImagePath(code, card.imageUrl, 'full', 'none') : null, face: cardFaceContent(intl, card, rules) }];
        }),
      );
      const { bytes, textCodes } = await buildPrintPdf({
        layout,
        pages: pages.map((page) => page.map((card) => card.code)),
        cards: used,
        cuts: options.cuts,
        back,
        backOffset: { x: options.backOffsetX, y: options.backOffsetY },
        calibration: {
          title: intl.formatMessage({ id: 'print.pdf.calibrationTitle' }),
          instructions: intl.formatMessage({ id: 'print.pdf.calibrationText' }, { width: layout.cardWidth, height: layout.cardHeight }),
          rulerLabel: intl.formatMessage({ id: 'print.pdf.ruler' }),
          textCards: (codes) => intl.formatMessage({ id: 'print.pdf.textCards' }, { count: codes.length, codes: codes.join(', ') }),
          duplex: intl.formatMessage({ id: 'print.pdf.duplex' }, { x: options.backOffsetX, y: options.backOffsetY }),
        },
      });
      textCodes.forEach(noteTextFace);
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

  const backs =
    options.back === 'none' || (options.back === 'upload' && !uploadedBackUrl)
      ? null
      : { style: options.back, image: uploadedBackUrl, offset: { x: options.backOffsetX, y: options.backOffsetY } };

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

            <PasteList
              onAdd={(added) => {
                setSearchUsed(true);
                updateEntries((current) => addEntries(current, added));
              }}
            />

            <PrintSettingsPanel
              options={options}
              layout={layout}
              onChange={updateOptions}
              uploadedBack={uploadedBack?.name ?? null}
              onUploadBack={setUploadedBack}
            />

            {listedTextFaces.length > 0 && (
              <Alert
                type="info"
                showIcon
                className="print-page__text-faces"
                title={intl.formatMessage({ id: 'print.textFaces.title' }, { count: listedTextFaces.length })}
                description={intl.formatMessage({ id: 'print.textFaces.text' }, { codes: listedTextFaces.join(', ') })}
              />
            )}

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
                disabled={entries.length === 0 || (options.back === 'upload' && !uploadedBack)}
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
                <PrintSheets layout={layout} pages={pages} imageSize="thumb" cuts={options.cuts} eager labelled onTextFace={noteTextFace} />
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
            <PrintSheets layout={layout} pages={pages} imageSize="full" cuts={options.cuts} backs={backs} eager={preparing === 'print'} />
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
