import { DeleteOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Popconfirm, Select, Switch, Tabs, Tag, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  PHRASE_CATEGORIES,
  PHRASE_LANGUAGES,
  useCreateDeckyPhraseMutation,
  useDeleteDeckyPhraseMutation,
  useListDeckyPhrasesQuery,
  useUpdateDeckyPhraseMutation,
  type DeckyPhraseDto,
  type PhraseCategory,
} from '../../api/decky';
import { useAppSelector } from '../../app/hooks';
import { ErrorState } from '../../components/ErrorState';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';
import { selectLanguage } from '../../i18n/language';
import type { AdminTabProps } from '../admin-tab';
import { AdminTable } from '../components/AdminTable';
import { useUnsavedChanges } from '../components/unsaved-changes';
import './decky-admin.css';

type PhraseLanguage = (typeof PHRASE_LANGUAGES)[number];
const NO_PHRASES: DeckyPhraseDto[] = [];

/** Decky phrase manager (docs/product.md#decky-phrases): a list tab with filters, and an add tab. */
export function DeckyTab(_props: AdminTabProps) {
  const intl = useIntl();
  const [tab, setTab] = useState('list');
  return (
    <div className="admin-section decky-admin">
      <header className="admin-section__header">
        <h2 className="admin-section__title">
          <FormattedMessage id="admin.decky.title" />
        </h2>
      </header>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'list', label: intl.formatMessage({ id: 'admin.decky.listTab' }), icon: <UnorderedListOutlined aria-hidden />, children: <PhraseList /> },
          {
            key: 'add',
            label: intl.formatMessage({ id: 'admin.decky.addTab' }),
            icon: <PlusOutlined aria-hidden />,
            children: <AddPhrase onCreated={() => setTab('list')} />,
          },
        ]}
      />
    </div>
  );
}

function PhraseList() {
  const intl = useIntl();
  const toast = useToast();
  const [language, setLanguage] = useState<PhraseLanguage | 'all'>('all');
  const [category, setCategory] = useState<PhraseCategory | 'all'>('all');
  const {
    data: phrases = NO_PHRASES,
    isLoading,
    isError,
    isFetching,
    error,
    refetch,
  } = useListDeckyPhrasesQuery({
    language: language === 'all' ? undefined : language,
    category: category === 'all' ? undefined : category,
  });
  const [updatePhrase] = useUpdateDeckyPhraseMutation();
  const [deletePhrase] = useDeleteDeckyPhraseMutation();
  const [busy, setBusy] = useState<number | null>(null);

  // A failed load is also a toast, with the server's message (docs/product.md#messages).
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (isError && error !== reported.current) {
      reported.current = error;
      toast.error(intl.formatMessage({ id: 'admin.decky.loadFailed' }), describeApiFailure(intl, error, 'admin.decky.loadFailedDefault'));
    }
  }, [isError, error, intl, toast]);

  const toggle = async (phrase: DeckyPhraseDto, isActive: boolean) => {
    setBusy(phrase.id);
    try {
      await updatePhrase({ idOrLanguage: phrase.id, updateDeckyPhraseDto: { isActive } }).unwrap();
      toast.success(intl.formatMessage({ id: 'admin.decky.toggled' }));
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.decky.toggleFailed' }), describeApiFailure(intl, failure, 'admin.decky.failedDefault'));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (phrase: DeckyPhraseDto) => {
    try {
      await deletePhrase({ idOrLanguage: phrase.id }).unwrap();
      toast.success(intl.formatMessage({ id: 'admin.decky.deleted' }));
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.decky.deleteFailed' }), describeApiFailure(intl, failure, 'admin.decky.failedDefault'));
    }
  };

  const columns: TableColumnsType<DeckyPhraseDto> = [
    { key: 'id', title: intl.formatMessage({ id: 'admin.decky.col.id' }), dataIndex: 'id', width: 70 },
    {
      key: 'text',
      title: intl.formatMessage({ id: 'admin.decky.col.text' }),
      dataIndex: 'text',
      render: (text: string) => <span className="decky-admin__text">{text}</span>,
    },
    {
      key: 'language',
      title: intl.formatMessage({ id: 'admin.decky.col.language' }),
      dataIndex: 'language',
      width: 90,
      render: (value: string) => <Tag>{value.toUpperCase()}</Tag>,
    },
    {
      key: 'category',
      title: intl.formatMessage({ id: 'admin.decky.col.category' }),
      dataIndex: 'category',
      width: 140,
      render: (value: PhraseCategory) => intl.formatMessage({ id: `admin.decky.category.${value}` }),
    },
    {
      key: 'active',
      title: intl.formatMessage({ id: 'admin.decky.col.active' }),
      width: 90,
      render: (_, phrase) => (
        <Switch
          checked={phrase.isActive === 1}
          loading={busy === phrase.id}
          onChange={(checked) => void toggle(phrase, checked)}
          aria-label={intl.formatMessage({ id: 'admin.decky.activeLabel' }, { id: phrase.id })}
        />
      ),
    },
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'admin.decky.col.actions' }),
      width: 90,
      render: (_, phrase) => (
        <Popconfirm
          title={intl.formatMessage({ id: 'admin.decky.deleteConfirm' })}
          description={intl.formatMessage({ id: 'admin.decky.removal.subject' }, { text: phrase.text })}
          okText={intl.formatMessage({ id: 'common.delete' })}
          okButtonProps={{ danger: true }}
          cancelText={intl.formatMessage({ id: 'common.cancel' })}
          onConfirm={() => remove(phrase)}
        >
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={intl.formatMessage({ id: 'admin.decky.deleteLabel' }, { id: phrase.id })}
          />
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      <div className="decky-admin__filters">
        <label className="decky-admin__filter">
          <span>
            <FormattedMessage id="admin.decky.filter.language" />
          </span>
          <Select<PhraseLanguage | 'all'>
            value={language}
            onChange={setLanguage}
            style={{ minWidth: 140 }}
            aria-label={intl.formatMessage({ id: 'admin.decky.filter.language' })}
            options={[
              { value: 'all', label: intl.formatMessage({ id: 'admin.decky.filter.all' }) },
              ...PHRASE_LANGUAGES.map((value) => ({ value, label: value.toUpperCase() })),
            ]}
          />
        </label>
        <label className="decky-admin__filter">
          <span>
            <FormattedMessage id="admin.decky.filter.category" />
          </span>
          <Select<PhraseCategory | 'all'>
            value={category}
            onChange={setCategory}
            style={{ minWidth: 180 }}
            aria-label={intl.formatMessage({ id: 'admin.decky.filter.category' })}
            options={[
              { value: 'all', label: intl.formatMessage({ id: 'admin.decky.filter.all' }) },
              ...PHRASE_CATEGORIES.map((value) => ({ value, label: intl.formatMessage({ id: `admin.decky.category.${value}` }) })),
            ]}
          />
        </label>
      </div>
      {isError ? (
        <ErrorState
          title={intl.formatMessage({ id: 'admin.decky.loadFailed' })}
          description={describeApiFailure(intl, error, 'admin.decky.loadFailedDefault')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <AdminTable<DeckyPhraseDto>
          rowKey="id"
          columns={columns}
          dataSource={phrases}
          loading={isLoading || isFetching}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 720 }}
          locale={{ emptyText: <Empty description={intl.formatMessage({ id: 'admin.decky.empty' })} /> }}
        />
      )}
    </>
  );
}

interface PhraseForm {
  text: string;
  language: PhraseLanguage;
  category: PhraseCategory;
  isActive: boolean;
}

function AddPhrase({ onCreated }: { onCreated(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const current = useAppSelector(selectLanguage);
  const [form] = Form.useForm<PhraseForm>();
  const [createPhrase, { isLoading: creating }] = useCreateDeckyPhraseMutation();
  // product defaults: the current language, category general, active.
  const defaults: PhraseForm = { text: '', language: current, category: 'general', isActive: true };
  // A phrase typed and not added yet: leaving the page or the section asks first (ADR 0073).
  const text = Form.useWatch('text', form) as string | undefined;
  useUnsavedChanges(Boolean(text?.trim()));

  const submit = async (values: PhraseForm) => {
    try {
      await createPhrase({
        createDeckyPhraseDto: { text: values.text, language: values.language, category: values.category, isActive: values.isActive },
      }).unwrap();
      toast.success(intl.formatMessage({ id: 'admin.decky.created' }));
      form.resetFields();
      onCreated();
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.decky.createFailed' }), describeApiFailure(intl, failure, 'admin.decky.failedDefault'));
    }
  };

  return (
    <Form<PhraseForm>
      form={form}
      layout="vertical"
      initialValues={defaults}
      onFinish={(values) => void submit(values)}
      className="decky-admin__form"
      requiredMark
    >
      <Form.Item
        name="text"
        label={intl.formatMessage({ id: 'admin.decky.field.text' })}
        rules={[{ required: true, whitespace: true, message: intl.formatMessage({ id: 'admin.decky.field.textRequired' }) }]}
      >
        <Input.TextArea rows={4} maxLength={500} showCount />
      </Form.Item>
      <div className="decky-admin__form-row">
        <Form.Item name="language" label={intl.formatMessage({ id: 'admin.decky.field.language' })}>
          <Select options={PHRASE_LANGUAGES.map((value) => ({ value, label: value.toUpperCase() }))} />
        </Form.Item>
        <Form.Item name="category" label={intl.formatMessage({ id: 'admin.decky.field.category' })}>
          <Select options={PHRASE_CATEGORIES.map((value) => ({ value, label: intl.formatMessage({ id: `admin.decky.category.${value}` }) }))} />
        </Form.Item>
        <Form.Item name="isActive" label={intl.formatMessage({ id: 'admin.decky.field.active' })} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={creating}>
        <FormattedMessage id="admin.decky.submit" />
      </Button>
    </Form>
  );
}
