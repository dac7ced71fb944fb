import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

describe('copyText', () => {
  afterEach(() => {
    // jsdom has no execCommand of its own.
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('uses the Clipboard API when there is one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });

    await expect(copyText('1xST01-001')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('1xST01-001');
  });

  it('falls back to a hidden text area when the Clipboard API refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    let copied = '';
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: vi.fn(() => {
        // The copy's own text area has the focus (antd leaves a hidden one of its own in the page).
        copied = (document.activeElement as HTMLTextAreaElement).value;
        return true;
      }),
    });

    const textAreasBefore = document.querySelectorAll('textarea').length;
    await expect(copyText('4xST01-002')).resolves.toBe(true);
    expect(copied).toBe('4xST01-002');
    expect(document.querySelectorAll('textarea')).toHaveLength(textAreasBefore);
  });

  it('says so when nothing could copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: vi.fn(() => false) });

    await expect(copyText('x')).resolves.toBe(false);
  });
});
