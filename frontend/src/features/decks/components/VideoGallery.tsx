import { PlayCircleFilled, YoutubeFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { youTubeEmbedUrl, youTubeThumbnailUrl } from '../../../lib/youtube';

/**
 * The guide's YouTube videos as thumbnails; a click opens the player in a dialog (SPEC §2). Nothing
 * from YouTube but the thumbnail loads before the visitor asks, and the no-cookie player is used.
 */
export function VideoGallery({ videoIds }: { videoIds: readonly string[] }) {
  const intl = useIntl();
  const [playing, setPlaying] = useState<string | null>(null);

  return (
    <>
      <ul className="video-gallery" aria-label={intl.formatMessage({ id: 'deck.videos.list' })}>
        {videoIds.map((id, index) => (
          <li key={id}>
            <button
              type="button"
              className="video-thumb"
              onClick={() => setPlaying(id)}
              aria-label={intl.formatMessage({ id: 'deck.videos.play' }, { number: index + 1 })}
            >
              <VideoThumbnailImage id={id} />
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

/** The thumbnail, or a YouTube-style placeholder when it cannot load (offline, blocked). */
function VideoThumbnailImage({ id }: { id: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="video-thumb__fallback">
        <YoutubeFilled className="video-thumb__fallback-icon" aria-hidden />
        <span className="video-thumb__fallback-text">
          <FormattedMessage id="deck.videos.fallback" />
        </span>
      </span>
    );
  }
  return <img className="video-thumb__image" src={youTubeThumbnailUrl(id)} alt="" loading="lazy" width={480} height={360} onError={() => setFailed(true)} />;
}
