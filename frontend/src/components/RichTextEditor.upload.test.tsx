import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { App } from 'antd';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Quill } from 'react-quill-new';
import { describe, expect, it, vi } from 'vitest';
import { testMessages } from '../test/messages';
import RichTextEditor from './RichTextEditor';

let latest = '';

function Harness({ uploadImage }: { uploadImage?: (file: File) => Promise<string> }) {
  const [value, setValue] = useState('');
  return (
    <RichTextEditor
      id="article"
      label="Article"
      value={value}
      uploadImage={uploadImage}
      onChange={(html) => {
        latest = html;
        setValue(html);
      }}
    />
  );
}

function renderEditor(uploadImage?: (file: File) => Promise<string>, language: 'it' | 'en' = 'en') {
  latest = '';
  render(
    <IntlProvider locale={language} messages={testMessages[language]}>
      <App>
        <Harness uploadImage={uploadImage} />
      </App>
    </IntlProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const aPicture = (name = 'board.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** The API's refusal as RTK Query hands it on (a rejected unwrap). */
const refusal = (code: string) => ({ status: 422, data: { statusCode: 422, code, message: code } });

/** Pictures uploaded into the editor (ADR 0075): the image tool's file, and pasted or dropped pictures. */
describe('RichTextEditor with uploads', () => {
  it('uploads a picture chosen in the image tool and inserts the address the site answers', async () => {
    const uploadImage = vi.fn(async () => '/uploads/content/0123456789abcdef0123456789abcdef.png');
    const user = renderEditor(uploadImage);
    await user.click(await screen.findByLabelText('Image'));
    const box = await screen.findByLabelText('Insert an image', { selector: '[role="dialog"]' });
    expect(within(box).getByText('Upload from your computer')).toBeInTheDocument();

    await user.upload(within(box).getByLabelText('Picture to upload'), aPicture());

    expect(uploadImage).toHaveBeenCalledWith(expect.objectContaining({ name: 'board.png' }));
    await waitFor(() => expect(latest).toContain('<img src="/uploads/content/0123456789abcdef0123456789abcdef.png">'));
    await waitFor(() => expect(screen.queryByLabelText('Insert an image', { selector: '[role="dialog"]' })).not.toBeInTheDocument());
  });

  it("says why the site refused a picture, in the page's language, and keeps the dialog open", async () => {
    const user = renderEditor(() => Promise.reject(refusal('image_format_not_allowed')), 'it');
    await user.click(await screen.findByLabelText('Immagine'));
    const box = await screen.findByLabelText("Inserisci un'immagine", { selector: '[role="dialog"]' });
    await user.upload(within(box).getByLabelText('Immagine da caricare'), aPicture('logo.png'));
    expect(await within(box).findByText("Impossibile caricare l'immagine")).toBeInTheDocument();
    expect(within(box).getByText(testMessages.it['errors.code.image_format_not_allowed'])).toBeInTheDocument();
    expect(latest).not.toContain('<img');
  });

  it('uploads a pasted or dropped picture instead of inlining it', async () => {
    const uploadImage = vi.fn(async () => '/uploads/content/fedcba9876543210fedcba9876543210.webp');
    renderEditor(uploadImage);
    const editor = await screen.findByLabelText('Article', { selector: '.ql-editor' });
    const quill = Quill.find(editor.parentElement!) as Quill;
    // What Quill's clipboard and drop handlers call with the files they were given.
    (quill.getModule('uploader') as { upload(range: { index: number; length: number }, files: File[]): void }).upload({ index: 0, length: 0 }, [
      aPicture('pasted.webp'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ]);
    await waitFor(() => expect(latest).toContain('<img src="/uploads/content/fedcba9876543210fedcba9876543210.webp">'));
    // Only pictures are sent.
    expect(uploadImage).toHaveBeenCalledTimes(1);
    expect(latest).not.toContain('data:');
  });

  it('offers no upload where the text may not hold uploaded pictures (a player’s guide)', async () => {
    const user = renderEditor();
    await user.click(await screen.findByLabelText('Image'));
    const box = await screen.findByLabelText('Insert an image', { selector: '[role="dialog"]' });
    expect(within(box).getByLabelText('Image URL')).toBeInTheDocument();
    expect(within(box).queryByText('Upload from your computer')).not.toBeInTheDocument();
  });
});
