import type { AppAsyncThunk } from '../../app/store.ts';
import { estimateStorage, storageFullMessage } from '../assets/storageFull.ts';
import { designStore } from './editorDesignStore.ts';
import { noticeShown } from './editorSlice.ts';

/** The storage-full message for what was not kept, with what takes the room now (issue 50). */
export async function describeStorageFull(notKept: string): Promise<string> {
  const [counts, estimate] = await Promise.all([designStore.counts(), estimateStorage()]);
  return storageFullMessage(notKept, { ...counts, ...estimate });
}

/** Says in a notice that the browser's storage is full, what was not kept, and what takes the room. */
export const showStorageFull =
  (notKept: string): AppAsyncThunk =>
  async (dispatch) => {
    dispatch(noticeShown(await describeStorageFull(notKept)));
  };
