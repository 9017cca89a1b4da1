import './artLibrary.css';
import { useId, useMemo, useState } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { artShapes, findArtShape } from '../../shared/art/artShapes.ts';
import { emojiCategories, type EmojiCategoryID } from '../../shared/art/emojiCategories.ts';
import { searchEmoji, type EmojiEntry } from '../model/emojiSearch.ts';
import type { ArtChoice } from '../model/recentArt.ts';
import { addArt, readRecentArt } from '../state/artCommands.ts';
import { ArtGrid, type ArtTile } from './ArtGrid.tsx';
import { ColourChoice } from './ColourChoice.tsx';
import { useEmojiIndex } from './useEmojiIndex.ts';

type Tab = EmojiCategoryID | 'shapes';

const tabs: readonly { id: Tab; name: string }[] = [...emojiCategories, { id: 'shapes', name: 'Shapes' }];

const emojiTile = (entry: EmojiEntry): ArtTile => ({ choice: { source: 'emoji', artID: entry.id }, name: entry.name });

/** The recently used row's tiles, named from the index (an emoji it does not hold is left out). */
function recentTiles(recent: readonly ArtChoice[], byID: ReadonlyMap<string, EmojiEntry>): ArtTile[] {
  return recent.flatMap((choice): ArtTile[] => {
    const name = choice.source === 'emoji' ? byID.get(choice.artID)?.name : findArtShape(choice.artID)?.name;
    return name ? [{ choice, name }] : [];
  });
}

/** While the index loads, or why it did not. */
function IndexStatus({ failed, retry }: { failed: boolean; retry: () => void }) {
  if (!failed) return <p className="art-library__message">Loading emoji…</p>;
  return (
    <p className="art-library__message">
      We could not load the emoji. Check your connection and{' '}
      <button type="button" className="art-library__retry" onClick={retry}>
        try again
      </button>
      .
    </p>
  );
}

function CategoryTabs({ tab, panelID, onChoose }: { tab: Tab; panelID: string; onChoose: (tab: Tab) => void }) {
  return (
    <div className="art-library__tabs" role="tablist" aria-label="Categories">
      {tabs.map((candidate) => (
        <button
          key={candidate.id}
          type="button"
          role="tab"
          className="art-library__tab"
          aria-selected={candidate.id === tab}
          aria-controls={panelID}
          onClick={() => onChoose(candidate.id)}
        >
          {candidate.name}
        </button>
      ))}
    </div>
  );
}

/**
 * "Emoji & Shapes" (issue 34): the emoji by category or found by name and keyword, the shapes in
 * a colour of the text colours, and a row of the recently used. A tap puts the art on the case
 * (state/artCommands) and closes the section; Done closes it too. Loaded only when it is first
 * opened (editorSections), with the index of names; each emoji's file as it scrolls into view.
 */
export function ArtLibraryPanel({ close }: { close: () => void }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [tab, setTab] = useState<Tab>('smileys');
  const [query, setQuery] = useState('');
  const [fill, setFill] = useState('#ffffff');
  const [recent] = useState(readRecentArt);
  const { entries, failed, retry } = useEmojiIndex();

  const byID = useMemo(() => new Map((entries ?? []).map((entry) => [entry.id, entry])), [entries]);
  const searching = query.trim() !== '';
  const found = useMemo(() => (entries && searching ? searchEmoji(entries, query) : []), [entries, query, searching]);
  const inTab = useMemo(() => (entries ?? []).filter((entry) => entry.category === tab), [entries, tab]);
  const choose = (choice: ArtChoice) => {
    dispatch(addArt(choice));
    close();
  };
  const recentRow = recentTiles(recent, byID);
  const emojiPanel = () => {
    if (failed || !entries) return <IndexStatus failed={failed} retry={retry} />;
    if (searching && found.length === 0) return <p className="art-library__message">No emoji found for “{query.trim()}”.</p>;
    const tiles = (searching ? found : inTab).map(emojiTile);
    return <ArtGrid tiles={tiles} label={searching ? 'Search results' : (tabs.find((candidate) => candidate.id === tab)?.name ?? '')} onChoose={choose} />;
  };

  return (
    <div className="art-library">
      <div className="art-library__top">
        <h2>Emoji &amp; Shapes</h2>
        <input
          type="search"
          className="art-library__search"
          aria-label="Search emoji"
          placeholder="Search emoji"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="button" className="button art-library__done" onClick={close}>
          Done
        </button>
      </div>
      {recentRow.length > 0 && !searching && <ArtGrid tiles={recentRow} label="Recently used" row onChoose={choose} />}
      {!searching && <CategoryTabs tab={tab} panelID={`${id}-panel`} onChoose={setTab} />}
      <div id={`${id}-panel`} className="art-library__panel" role={searching ? undefined : 'tabpanel'}>
        {tab === 'shapes' && !searching ? (
          <>
            <ColourChoice label="Shape colour" value={fill} onChange={setFill} />
            <ArtGrid
              tiles={artShapes.map((shape) => ({ choice: { source: 'shape', artID: shape.id, fill }, name: shape.name }))}
              label="Shapes"
              onChoose={choose}
            />
          </>
        ) : (
          emojiPanel()
        )}
      </div>
    </div>
  );
}
