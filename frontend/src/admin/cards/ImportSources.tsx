import { CloudUploadOutlined, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Input, Tabs } from 'antd';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../components/useToast';
import type { MessageId } from '../../i18n/messages';
import { checkImportFiles, readFileText } from './import-file';
import { PASTE_SOURCE } from './useCardImport';

export interface ImportSourcesProps {
  importing: boolean;
  onImport: (text: string, source: string) => void;
  /** A file refused before it is read: the result panel shows this instead of the last file's errors. */
  onReject?: (source: string, message: string) => void;
}

const FILE_PROBLEMS: Record<'onlyOneFile' | 'onlyJsonFiles' | 'tooLarge', MessageId> = {
  onlyOneFile: 'admin.import.onlyOneFile',
  onlyJsonFiles: 'admin.import.onlyJsonFiles',
  tooLarge: 'admin.import.tooLarge',
};

/** product card import: tab 'Import da file' (drag-and-drop or select one .json file) and tab 'Incolla JSON'. */
export function ImportSources({ importing, onImport, onReject }: ImportSourcesProps) {
  const intl = useIntl();
  return (
    <Tabs
      className="card-import__sources"
      items={[
        {
          key: 'file',
          label: (
            <span>
              <CloudUploadOutlined aria-hidden /> <FormattedMessage id="admin.import.tab.file" />
            </span>
          ),
          children: <FileDropZone importing={importing} onImport={onImport} onReject={onReject} />,
        },
        {
          key: 'paste',
          label: (
            <span>
              <FileTextOutlined aria-hidden /> <FormattedMessage id="admin.import.tab.paste" />
            </span>
          ),
          children: <PasteJson importing={importing} onImport={onImport} />,
        },
      ]}
      aria-label={intl.formatMessage({ id: 'admin.import.sources.label' })}
    />
  );
}

function FileDropZone({ importing, onImport, onReject }: ImportSourcesProps) {
  const intl = useIntl();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const take = async (files: FileList | null | undefined) => {
    const list = files ? Array.from(files) : [];
    if (list.length === 0) return;
    const check = checkImportFiles(list);
    if (!check.ok) {
      const message = intl.formatMessage({ id: FILE_PROBLEMS[check.reason] });
      const source = list.map((file) => file.name).join(', ');
      if (onReject) onReject(source, message);
      else toast.error(intl.formatMessage({ id: 'admin.import.failed' }), message);
      return;
    }
    let text: string;
    try {
      text = await readFileText(check.file);
    } catch {
      toast.error(intl.formatMessage({ id: 'admin.import.failed' }), intl.formatMessage({ id: 'admin.import.invalidJsonFormat' }));
      return;
    }
    onImport(text, check.file.name);
  };

  const openPicker = () => {
    if (!importing) inputRef.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker();
    }
  };

  return (
    <>
      <div
        className={['card-import__dropzone', dragging ? 'card-import__dropzone--active' : '', importing ? 'card-import__dropzone--disabled' : '']
          .filter(Boolean)
          .join(' ')}
        role="button"
        tabIndex={importing ? -1 : 0}
        aria-disabled={importing}
        aria-label={intl.formatMessage({ id: 'admin.import.dropzone.label' })}
        aria-describedby={hintId}
        onClick={openPicker}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          if (!importing) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!importing) void take(event.dataTransfer?.files);
        }}
      >
        <InboxOutlined className="card-import__dropzone-icon" aria-hidden />
        <p className="card-import__dropzone-title">
          <FormattedMessage id="admin.import.dropzone.title" />
        </p>
        <p className="card-import__dropzone-hint" id={hintId}>
          <FormattedMessage id="admin.import.dropzone.hint" />
        </p>
      </div>
      {/* Outside the drop zone: a click on it would otherwise bubble back and open the picker twice. */}
      <input
        ref={inputRef}
        type="file"
        accept=".json,application/json"
        className="visually-hidden-input"
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: 'admin.import.fileInput.label' })}
        disabled={importing}
        onChange={(event) => {
          const files = event.target.files;
          void take(files).finally(() => {
            event.target.value = '';
          });
        }}
      />
    </>
  );
}

function PasteJson({ importing, onImport }: ImportSourcesProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const id = useId();
  return (
    <div className="card-import__paste">
      <label htmlFor={id} className="card-import__label">
        <FormattedMessage id="admin.import.paste.label" />
      </label>
      <Input.TextArea
        id={id}
        className="card-import__textarea"
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={importing}
        spellCheck={false}
        rows={9}
        placeholder={intl.formatMessage({ id: 'admin.import.paste.placeholder' })}
      />
      <div className="card-import__paste-actions">
        <Button type="primary" icon={<CloudUploadOutlined aria-hidden />} loading={importing} disabled={importing} onClick={() => onImport(text, PASTE_SOURCE)}>
          <FormattedMessage id="admin.import.paste.submit" />
        </Button>
      </div>
    </div>
  );
}
