import { useCallback, useEffect, useState } from 'react';
import { emojiIndexURL } from '../assets/artFiles.ts';
import { parseEmojiIndex, type EmojiEntry, type EmojiIndexFile } from '../model/emojiSearch.ts';

/** The index, fetched once per page (the file itself is cached by the browser for a year). */
let loading: Promise<EmojiEntry[]> | null = null;

async function fetchIndex(): Promise<EmojiEntry[]> {
  const url = emojiIndexURL();
  if (!url) throw new Error('This build has no emoji.');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The emoji index answered ${response.status}.`);
  return parseEmojiIndex((await response.json()) as EmojiIndexFile);
}

function loadIndex(): Promise<EmojiEntry[]> {
  loading ??= fetchIndex().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The emoji library's names, keywords and categories, loaded when the library opens; `retry` after a failure. */
export function useEmojiIndex(): { entries: EmojiEntry[] | null; failed: boolean; retry: () => void } {
  const [entries, setEntries] = useState<EmojiEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    loadIndex().then(
      (loaded) => active && setEntries(loaded),
      (error: unknown) => {
        console.warn('Could not load the emoji index', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { entries, failed, retry };
}
