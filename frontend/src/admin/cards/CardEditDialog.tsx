import { DeleteOutlined, FileTextOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardImage } from '../../components/CardImage';
import { useToast } from '../../components/useToast';
import type { MessageId } from '../../i18n/messages';
import {
  useCreateCardMutation,
  useDeleteCardMutation,
  useUpdateCardMutation,
  useUploadCardImageMutation,
  type CardDto,
  type CreateCardDto,
  type UpdateCardDto,
} from './api';
import { describeCardFailure } from './card-errors';
import { useGameRules } from '../../api/game-rules';
import { CardTextHelper } from './CardTextHelper';
import { RemovalList, useConfirmRemoval } from '../components/ConfirmRemoval';
import { changedFrom, DialogGuardScope, useDialogForm, useDialogGuard } from '../components/unsaved-changes';

/** The API refuses pictures over 5 MB; checked here first so nothing big is sent for nothing. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The form's values: numbers are typed as text so that empty stays empty. */
interface CardFormValues {
  code: string;
  name: string;
  /** One of the game rules' card types (the form's select offers only those). */
  type: UpdateCardDto['type'] | undefined;
  imageUrl: string;
  cost: string;
  power: string;
  counter: string;
  color: string;
  attribute: string;
  family: string;
  ability: string;
  trigger: string;
  set: string;
}

const WHOLE_NUMBER = /^-?\d+$/;
const NO_TYPES: string[] = [];

/** A new card's form ('Nuova carta', ADR 0075). */
const EMPTY_CARD_FORM: CardFormValues = {
  code: '',
  name: '',
  type: undefined,
  imageUrl: '',
  cost: '',
  power: '',
  counter: '',
  color: '',
  attribute: '',
  family: '',
  ability: '',
  trigger: '',
  set: '',
};

function toFormValues(card: CardDto | null, cardTypes: readonly string[]): CardFormValues {
  if (!card) return EMPTY_CARD_FORM;
  const normalized = card.normalizedType;
  return {
    code: card.code,
    name: card.name,
    // An old spelling ('Leader') is offered in its normalised form; an unknown one must be chosen again.
    type: cardTypes.includes(normalized) ? (normalized as UpdateCardDto['type']) : undefined,
    imageUrl: card.imageUrl ?? '',
    cost: card.cost === null ? '' : String(card.cost),
    power: card.power === null ? '' : String(card.power),
    counter: card.counter ?? '',
    color: card.color ?? '',
    attribute: card.attribute ?? '',
    family: card.family ?? '',
    ability: card.ability ?? '',
    trigger: card.trigger ?? '',
    set: card.set ?? '',
  };
}

const optional = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};
const optionalNumber = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : Number(trimmed);
};

export function toUpdateCardDto(values: CardFormValues): UpdateCardDto {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    type: values.type!,
    imageUrl: values.imageUrl.trim(),
    cost: optionalNumber(values.cost),
    power: optionalNumber(values.power),
    counter: optional(values.counter),
    color: optional(values.color),
    attribute: optional(values.attribute),
    family: optional(values.family),
    // Card texts keep their line breaks; only surrounding blank space goes.
    ability: optional(values.ability) === null ? null : values.ability.replace(/^\s*\n|\s+$/g, ''),
    trigger: optional(values.trigger) === null ? null : values.trigger.replace(/^\s*\n|\s+$/g, ''),
    set: optional(values.set),
  };
}

/** A new card's body: the edit form's, its picture address left out when empty (the API gives it the official one). */
export function toCreateCardDto(values: CardFormValues): CreateCardDto {
  return { ...toUpdateCardDto(values), imageUrl: values.imageUrl.trim() || null };
}

/** A new query parameter makes the browser load the picture again after an upload (docs/product.md: cache-busting timestamp). */
export function withCacheBuster(url: string | null | undefined, stamp: number): string | null {
  if (!url) return null;
  const [base, hash] = url.split('#', 2);
  return `${base}${base!.includes('?') ? '&' : '?'}t=${stamp}${hash === undefined ? '' : `#${hash}`}`;
}

export interface CardEditDialogProps {
  /** The card being edited, or 'new' for a card made by hand (ADR 0075); null keeps the dialog closed. */
  card: CardDto | 'new' | null;
  onClose: () => void;
  /** A new card was created: the table opens it for editing (its picture can be uploaded then). */
  onCreated?: (card: CardDto) => void;
}

/**
 * product manage cards edit dialog: preview with upload, the card form, delete with confirmation, text helper. With
 * card 'new', the same form makes a card ('Nuova carta'): no picture upload or delete until it exists.
 */
export function CardEditDialog({ card, onClose, onCreated }: CardEditDialogProps) {
  const intl = useIntl();
  // Esc, × and Cancel ask before typed work is thrown away (ADR 0073).
  const guard = useDialogGuard(onClose);
  return (
    <Modal
      open={card !== null}
      onCancel={guard.requestClose}
      footer={null}
      width={920}
      style={{ top: 24 }}
      title={
        card === 'new'
          ? intl.formatMessage({ id: 'admin.cards.create.title' })
          : card
            ? intl.formatMessage({ id: 'admin.cards.edit.title' }, { code: card.code })
            : undefined
      }
      destroyOnHidden
      mask={{ closable: false }}
    >
      <DialogGuardScope guard={guard}>
        {card && <CardEditForm key={card === 'new' ? 'new' : card.id} card={card === 'new' ? null : card} onClose={onClose} onCreated={onCreated} />}
      </DialogGuardScope>
    </Modal>
  );
}

function CardEditForm({ card, onClose, onCreated }: { card: CardDto | null; onClose: () => void; onCreated?: (card: CardDto) => void }) {
  const intl = useIntl();
  // The types the form accepts are the game rules' (loaded with the card table before this opens).
  const cardTypes = useGameRules()?.cardTypes ?? NO_TYPES;
  const toast = useToast();
  const [form] = Form.useForm<CardFormValues>();
  const [initialValues] = useState(() => toFormValues(card, cardTypes));
  const [dirty, setDirty] = useState(false);
  const cancel = useDialogForm(dirty, onClose);
  const [stamp, setStamp] = useState(() => Date.now());
  // The ability text when the helper was opened; null while it is closed.
  const [helperText, setHelperText] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [updateCard, { isLoading: updating }] = useUpdateCardMutation();
  const [createCard, { isLoading: creating }] = useCreateCardMutation();
  const saving = updating || creating;
  const [deleteCard, { isLoading: deleting }] = useDeleteCardMutation();
  const [uploadImage, { isLoading: uploading }] = useUploadCardImageMutation();
  const imageUrl = Form.useWatch('imageUrl', form) ?? card?.imageUrl ?? '';
  const name = Form.useWatch('name', form) ?? card?.name ?? '';
  const busy = saving || deleting || uploading;

  const message = (id: MessageId) => intl.formatMessage({ id });

  const save = async (values: CardFormValues) => {
    try {
      if (!card) {
        const created = await createCard({ createCardDto: toCreateCardDto(values) }).unwrap();
        toast.success(message('admin.cards.toast.created'), created.code);
        return onCreated ? onCreated(created) : onClose();
      }
      await updateCard({ id: card.id, updateCardDto: toUpdateCardDto(values) }).unwrap();
      toast.success(message('admin.cards.toast.updated'));
      onClose();
    } catch (error) {
      toast.error(
        message('admin.cards.toast.errorTitle'),
        describeCardFailure(intl, error, card ? 'admin.cards.toast.updateFailed' : 'admin.cards.toast.createFailed'),
      );
    }
  };

  const confirmRemoval = useConfirmRemoval();
  const confirmDelete = () => {
    if (!card) return;
    confirmRemoval({
      title: message('admin.cards.delete.confirmTitle'),
      subject: intl.formatMessage({ id: 'admin.cards.delete.confirmText' }, { code: card.code, name: card.name }),
      removes: <RemovalList items={[{ key: 'decks', text: message('admin.cards.removal.decks') }]} />,
      onOk: async () => {
        try {
          await deleteCard({ id: card.id }).unwrap();
          toast.success(message('admin.cards.toast.deleted'));
          onClose();
        } catch (error) {
          toast.error(message('admin.cards.toast.errorTitle'), describeCardFailure(intl, error, 'admin.cards.toast.deleteFailed'));
        }
      },
    });
  };

  const upload = async (file: File | undefined) => {
    if (!file || !card) return;
    if (!file.type.startsWith('image/')) {
      toast.error(message('admin.cards.toast.errorTitle'), message('admin.cards.image.notAnImage'));
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      toast.error(message('admin.cards.toast.errorTitle'), message('admin.cards.image.tooLarge'));
      return;
    }
    try {
      const result = await uploadImage({ id: card.id, body: { image: file } }).unwrap();
      form.setFieldValue('imageUrl', result.imageUrl);
      setStamp(Date.now());
      toast.success(message('admin.cards.toast.imageUploaded'));
    } catch (error) {
      toast.error(
        message('admin.cards.toast.errorTitle'),
        describeCardFailure(intl, error, 'admin.cards.toast.imageFailed', { payload_too_large: 'admin.cards.image.tooLarge' }),
      );
    }
  };

  const numberRule = (text: MessageId) => ({
    validator: (_: unknown, value: string | undefined) =>
      (value ?? '').trim() === '' || WHOLE_NUMBER.test((value ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(message(text))),
  });

  return (
    <div className="card-edit">
      <div className="card-edit__media">
        <CardImage
          className="card-edit__preview"
          src={withCacheBuster(imageUrl.trim(), stamp)}
          alt={intl.formatMessage({ id: 'admin.cards.edit.previewAlt' }, { name })}
          loading="eager"
          width={630}
          height={880}
        />
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => fileInput.current?.click()} loading={uploading} disabled={busy || !card} block>
          <FormattedMessage id="admin.cards.image.upload" />
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="visually-hidden-input"
          tabIndex={-1}
          aria-label={message('admin.cards.image.fileLabel')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            void upload(file).finally(() => {
              event.target.value = '';
            });
          }}
        />
        <p className="cards-admin__muted card-edit__hint">
          <FormattedMessage id={card ? 'admin.cards.image.hint' : 'admin.cards.create.imageHint'} />
        </p>
      </div>

      <Form<CardFormValues>
        form={form}
        layout="vertical"
        className="card-edit__form"
        initialValues={initialValues}
        onValuesChange={(_, values) => setDirty(changedFrom(initialValues, values))}
        onFinish={(values) => void save(values)}
        disabled={busy}
        requiredMark
      >
        <div className="card-edit__grid">
          <Form.Item
            name="code"
            label={message('admin.cards.field.code')}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  (value ?? '').trim().length >= 3 ? Promise.resolve() : Promise.reject(new Error(message('admin.cards.validation.codeMin'))),
              },
            ]}
            required
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="name"
            label={message('admin.cards.field.name')}
            rules={[{ required: true, whitespace: true, message: message('admin.cards.validation.nameRequired') }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="type"
            label={message('admin.cards.field.type')}
            rules={[{ required: true, message: message('admin.cards.validation.typeRequired') }]}
          >
            <Select options={cardTypes.map((type) => ({ value: type, label: type }))} placeholder={message('admin.cards.field.typePlaceholder')} />
          </Form.Item>
          <Form.Item name="set" label={message('admin.cards.field.set')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="imageUrl"
            label={message('admin.cards.field.imageUrl')}
            className="card-edit__wide"
            // A new card may leave it empty: the API gives it the official card list's picture for its code.
            rules={card ? [{ required: true, whitespace: true, message: message('admin.cards.validation.imageUrlRequired') }] : []}
            extra={card ? undefined : message('admin.cards.create.imageUrlHint')}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="cost" label={message('admin.cards.field.cost')} rules={[numberRule('admin.cards.validation.costNumber')]}>
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Form.Item name="power" label={message('admin.cards.field.power')} rules={[numberRule('admin.cards.validation.powerNumber')]}>
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Form.Item name="counter" label={message('admin.cards.field.counter')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="color" label={message('admin.cards.field.color')}>
            <Input autoComplete="off" placeholder="Red/Green" />
          </Form.Item>
          <Form.Item name="attribute" label={message('admin.cards.field.attribute')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="family" label={message('admin.cards.field.family')}>
            <Input autoComplete="off" placeholder="Supernovas/Heart Pirates" />
          </Form.Item>
          <div className="card-edit__wide card-edit__ability">
            <Form.Item name="ability" label={message('admin.cards.field.ability')}>
              <Input.TextArea rows={5} />
            </Form.Item>
            <Button
              size="small"
              icon={<FileTextOutlined aria-hidden />}
              className="card-edit__helper-button"
              onClick={() => setHelperText(form.getFieldValue('ability') ?? '')}
            >
              <FormattedMessage id="admin.cards.ocr.open" />
            </Button>
          </div>
          <Form.Item name="trigger" label={message('admin.cards.field.trigger')} className="card-edit__wide">
            <Input.TextArea rows={2} />
          </Form.Item>
        </div>

        <div className="card-edit__actions">
          {card && (
            <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete} loading={deleting}>
              <FormattedMessage id="admin.cards.delete.button" />
            </Button>
          )}
          <span className="card-edit__spacer" />
          <Button onClick={cancel} disabled={false}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving}>
            <FormattedMessage id={card ? 'admin.cards.edit.save' : 'admin.cards.create.save'} />
          </Button>
        </div>
      </Form>

      <CardTextHelper
        open={helperText !== null}
        imageUrl={withCacheBuster(imageUrl.trim(), stamp)}
        cardName={name}
        initialText={helperText ?? ''}
        onClose={() => setHelperText(null)}
        onApply={(text) => {
          form.setFieldValue('ability', text);
          setDirty(changedFrom(initialValues, form.getFieldsValue(true)));
          setHelperText(null);
          toast.success(message('admin.cards.ocr.applied'));
        }}
      />
    </div>
  );
}
