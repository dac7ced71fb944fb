import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { RichTextEditorProps } from './rich-text-editor-props';

// Quill and its styles are a chunk of their own, downloaded the first time an editor is shown.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The rich-text editor, loaded on demand (ARCHITECTURE §4: the editor never loads for a visitor). */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <div className="rte-loading" role="status" aria-label={intl.formatMessage({ id: 'editor.loading' })}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
