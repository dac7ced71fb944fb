import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import ReactQuill, { Quill } from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import type { MessageId } from '../i18n/messages';
import { describeApiFailure } from '../lib/api-error';
import { youTubeEmbedUrl, youTubeVideoId } from '../lib/youtube';
import { iframeFromHtml } from './rich-text-html';
import type { RichTextEditorProps } from './rich-text-editor-props';
import { useToast } from './useToast';
import './rich-text-editor.css';

/**
 * The rich-text editor of the back office (deck guides; later news and the privacy policy), on
 * react-quill-new (ADR 0002). Never import this module directly: use LazyRichTextEditor, so Quill is
 * downloaded only when an editor is shown.
 *
 * Tools (docs/product.md#form-validation): headings, emphasis, lists, alignment, link (address and text), image (address,
 * or with `uploadImage` a file, pasted or dropped pictures too: ADR 0075), YouTube (watch, short or embed address), custom
 * iframe (pasted code), font and text colour.
 */

/** Fonts (docs/product.md#limits): default, a display font, serif, monospace, sans-serif (classes ql-font-*). */
export const EDITOR_FONTS = ['display', 'serif', 'monospace', 'sans-serif'] as const;
/** A 10-colour palette, readable on the site's dark background (docs/product.md#limits). */
export const EDITOR_COLORS = ['#eef2f8', '#e3b04b', '#f3d27e', '#ff6b5e', '#ff9f43', '#ffd93d', '#6bd88f', '#4cc3d9', '#6fa8ff', '#b68cff'] as const;

const FontClass = Quill.import('formats/font') as { whitelist: string[] };
FontClass.whitelist = [...EDITOR_FONTS];
Quill.register(FontClass as never, true);

/** What the image intake takes (ADR 0047); other files dropped or pasted are left to the browser. */
const UPLOADED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const FORMATS = ['header', 'bold', 'italic', 'underline', 'strike', 'list', 'indent', 'blockquote', 'align', 'link', 'image', 'video', 'font', 'color'];

/** Localised names for the toolbar's buttons (Quill labels them with the format's name). */
const TOOL_LABELS: Record<string, MessageId> = {
  bold: 'editor.tool.bold',
  italic: 'editor.tool.italic',
  underline: 'editor.tool.underline',
  strike: 'editor.tool.strike',
  'list: ordered': 'editor.tool.orderedList',
  'list: bullet': 'editor.tool.bulletList',
  blockquote: 'editor.tool.blockquote',
  link: 'editor.tool.link',
  image: 'editor.tool.image',
  video: 'editor.tool.youtube',
  iframe: 'editor.tool.iframe',
  clean: 'editor.tool.clean',
};

type DialogKind = 'link' | 'image' | 'youtube' | 'iframe';

interface DialogState {
  kind: DialogKind;
  index: number;
  length: number;
}

export default function RichTextEditor({ id, value, onChange, label, placeholder, uploadImage }: RichTextEditorProps) {
  const intl = useIntl();
  const toast = useToast();
  const editorRef = useRef<ReactQuill>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  // Handlers are bound once (Quill keeps the first modules object): they reach the current state through a ref.
  const openDialogRef = useRef<(kind: DialogKind) => void>(() => {});
  const fontErrorRef = useRef<() => void>(() => {});
  // Where the cursor goes once an insert dialog has gone: the dialog's closing otherwise leaves the
  // focus on the page, and what the admin types next is lost (issue #10).
  const caretAfterDialog = useRef<number | null>(null);

  openDialogRef.current = (kind) => {
    const quill = editorRef.current?.getEditor();
    if (!quill) return;
    const range = quill.getSelection(true);
    setDialog({ kind, index: range?.index ?? quill.getLength() - 1, length: range?.length ?? 0 });
  };
  fontErrorRef.current = () => toast.error(intl.formatMessage({ id: 'editor.error.font' }));
  // Pasted or dropped pictures (Quill's uploader): each uploaded, then put where it was dropped.
  const uploadFilesRef = useRef<(index: number, files: File[]) => void>(() => {});
  uploadFilesRef.current = (index, files) => {
    if (!uploadImage) return;
    void (async () => {
      let at = index;
      for (const file of files) {
        try {
          const url = await uploadImage(file);
          const quill = editorRef.current?.getEditor();
          if (!quill) return;
          quill.insertEmbed(at, 'image', url, 'user');
          at += 1;
          quill.setSelection(at, 0, 'user');
        } catch (error) {
          toast.error(intl.formatMessage({ id: 'editor.image.uploadFailed' }), describeApiFailure(intl, error, 'editor.image.uploadFailedText'));
        }
      }
    })();
  };
  // Quill reads its modules once: whether it uploads is fixed when the editor is made.
  const [uploads] = useState(() => uploadImage !== undefined);

  const modules = useMemo(
    () => ({
      toolbar: {
        container: [
          [{ header: [2, 3, false] }, { font: [false, ...EDITOR_FONTS] }],
          ['bold', 'italic', 'underline', 'strike', { color: [...EDITOR_COLORS] }],
          [{ list: 'ordered' }, { list: 'bullet' }, 'blockquote', { align: [] }],
          ['link', 'image', 'video', 'iframe'],
          ['clean'],
        ],
        handlers: {
          link: () => openDialogRef.current('link'),
          image: () => openDialogRef.current('image'),
          video: () => openDialogRef.current('youtube'),
          iframe: () => openDialogRef.current('iframe'),
          font(this: { quill: Quill }, value: string | false) {
            try {
              this.quill.format('font', value || false, 'user');
            } catch {
              fontErrorRef.current();
            }
          },
        },
      },
      clipboard: { matchVisual: false },
      // Uploaded through the site (never inlined as data: addresses, which the sanitiser drops) when the text may hold them.
      ...(uploads
        ? {
            uploader: {
              mimetypes: UPLOADED_TYPES,
              handler: (range: { index: number; length: number }, files: File[]) => uploadFilesRef.current(range.index, files),
            },
          }
        : {}),
    }),
    [uploads],
  );

  // Accessible, localised names for the toolbar and the editing area.
  useEffect(() => {
    const quill = editorRef.current?.getEditor();
    if (!quill) return;
    quill.root.setAttribute('aria-label', label);
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    if (id) quill.root.id = id;
    const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
    if (!toolbar) return;
    toolbar.setAttribute('aria-label', intl.formatMessage({ id: 'editor.toolbar' }, { editor: label }));
    toolbar.querySelectorAll('button').forEach((button) => {
      const format = button.getAttribute('aria-label') ?? '';
      const key = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3);
      const message = TOOL_LABELS[format] ?? (key ? TOOL_LABELS[key] : undefined);
      if (message) {
        const text = intl.formatMessage({ id: message });
        button.setAttribute('aria-label', text);
        button.setAttribute('title', text);
      }
      if (key === 'iframe' && !button.innerHTML.trim()) button.innerHTML = '<span class="rte-iframe-icon" aria-hidden="true">&lt;/&gt;</span>';
    });
    const pickers: Array<[string, MessageId]> = [
      ['.ql-header .ql-picker-label', 'editor.tool.heading'],
      ['.ql-font .ql-picker-label', 'editor.tool.font'],
      ['.ql-color .ql-picker-label', 'editor.tool.color'],
      ['.ql-align .ql-picker-label', 'editor.tool.align'],
    ];
    for (const [selector, message] of pickers) {
      const picker = toolbar.querySelector(selector);
      if (picker) {
        picker.setAttribute('aria-label', intl.formatMessage({ id: message }));
        picker.setAttribute('title', intl.formatMessage({ id: message }));
      }
    }
  }, [intl, label, id]);

  /** Runs a tool on the editor; a failure is reported (docs/product.md#messages) and the dialog closes either way. */
  const insert = (apply: (quill: Quill) => void, failure: MessageId) => {
    const quill = editorRef.current?.getEditor();
    setDialog(null);
    if (!quill) return;
    try {
      apply(quill);
    } catch {
      toast.error(intl.formatMessage({ id: failure }));
    }
    caretAfterDialog.current = quill.getSelection()?.index ?? dialog?.index ?? null;
  };

  /** Cancelling a dialog also gives the editor its cursor back, where it was. */
  const cancelDialog = () => {
    caretAfterDialog.current = dialog?.index ?? null;
    setDialog(null);
  };

  // Once the dialog is gone (and done moving the focus), the cursor comes back to the editor.
  useEffect(() => {
    if (dialog !== null || caretAfterDialog.current === null) return;
    const index = caretAfterDialog.current;
    caretAfterDialog.current = null;
    const restore = () => {
      const quill = editorRef.current?.getEditor();
      if (!quill) return;
      try {
        quill.focus();
        quill.setSelection(Math.min(index, quill.getLength() - 1), 0, 'silent');
      } catch {
        // the editor is gone or cannot place a cursor (no layout): nothing to give back
      }
    };
    restore();
    // The modal's own focus handling may run after this effect: put the cursor back once more after it.
    const frame = requestAnimationFrame(restore);
    return () => cancelAnimationFrame(frame);
  }, [dialog]);

  return (
    <div className="rte" role="group" aria-label={label}>
      <ReactQuill
        ref={editorRef}
        theme="snow"
        value={value}
        onChange={(html) => onChange(html)}
        modules={modules}
        formats={FORMATS}
        placeholder={placeholder}
        // Keep the editor's own HTML: Quill 2's "semantic" HTML turns videos into links and spaces into &nbsp;.
        useSemanticHTML={false}
      />
      {dialog && (
        <InsertDialog
          kind={dialog.kind}
          selectedText={editorRef.current?.getEditor().getText(dialog.index, dialog.length) ?? ''}
          onCancel={cancelDialog}
          uploadImage={uploadImage}
          onInsertLink={(url, text) =>
            insert((quill) => {
              quill.deleteText(dialog.index, dialog.length, 'user');
              quill.insertText(dialog.index, text, 'link', url, 'user');
              quill.setSelection(dialog.index + text.length, 0, 'user');
            }, 'editor.error.link')
          }
          onInsertImage={(url) =>
            insert((quill) => {
              quill.insertEmbed(dialog.index, 'image', url, 'user');
              quill.setSelection(dialog.index + 1, 0, 'user');
            }, 'editor.error.image')
          }
          onInsertVideo={(src, size) =>
            insert(
              (quill) => {
                quill.insertEmbed(dialog.index, 'video', src, 'user');
                if (size?.width) quill.formatText(dialog.index, 1, 'width', size.width, 'user');
                if (size?.height) quill.formatText(dialog.index, 1, 'height', size.height, 'user');
                quill.setSelection(dialog.index + 1, 0, 'user');
              },
              dialog.kind === 'iframe' ? 'editor.error.iframe' : 'editor.error.video',
            )
          }
        />
      )}
    </div>
  );
}

interface InsertDialogProps {
  kind: DialogKind;
  selectedText: string;
  /** The image tool also takes a file (ADR 0075). */
  uploadImage?: (file: File) => Promise<string>;
  onCancel(): void;
  onInsertLink(url: string, text: string): void;
  onInsertImage(url: string): void;
  onInsertVideo(src: string, size?: { width: string | null; height: string | null }): void;
}

const DIALOG_TITLES: Record<DialogKind, MessageId> = {
  link: 'editor.link.title',
  image: 'editor.image.title',
  youtube: 'editor.youtube.title',
  iframe: 'editor.iframe.title',
};

/** The dialog of the link, image, YouTube and iframe tools, with their checks (docs/product.md#form-validation). */
function InsertDialog({ kind, selectedText, uploadImage, onCancel, onInsertLink, onInsertImage, onInsertVideo }: InsertDialogProps) {
  const intl = useIntl();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);

  /** A picture from the computer: stored by the site, then inserted like an address. */
  const upload = async (file: File | undefined) => {
    if (!file || !uploadImage) return;
    setUploading(true);
    setUploadProblem(null);
    try {
      onInsertImage(await uploadImage(file));
    } catch (error) {
      setUploadProblem(describeApiFailure(intl, error, 'editor.image.uploadFailedText'));
      setUploading(false);
    }
  };
  const [url, setUrl] = useState('');
  const [text, setText] = useState(selectedText);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<MessageId | null>(null);

  const submit = () => {
    switch (kind) {
      case 'link':
        if (!url.trim() || !text.trim()) return setProblem('editor.link.required');
        return onInsertLink(url.trim(), text);
      case 'image':
        if (!url.trim()) return setProblem('editor.image.required');
        return onInsertImage(url.trim());
      case 'youtube': {
        const videoId = youTubeVideoId(url);
        if (!videoId) return setProblem('editor.youtube.invalid');
        return onInsertVideo(youTubeEmbedUrl(videoId));
      }
      case 'iframe': {
        const iframe = iframeFromHtml(code);
        if (!iframe) return setProblem('editor.iframe.invalid');
        return onInsertVideo(iframe.src, iframe);
      }
    }
  };

  return (
    <Modal
      open
      title={intl.formatMessage({ id: DIALOG_TITLES[kind] })}
      okText={intl.formatMessage({ id: 'editor.insert' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
      // The editor takes the focus back itself, at the inserted content (not the toolbar button).
      focusTriggerAfterClose={false}
    >
      <Form layout="vertical" onFinish={submit} className="rte-dialog">
        {kind === 'iframe' ? (
          <Form.Item label={intl.formatMessage({ id: 'editor.iframe.code' })} htmlFor="rte-dialog-code">
            <Input.TextArea
              id="rte-dialog-code"
              rows={5}
              value={code}
              placeholder='<iframe src="https://…"></iframe>'
              onChange={(event) => {
                setCode(event.target.value);
                setProblem(null);
              }}
            />
          </Form.Item>
        ) : (
          <Form.Item
            label={intl.formatMessage({ id: kind === 'youtube' ? 'editor.youtube.url' : kind === 'image' ? 'editor.image.url' : 'editor.link.url' })}
            htmlFor="rte-dialog-url"
          >
            <Input
              id="rte-dialog-url"
              type="url"
              autoFocus
              value={url}
              placeholder={kind === 'youtube' ? 'https://www.youtube.com/watch?v=…' : 'https://…'}
              onChange={(event) => {
                setUrl(event.target.value);
                setProblem(null);
              }}
              onPressEnter={submit}
            />
          </Form.Item>
        )}
        {kind === 'link' && (
          <Form.Item label={intl.formatMessage({ id: 'editor.link.text' })} htmlFor="rte-dialog-text">
            <Input
              id="rte-dialog-text"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(null);
              }}
              onPressEnter={submit}
            />
          </Form.Item>
        )}
        {kind === 'image' && uploadImage && (
          <div className="rte-dialog__upload">
            <Button icon={<UploadOutlined aria-hidden />} loading={uploading} onClick={() => fileInput.current?.click()}>
              {intl.formatMessage({ id: 'editor.image.upload' })}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept={UPLOADED_TYPES.join(',')}
              className="rte-dialog__file"
              tabIndex={-1}
              aria-label={intl.formatMessage({ id: 'editor.image.file' })}
              onChange={(event) => {
                const file = event.target.files?.[0];
                void upload(file).finally(() => {
                  event.target.value = '';
                });
              }}
            />
            <p className="rte-dialog__hint">{intl.formatMessage({ id: 'editor.image.uploadHint' })}</p>
            {uploadProblem && <Alert type="error" showIcon title={intl.formatMessage({ id: 'editor.image.uploadFailed' })} description={uploadProblem} />}
          </div>
        )}
        {kind === 'youtube' && <p className="rte-dialog__hint">{intl.formatMessage({ id: 'editor.youtube.hint' })}</p>}
        {problem && <Alert type="error" showIcon title={intl.formatMessage({ id: problem })} />}
      </Form>
    </Modal>
  );
}
