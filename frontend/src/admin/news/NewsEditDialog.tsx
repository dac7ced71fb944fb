import { EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Input, Modal, Select, Spin, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useDebouncedCallback } from 'use-debounce';
import { useGetDeckQuery, useSearchDecksQuery, type DeckSummaryDto } from '../../api/decks';
import { useCreateNewsMutation, useGetNewsQuery, useUpdateNewsMutation, useUploadNewsImageMutation, type NewsDto } from '../../api/news';
import { useContentImageUpload } from '../../api/content-images';
import { ErrorState } from '../../components/ErrorState';
import { LazyRichTextEditor } from '../../components/LazyRichTextEditor';
import { NewsImage } from '../../components/NewsCard';
import { useToast } from '../../components/useToast';
import type { MessageId } from '../../i18n/messages';
import { describeApiFailure, fieldErrorsOf, readApiFailure } from '../../lib/api-error';
import { isBlankHtml } from '../../lib/rich-text';
import { youTubeVideoId } from '../../lib/youtube';
import { changedFrom, DialogGuardScope, useDialogForm, useDialogGuard } from '../components/unsaved-changes';
import { EMPTY_NEWS_FORM, toNewsFormValues, toPreviewNews, toSaveNewsDto, type NewsFormValues } from './news-form';
import { NewsPreview } from './NewsPreview';
import { PublishAtField } from './PublishAtField';

/** The deck picker asks the server for 20 published decks at a time, once the admin stops typing. */
const DECK_PICKER_PAGE_SIZE = 20;
const DECK_SEARCH_DEBOUNCE_MS = 300;

export interface NewsEditDialogProps {
  /** null: closed; 'new': add; an article's id: edit it (read fresh, with its bodies). */
  target: number | 'new' | null;
  onClose(): void;
}

/** The add/edit dialog of 'Gestione News' (docs/product.md#news-editor). The image can be uploaded only when editing. */
export function NewsEditDialog({ target, onClose }: NewsEditDialogProps) {
  const intl = useIntl();
  const editingId = typeof target === 'number' ? target : null;
  // Esc, × and Cancel ask before typed work is thrown away (ADR 0073).
  const guard = useDialogGuard(onClose);
  return (
    <Modal
      open={target !== null}
      onCancel={guard.requestClose}
      footer={null}
      width={960}
      style={{ top: 24 }}
      title={intl.formatMessage({ id: editingId !== null ? 'admin.news.dialog.editTitle' : 'admin.news.dialog.createTitle' })}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <DialogGuardScope guard={guard}>
        {target === 'new' && <NewsForm news={null} onClose={onClose} />}
        {editingId !== null && <EditNews key={editingId} id={editingId} onClose={onClose} />}
      </DialogGuardScope>
    </Modal>
  );
}

function EditNews({ id, onClose }: { id: number; onClose(): void }) {
  const intl = useIntl();
  const { data: news, isLoading, isFetching, isError, error, refetch } = useGetNewsQuery({ id }, { refetchOnMountOrArgChange: true });
  if (isLoading || (isFetching && !news)) {
    return (
      <div className="admin-users__state">
        <Spin size="large" description={intl.formatMessage({ id: 'admin.news.loadingItem' })} />
      </div>
    );
  }
  if (isError || !news) {
    return (
      <ErrorState
        title={intl.formatMessage({ id: 'admin.news.toast.loadFailed' })}
        description={describeApiFailure(intl, error, 'admin.news.loadFailedText')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return <NewsForm news={news} onClose={onClose} />;
}

function NewsForm({ news, onClose }: { news: NewsDto | null; onClose(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const [initial] = useState<NewsFormValues>(() => (news ? toNewsFormValues(news) : EMPTY_NEWS_FORM));
  const [values, setValues] = useState<NewsFormValues>(initial);
  // The editors' own markup for an empty text ('<p><br></p>') is not a change.
  const cancel = useDialogForm(changedFrom(comparable(initial), comparable(values)), onClose);
  // What the API refused in the last save, field by field (its rules, docs/product.md#news-articles), and the form's summary line.
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [imageUrl, setImageUrl] = useState(news?.image_url ?? null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [createNews, { isLoading: creating }] = useCreateNewsMutation();
  const [updateNews, { isLoading: updating }] = useUpdateNewsMutation();
  const [uploadImage, { isLoading: uploading }] = useUploadNewsImageMutation();
  // Pictures inside the article (ADR 0075), through the same image intake as the cover.
  const uploadPicture = useContentImageUpload();
  // 'Anteprima': the unsaved values on the public page's component (ADR 0075).
  const [previewing, setPreviewing] = useState(false);
  const saving = creating || updating;
  // A YouTube watch, short or embed address with an 11-character id (docs/product.md#form-validation).
  const badYouTube = values.youtube_url.trim() !== '' && youTubeVideoId(values.youtube_url) === null;
  const message = (id: MessageId) => intl.formatMessage({ id });

  const change = <K extends keyof NewsFormValues>(key: K, value: NewsFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A field the admin changes is no longer the one the API refused.
    setFieldErrors((current) => (key in current ? { ...current, [key]: undefined } : current));
  };

  const save = async () => {
    if (badYouTube) {
      toast.error(message('admin.news.toast.saveFailed'), message('editor.youtube.invalid'));
      return;
    }
    try {
      if (news) await updateNews({ id: news.id, saveNewsDto: toSaveNewsDto(values) }).unwrap();
      else await createNews({ saveNewsDto: toSaveNewsDto(values) }).unwrap();
      toast.success(message(news ? 'admin.news.toast.updated' : 'admin.news.toast.created'));
      onClose();
    } catch (error) {
      // The API's answer decides: 422 invalid_news (a required field blank) or validation_failed (a
      // field's shape, such as its length), each with the broken fields in `details`.
      const errors = fieldErrorsOf(intl, error, fieldLabels(intl));
      const named = Object.values(errors).join('; ');
      const summary =
        readApiFailure(error).code === 'invalid_news'
          ? message('admin.news.required')
          : named || describeApiFailure(intl, error, 'admin.news.toast.saveFailedText');
      setFieldErrors(errors);
      setRefusal(Object.keys(errors).length > 0 ? summary : null);
      toast.error(message('admin.news.toast.saveFailed'), summary);
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file || !news) return;
    // Whether the file is an image, and not too large, is the API's rule (it reads the bytes).
    try {
      const result = await uploadImage({ id: news.id, body: { image: file } }).unwrap();
      setImageUrl(result.imageUrl);
      toast.success(message('admin.news.toast.imageUploaded'));
    } catch (error) {
      const failure = readApiFailure(error);
      const text =
        failure.code === 'not_an_image'
          ? message('admin.news.image.notAnImage')
          : failure.code === 'payload_too_large'
            ? message('admin.news.image.tooLarge')
            : describeApiFailure(intl, error, 'admin.news.toast.imageFailedText');
      toast.error(message('admin.news.toast.imageFailed'), text);
    }
  };

  const invalid = (field: NewsField) => fieldErrors[field] !== undefined;
  const fieldError = (field: NewsField) =>
    fieldErrors[field] !== undefined && (
      <span className="news-form__error" id={`news-${field}-error`}>
        {fieldErrors[field]}
      </span>
    );
  const describedBy = (field: NewsField) => (invalid(field) ? `news-${field}-error` : undefined);
  const textField = (field: 'title' | 'title_it' | 'author', labelId: MessageId, required: boolean) => (
    <div className="news-form__field">
      <label className="news-form__field">
        <span className={`news-form__label${required ? ' news-form__label--required' : ''}`}>
          <FormattedMessage id={labelId} />
        </span>
        <Input
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
          status={invalid(field) ? 'error' : undefined}
          aria-invalid={invalid(field) || undefined}
          aria-describedby={describedBy(field)}
        />
      </label>
      {fieldError(field)}
    </div>
  );

  return (
    <div className="news-form">
      {refusal !== null && Object.values(fieldErrors).some(Boolean) && <Alert type="error" showIcon title={refusal} className="news-form__alert" />}

      <div className="news-form__grid">
        {textField('title', 'admin.news.field.title', true)}
        {textField('title_it', 'admin.news.field.titleIt', false)}
      </div>

      <div className={`news-form__field${invalid('content') || invalid('content_it') ? ' news-form__field--invalid' : ''}`}>
        <Tabs
          size="small"
          items={[
            {
              key: 'en',
              label: <span className="news-form__label--required">{message('admin.news.field.content')}</span>,
              children: (
                <LazyRichTextEditor
                  id="news-content-en"
                  uploadImage={uploadPicture}
                  label={message('admin.news.field.content')}
                  placeholder={message('admin.news.field.contentPlaceholder')}
                  value={values.content}
                  onChange={(html) => change('content', html)}
                />
              ),
            },
            {
              key: 'it',
              label: message('admin.news.field.contentIt'),
              children: (
                <LazyRichTextEditor
                  id="news-content-it"
                  uploadImage={uploadPicture}
                  label={message('admin.news.field.contentIt')}
                  placeholder={message('admin.news.field.contentPlaceholder')}
                  value={values.content_it}
                  onChange={(html) => change('content_it', html)}
                />
              ),
            },
          ]}
        />
        {fieldError('content')}
        {fieldError('content_it')}
      </div>

      <div className="news-form__grid">
        {textField('author', 'admin.news.field.author', true)}
        <div className="news-form__field">
          <label className="news-form__field">
            <span className="news-form__label">
              <FormattedMessage id="admin.news.field.youtube" />
            </span>
            <Input
              value={values.youtube_url}
              onChange={(event) => change('youtube_url', event.target.value)}
              placeholder="https://www.youtube.com/watch?v=…"
              status={badYouTube || invalid('youtube_url') ? 'error' : undefined}
              aria-invalid={badYouTube || invalid('youtube_url') || undefined}
              aria-describedby={describedBy('youtube_url')}
            />
          </label>
          {!badYouTube && fieldError('youtube_url')}
          {badYouTube && (
            <span className="news-form__error" role="alert">
              <FormattedMessage id="editor.youtube.invalid" />
            </span>
          )}
        </div>
        <div className="news-form__field">
          <span className="news-form__label" id="news-deck-label">
            <FormattedMessage id="admin.news.field.deck" />
          </span>
          <DeckPicker value={values.deck_id} onChange={(value) => change('deck_id', value)} placeholder={message('admin.news.field.deckNone')} />
          {fieldError('deck_id')}
        </div>
        <div className="news-form__field news-form__checks">
          <Checkbox checked={values.is_highlighted} onChange={(event) => change('is_highlighted', event.target.checked)}>
            <FormattedMessage id="admin.news.field.highlighted" />
          </Checkbox>
          <Checkbox checked={values.is_draft} onChange={(event) => change('is_draft', event.target.checked)}>
            <FormattedMessage id="admin.news.field.draft" />
          </Checkbox>
        </div>
        <PublishAtField value={values.publish_at} isDraft={values.is_draft} onChange={(value) => change('publish_at', value)} />
      </div>

      {news ? (
        <div className="news-form__image">
          <div className="news-form__image-preview">
            <NewsImage src={imageUrl} eager />
          </div>
          <div>
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => fileInput.current?.click()} loading={uploading}>
              <FormattedMessage id="admin.news.image.upload" />
            </Button>
            <p className="news-form__hint">
              <FormattedMessage id="admin.news.image.hint" />
            </p>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              className="visually-hidden-input"
              tabIndex={-1}
              aria-label={message('admin.news.image.fileLabel')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                void upload(file).finally(() => {
                  event.target.value = '';
                });
              }}
            />
          </div>
        </div>
      ) : (
        <p className="news-form__hint">
          <FormattedMessage id="admin.news.image.afterCreate" />
        </p>
      )}

      <div className="news-form__actions">
        <Button onClick={cancel} disabled={saving}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button icon={<EyeOutlined aria-hidden />} onClick={() => setPreviewing(true)}>
          <FormattedMessage id="admin.news.preview.button" />
        </Button>
        <Button type="primary" onClick={() => void save()} loading={saving}>
          <FormattedMessage id={news ? 'admin.news.save' : 'admin.news.create'} />
        </Button>
      </div>
      {previewing && <NewsPreview news={toPreviewNews(values, news, imageUrl)} draft={values.is_draft} onClose={() => setPreviewing(false)} />}
    </div>
  );
}

const comparable = (values: NewsFormValues) => ({
  ...values,
  content: isBlankHtml(values.content) ? '' : values.content,
  content_it: isBlankHtml(values.content_it) ? '' : values.content_it,
});

/** The fields the API can name in a refused save, each with the label the form shows for it. */
type NewsField = 'title' | 'title_it' | 'content' | 'content_it' | 'author' | 'youtube_url' | 'deck_id';
type FieldErrors = Partial<Record<NewsField, string>>;

const fieldLabels = (intl: IntlShape): Record<NewsField, string> => ({
  title: intl.formatMessage({ id: 'admin.news.field.title' }),
  title_it: intl.formatMessage({ id: 'admin.news.field.titleIt' }),
  content: intl.formatMessage({ id: 'admin.news.field.content' }),
  content_it: intl.formatMessage({ id: 'admin.news.field.contentIt' }),
  author: intl.formatMessage({ id: 'admin.news.field.author' }),
  youtube_url: intl.formatMessage({ id: 'admin.news.field.youtube' }),
  deck_id: intl.formatMessage({ id: 'admin.news.field.deck' }),
});

const deckLabel = (deck: Pick<DeckSummaryDto, 'name' | 'format'>) => `${deck.name} (${deck.format})`;

/**
 * The linked deck: published decks searched on the server (name or author) as the admin types.
 * A linked deck that the current results leave out is read on its own, so its name still shows.
 */
function DeckPicker({ value, onChange, placeholder }: { value: number | null; onChange(value: number | null): void; placeholder: string }) {
  const [q, setQ] = useState('');
  const search = useDebouncedCallback((text: string) => setQ(text.trim()), DECK_SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useSearchDecksQuery({ ...(q ? { q } : {}), pageSize: DECK_PICKER_PAGE_SIZE });
  const results = data?.items ?? [];
  const linkedShown = value === null || results.some((deck) => deck.id === value);
  // Read once the results are in, and only when they leave the linked deck out.
  const { data: linked } = useGetDeckQuery({ id: value ?? 0 }, { skip: linkedShown || !data });
  const options = results.map((deck) => ({ value: deck.id, label: deckLabel(deck) }));
  if (!linkedShown && linked?.id === value) options.unshift({ value: linked.id, label: deckLabel(linked) });

  return (
    <Select<number | null>
      aria-labelledby="news-deck-label"
      value={value}
      onChange={(next) => onChange(next ?? null)}
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
      onOpenChange={(open) => {
        // A closed picker forgets its search words; the next opening lists the newest decks again.
        if (!open) {
          search.cancel();
          setQ('');
        }
      }}
      loading={isFetching}
      placeholder={placeholder}
      options={options}
    />
  );
}
