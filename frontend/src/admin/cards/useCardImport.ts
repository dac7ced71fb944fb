import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/useToast';
import type { MessageId } from '../../i18n/messages';
import { readApiFailure } from '../../lib/api-error';
import { useImportCardsMutation } from './api';
import { describeCardFailure } from './card-errors';
import { readCardJson } from './import-file';

/** The source name of pasted JSON (files are named by their file name). */
export const PASTE_SOURCE = 'paste';

/** One broken entry of a refused file, as the API lists it: an `invalid_entry` detail (ADR 0051). */
export interface EntryProblem {
  entry: string;
  code: string | null;
  /** The problems by code ('cost' / 'not_a_number'): what the screen says, in the admin's language. */
  issues: Array<{ field: string; issue: string }>;
}

/** Card import (docs/product.md#states-and-timings): idle, importing (controls disabled), success (count) or failed (count 0). */
export type ImportState =
  | { status: 'idle' }
  | { status: 'importing'; source: string }
  | { status: 'success'; source: string; count: number }
  | { status: 'failed'; source: string; count: 0; message: string; entries: EntryProblem[]; invalidEntries: number };

/** The texts (docs/product.md#card-import-files) of a file that is not card data, by the API's code. */
const FILE_CODES: Record<string, MessageId> = {
  invalid_card_file: 'admin.import.invalidJsonFormat',
  card_file_not_an_array: 'admin.import.expectedArray',
};

/**
 * The refused entries of a file: one `invalid_entry` detail each (the first 50), and a `too_many`
 * detail on `entries` with the count of all of them when there are more (ADR 0051).
 */
function readEntries(error: unknown): { entries: EntryProblem[]; invalidEntries: number } {
  const details = (error as { data?: { details?: unknown } } | undefined)?.data?.details;
  const list = Array.isArray(details) ? details.filter((detail): detail is Record<string, unknown> => typeof detail === 'object' && detail !== null) : [];
  const entries = list
    .filter((detail) => detail.code === 'invalid_entry')
    .map((detail) => ({
      entry: String(detail.entry ?? ''),
      code: typeof detail.cardCode === 'string' ? detail.cardCode : null,
      issues: Array.isArray(detail.issues)
        ? detail.issues
            .filter((issue): issue is Record<string, unknown> => typeof issue === 'object' && issue !== null)
            .map((issue) => ({ field: String(issue.field ?? ''), issue: String(issue.issue ?? '') }))
        : [],
    }));
  const total = list.find((detail) => detail.field === 'entries' && detail.code === 'too_many')?.count;
  return { entries, invalidEntries: typeof total === 'number' ? total : entries.length };
}

/** Reads the text as JSON on the client (a clear message when it is not), then sends the parsed content. */
export function useCardImport() {
  const intl = useIntl();
  const toast = useToast();
  const [importCards] = useImportCardsMutation();
  const [state, setState] = useState<ImportState>({ status: 'idle' });

  const fail = (source: string, message: string, problems: { entries: EntryProblem[]; invalidEntries: number } = { entries: [], invalidEntries: 0 }) => {
    setState({ status: 'failed', source, count: 0, message, ...problems });
    toast.error(intl.formatMessage({ id: 'admin.import.failed' }), message);
  };

  const importText = async (text: string, source: string) => {
    const read = readCardJson(text);
    if (!read.ok) {
      if (read.reason === 'blank' && source === PASTE_SOURCE) {
        toast.error(intl.formatMessage({ id: 'admin.import.enterJsonData' }));
        return;
      }
      fail(
        source,
        read.reason === 'invalidJson'
          ? intl.formatMessage({ id: 'admin.import.invalidJsonAt' }, { detail: read.detail })
          : intl.formatMessage({ id: read.reason === 'emptyList' ? 'admin.import.emptyList' : 'admin.import.expectedArray' }),
      );
      return;
    }
    setState({ status: 'importing', source });
    try {
      const result = await importCards({ body: read.data }).unwrap();
      if (!result.success) {
        fail(source, intl.formatMessage({ id: 'admin.import.failed' }));
        return;
      }
      setState({ status: 'success', source, count: result.count });
      toast.success(intl.formatMessage({ id: 'admin.import.success' }, { count: result.count }));
    } catch (error) {
      const failure = readApiFailure(error);
      const known = failure.code ? FILE_CODES[failure.code] : undefined;
      const message = known
        ? intl.formatMessage({ id: known })
        : describeCardFailure(intl, error, 'admin.import.failedDefault', { payload_too_large: 'admin.import.tooLarge' });
      fail(source, message, readEntries(error));
    }
  };

  /** A file refused before it is read (several files, not JSON): its own message, none of the last file's errors. */
  const reject = (source: string, message: string) => fail(source, message);

  return { state, importText, reject, importing: state.status === 'importing' };
}
