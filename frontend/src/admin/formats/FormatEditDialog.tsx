import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../components/useToast';
import { useCreateFormatMutation, useUpdateFormatMutation, type FormatDto } from './api';
import { describeFormatFailure } from './format-errors';
import { changedFrom, useUnsavedChanges } from '../components/unsaved-changes';

interface FormatFormValues {
  code: string;
  name: string;
  legalSets: string[];
  banList: Array<{ code: string; maxCopies: number }>;
}

export interface FormatEditDialogProps {
  /** The format to edit, or null to add one (its legal sets start as the current format's). */
  format: FormatDto | null;
  current: FormatDto | undefined;
  onClose(): void;
}

/** Add or edit a format: code (fixed once created), name, legal sets, ban list with optional restricted count. */
export function FormatEditDialog({ format, current, onClose }: FormatEditDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const [form] = Form.useForm<FormatFormValues>();
  const [createFormat, creating] = useCreateFormatMutation();
  const [updateFormat, updating] = useUpdateFormatMutation();
  const [problems, setProblems] = useState<string[]>([]);
  const [initial] = useState<FormatFormValues>(() =>
    format
      ? { code: format.code, name: format.name, legalSets: format.legalSets, banList: format.banList }
      : { code: '', name: '', legalSets: current?.legalSets ?? [], banList: [] },
  );
  // Esc, × and Cancel ask before typed work is thrown away (ADR 0073).
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useUnsavedChanges(dirty);

  const save = async (values: FormatFormValues) => {
    setProblems([]);
    const body = {
      name: values.name ?? '',
      legalSets: values.legalSets ?? [],
      banList: (values.banList ?? []).map(({ code, maxCopies }) => ({ code: code ?? '', maxCopies: maxCopies ?? 0 })),
    };
    try {
      if (format) await updateFormat({ code: format.code, updateFormatDto: body }).unwrap();
      else await createFormat({ createFormatDto: { ...body, code: values.code ?? '' } }).unwrap();
      toast.success(
        intl.formatMessage({ id: format ? 'admin.formats.toast.updated' : 'admin.formats.toast.created' }),
        format?.code ?? values.code?.toUpperCase(),
      );
      onClose();
    } catch (failure) {
      setProblems(describeFormatFailure(intl, failure));
    }
  };

  return (
    <Modal
      open
      title={intl.formatMessage({ id: format ? 'admin.formats.editTitle' : 'admin.formats.addTitle' }, { code: format?.code })}
      okText={intl.formatMessage({ id: 'admin.formats.save' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      confirmLoading={creating.isLoading || updating.isLoading}
      onOk={() => form.submit()}
      onCancel={() => confirmDiscard(onClose)}
      destroyOnHidden
      width={640}
    >
      <Form<FormatFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={(_, values) => setDirty(changedFrom(initial, values))}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="code"
          label={intl.formatMessage({ id: 'admin.formats.field.code' })}
          extra={intl.formatMessage({ id: 'admin.formats.field.codeHelp' })}
        >
          <Input disabled={format !== null} maxLength={16} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={intl.formatMessage({ id: 'admin.formats.field.name' })}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="legalSets"
          label={intl.formatMessage({ id: 'admin.formats.field.legalSets' })}
          extra={intl.formatMessage({ id: 'admin.formats.field.legalSetsHelp' })}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', ' ']}
            open={false}
            suffixIcon={null}
            aria-label={intl.formatMessage({ id: 'admin.formats.field.legalSets' })}
          />
        </Form.Item>
        <p className="admin-formats__label">
          <FormattedMessage id="admin.formats.field.banList" />
        </p>
        <p className="admin-formats__help">
          <FormattedMessage id="admin.formats.field.banListHelp" />
        </p>
        <Form.List name="banList">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" className="admin-formats__ban">
                  <Form.Item name={[field.name, 'code']} noStyle>
                    <Input placeholder="OP01-024" aria-label={intl.formatMessage({ id: 'admin.formats.ban.code' }, { index: index + 1 })} maxLength={64} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'maxCopies']} noStyle>
                    <InputNumber min={0} max={3} precision={0} aria-label={intl.formatMessage({ id: 'admin.formats.ban.maxCopies' }, { index: index + 1 })} />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => remove(field.name)}
                    aria-label={intl.formatMessage({ id: 'admin.formats.ban.remove' }, { index: index + 1 })}
                  />
                </Space>
              ))}
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ code: '', maxCopies: 0 })}>
                <FormattedMessage id="admin.formats.ban.add" />
              </Button>
            </>
          )}
        </Form.List>
        {problems.length > 0 && (
          <Alert
            className="admin-formats__problems"
            type="error"
            showIcon
            title={problems.map((problem) => (
              <div key={problem}>{problem}</div>
            ))}
          />
        )}
      </Form>
    </Modal>
  );
}
