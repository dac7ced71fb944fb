import { Modal } from 'antd';
import { useIntl } from 'react-intl';
import { youTubeEmbedUrl } from '../lib/youtube';

/** The YouTube player of VideoGallery, in a dialog: its own chunk, loaded on the first click. */
export default function VideoPlayerDialog({ playing, onClose }: { playing: string | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open={playing !== null}
      onCancel={onClose}
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
  );
}
