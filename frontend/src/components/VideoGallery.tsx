import { PlayCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { youTubeEmbedUrl } from '../lib/youtube';
import { YouTubeThumbnail } from './YouTubeThumbnail';
import './video-gallery.css';

/**
 * The guide's YouTube videos as thumbnails; a click opens the player in a dialog (SPEC §2). The
 * thumbnails wait for the visitor's consent (YouTubeThumbnail); the no-cookie player loads on a click.
 */
export function VideoGallery({
  videoIds,
  label,
}: {
  videoIds: readonly string[];
  /** The list's accessible name (default: the deck page's). */ label?: string;
}) {
  const intl = useIntl();
  const [playing, setPlaying] = useState<string | null>(null);

  return (
    <>
      <ul className="video-gallery" aria-label={label ?? intl.formatMessage({ id: 'deck.videos.list' })}>
        {videoIds.map((id, index) => (
          <li key={id}>
            <button
              type="button"
              className="video-thumb"
              onClick={() => setPlaying(id)}
              aria-label={intl.formatMessage({ id: 'deck.videos.play' }, { number: index + 1 })}
            >
              <YouTubeThumbnail id={id} />
              <span className="video-thumb__play" aria-hidden="true">
                <PlayCircleFilled />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={playing !== null}
        onCancel={() => setPlaying(null)}
        footer={null}
        destroyOnHidden
        centered
        width={880}
        title={intl.formatMessage({ id: 'deck.videos.dialogTitle' })}
        className="video-dialog"
      >
        {playing && (
          <div className="video-dialog__frame">
            <iframe
              src={youTubeEmbedUrl(playing, { autoplay: true })}
              title={intl.formatMessage({ id: 'deck.videos.playerTitle' })}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        )}
      </Modal>
    </>
  );
}
