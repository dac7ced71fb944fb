import { PlayCircleFilled } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { YouTubeThumbnail } from './YouTubeThumbnail';
import './video-gallery.css';

const VideoPlayerDialog = lazy(() => import('./VideoPlayerDialog'));

/**
 * The guide's YouTube videos as thumbnails; a click opens the player in a dialog (docs/product.md#deck-page). The
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
  // Kept mounted once opened, so the dialog closes with its animation.
  const [opened, setOpened] = useState(false);

  return (
    <>
      <ul className="video-gallery" aria-label={label ?? intl.formatMessage({ id: 'deck.videos.list' })}>
        {videoIds.map((id, index) => (
          <li key={id}>
            <button
              type="button"
              className="video-thumb"
              onClick={() => {
                setOpened(true);
                setPlaying(id);
              }}
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
      {/* The player's dialog (antd's Modal, 15 KB of compressed script) loads with the first click, not with the page. */}
      {opened && (
        <Suspense fallback={null}>
          <VideoPlayerDialog playing={playing} onClose={() => setPlaying(null)} />
        </Suspense>
      )}
    </>
  );
}
