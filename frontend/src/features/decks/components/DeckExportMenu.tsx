import { CopyOutlined, DownloadOutlined, DownOutlined, ExportOutlined, FilePdfOutlined, PictureOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../../components/useToast';
import type { DeckDetailDto } from '../../../api/decks';
import { copyWhenReady } from '../copy-when-ready';
import { DECK_LIST_FORMATS, deckExportAddress, useLazyExportDeckListQuery, usePrefetch, type DeckListFormat } from '../export-api';

/** Starts a download of a same-origin address (the API's Content-Disposition names the file). */
function download(address: string): void {
  const link = document.createElement('a');
  link.href = address;
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Whether this browser can share a picture file (phones mostly). */
function canShareFiles(): boolean {
  try {
    return typeof navigator.share === 'function' && Boolean(navigator.canShare?.({ files: [new File([''], 'deck.png', { type: 'image/png' })] }));
  } catch {
    return false;
  }
}

/**
 * The deck page's Export menu (issue #16 item 4): each list format copied or downloaded, the deck
 * picture downloaded or shared, the registration sheet downloaded. Everything comes from the API, which
 * writes every format from the one rule in the decks domain.
 */
export function DeckExportMenu({ deck }: { deck: DeckDetailDto }) {
  const intl = useIntl();
  const toast = useToast();
  const language = intl.locale === 'it' ? 'it' : 'en';
  const [loadList] = useLazyExportDeckListQuery();
  const prefetchList = usePrefetch('exportDeckList');
  const [busy, setBusy] = useState(false);
  const [shareable] = useState(canShareFiles);
  const formatName = (format: DeckListFormat) => intl.formatMessage({ id: `deck.export.format.${format}` });

  const copy = async (format: DeckListFormat) => {
    setBusy(true);
    const copied = await copyWhenReady(loadList({ id: deck.id, format }, true).unwrap());
    setBusy(false);
    if (copied)
      toast.success(intl.formatMessage({ id: 'deck.export.copied' }, { format: formatName(format) }), intl.formatMessage({ id: `deck.export.hint.${format}` }));
    else toast.error(intl.formatMessage({ id: 'deck.export.copyFailed' }), intl.formatMessage({ id: 'deck.export.copyFailedText' }));
  };

  const share = async () => {
    setBusy(true);
    try {
      const response = await fetch(deckExportAddress.image(deck.id), { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const file = new File([await response.arrayBuffer()], `deck-${deck.id}.png`, { type: 'image/png' });
      await navigator.share({ files: [file], title: deck.name, url: `${globalThis.location.origin}/decks/${deck.id}` });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name !== 'AbortError')
        toast.error(intl.formatMessage({ id: 'deck.export.shareFailed' }), intl.formatMessage({ id: 'deck.export.shareFailedText' }));
    } finally {
      setBusy(false);
    }
  };

  const items: MenuProps['items'] = [
    ...DECK_LIST_FORMATS.flatMap((format, index) => [
      ...(index > 0 ? [{ type: 'divider' as const }] : []),
      { key: `copy:${format}`, icon: <CopyOutlined aria-hidden />, label: intl.formatMessage({ id: 'deck.export.copy' }, { format: formatName(format) }) },
      {
        key: `download:${format}`,
        icon: <DownloadOutlined aria-hidden />,
        label: intl.formatMessage({ id: 'deck.export.download' }, { format: formatName(format) }),
      },
    ]),
    { type: 'divider' },
    { key: 'image', icon: <PictureOutlined aria-hidden />, label: intl.formatMessage({ id: 'deck.export.image' }) },
    ...(shareable ? [{ key: 'share', icon: <ShareAltOutlined aria-hidden />, label: intl.formatMessage({ id: 'deck.export.share' }) }] : []),
    { type: 'divider' },
    { key: 'sheet', icon: <FilePdfOutlined aria-hidden />, label: intl.formatMessage({ id: 'deck.export.sheet' }) },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const [action, format] = key.split(':') as [string, DeckListFormat | undefined];
    if (action === 'copy' && format) void copy(format);
    else if (action === 'download' && format) download(deckExportAddress.list(deck.id, format));
    else if (action === 'image') download(deckExportAddress.image(deck.id));
    else if (action === 'share') void share();
    else if (action === 'sheet') download(deckExportAddress.sheet(deck.id, language));
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick, className: 'deck-export__menu' }}
      // The texts are small: fetched as the menu opens, so a copy is instant.
      onOpenChange={(open) => open && DECK_LIST_FORMATS.forEach((format) => prefetchList({ id: deck.id, format }))}
    >
      <Button icon={<ExportOutlined aria-hidden />} loading={busy}>
        <FormattedMessage id="deck.export.button" /> <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
