import { YoutubeFilled } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { youTubeThumbnailUrl } from '../lib/youtube';
import { useCookieConsent } from './useCookieConsent';
import { useImageFailure } from './useImageFailure';
import './youtube-thumbnail.css';

/**
 * The one gate for content from YouTube (ADR 0014). A video's thumbnail loads from YouTube only when
 * the visitor accepted the 'preferences' cookies (which cover external media); until then a
 * placeholder says what a click will load. The player itself (youtube-nocookie.com) opens only on
 * that click, which is the visitor asking for it. Used inside a button or link that opens the player.
 */
export function YouTubeThumbnail({ id }: { id: string }) {
  const consent = useCookieConsent();
  const { failed, checkLoaded, onError } = useImageFailure(youTubeThumbnailUrl(id));

  if (!consent?.preferences) {
    return (
      <span className="youtube-thumb youtube-thumb--placeholder" data-testid="youtube-placeholder">
        <YoutubeFilled className="youtube-thumb__icon" aria-hidden />
        <span className="youtube-thumb__text">
          <FormattedMessage id="media.youtube.placeholder" />
        </span>
        <span className="youtube-thumb__hint">
          <FormattedMessage id="media.youtube.placeholderHint" />
        </span>
      </span>
    );
  }
  if (failed) {
    return (
      <span className="youtube-thumb youtube-thumb--placeholder">
        <YoutubeFilled className="youtube-thumb__icon" aria-hidden />
        <span className="youtube-thumb__text">
          <FormattedMessage id="media.youtube.unavailable" />
        </span>
      </span>
    );
  }
  return (
    <img ref={checkLoaded} className="video-thumb__image" src={youTubeThumbnailUrl(id)} alt="" loading="lazy" width={480} height={360} onError={onError} />
  );
}
