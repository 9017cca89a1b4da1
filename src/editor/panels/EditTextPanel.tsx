import './textSheet.css';
import { AlignCenter, AlignLeft, AlignRight, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { palette } from '../../shared/brand.ts';
import { limitText, maxTextLines } from '../../shared/textLimits.ts';
import type { TextAlign, TextItem } from '../model/types.ts';
import { selectEditedText } from '../state/selectors.ts';
import { editText } from '../state/textCommands.ts';
import { ColourChoice } from './ColourChoice.tsx';
import { CurveChoice } from './CurveChoice.tsx';
import { FontChoice } from './FontChoice.tsx';
import { useInViewAboveSheet } from './sections/useInViewAboveSheet.ts';

const alignments: { align: TextAlign; label: string; Icon: LucideIcon }[] = [
  { align: 'left', label: 'Left', Icon: AlignLeft },
  { align: 'center', label: 'Centre', Icon: AlignCenter },
  { align: 'right', label: 'Right', Icon: AlignRight },
];

function AlignmentChoice({ value, onChange }: { value: TextAlign; onChange: (align: TextAlign) => void }) {
  return (
    <div className="text-sheet__aligns" role="radiogroup" aria-label="Alignment">
      {alignments.map(({ align, label, Icon }) => (
        <label key={align} className="text-sheet__align" data-checked={align === value} title={label}>
          <input type="radio" name="text-align" className="text-sheet__radio" aria-label={label} checked={align === value} onChange={() => onChange(align)} />
          <Icon size={20} aria-hidden="true" />
        </label>
      ))}
    </div>
  );
}

function OutlineChoice({ item, onChange }: { item: TextItem; onChange: (stroke: string | null) => void }) {
  const [colour, setColour] = useState(item.stroke ?? palette.slate);
  return (
    <div className="text-sheet__outline">
      <label className="text-sheet__check">
        <input type="checkbox" checked={item.stroke !== null} onChange={(event) => onChange(event.target.checked ? colour : null)} />
        Outline
      </label>
      <input
        type="color"
        aria-label="Outline colour"
        value={item.stroke ?? colour}
        disabled={item.stroke === null}
        onChange={(event) => {
          setColour(event.target.value);
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

/** The words: up to 3 lines (Enter does nothing on the third) and 80 characters; all selected at first, so typing replaces them. */
function TextField({ words, onChange }: { words: string; onChange: (text: string) => void }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        Text
      </label>
      <textarea
        ref={field}
        id={id}
        className="text-sheet__field"
        rows={Math.min(maxTextLines, words.split('\n').length)}
        value={words}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && words.split('\n').length >= maxTextLines) event.preventDefault();
        }}
        onChange={(event) => onChange(limitText(event.target.value))}
      />
    </>
  );
}

/**
 * "Edit Text": the words and the style of the text being edited, each change shown on the canvas
 * at once; Done ends the visit (sectionCommands). On a phone its sheet sits on the on-screen
 * keyboard, and every field's text is 16 px so the page never zooms.
 */
export function EditTextPanel({ close }: { close: () => void }) {
  const item = useAppSelector(selectEditedText);
  return item ? <TextSettings key={item.itemID} item={item} close={close} /> : null;
}

function TextSettings({ item, close }: { item: TextItem; close: () => void }) {
  const dispatch = useAppDispatch();
  // The field keeps its own value: the store follows it a moment later (a new font loads first).
  const [words, setWords] = useState(item.text);
  // A chosen font shows as chosen at once, while its file loads.
  const [pendingFont, setPendingFont] = useState<string | null>(null);
  useInViewAboveSheet(item);

  return (
    <div className="text-sheet">
      <h2 className="visually-hidden">Edit text</h2>
      <div className="text-sheet__top">
        <TextField
          words={words}
          onChange={(text) => {
            setWords(text);
            void dispatch(editText({ text }));
          }}
        />
        <button type="button" className="button text-sheet__done" onClick={close}>
          Done
        </button>
      </div>
      <FontChoice
        value={pendingFont ?? item.fontFamily}
        onChange={(fontFamily) => {
          setPendingFont(fontFamily);
          void dispatch(editText({ fontFamily })).finally(() => setPendingFont(null));
        }}
      />
      <ColourChoice label="Text colour" value={item.fill} onChange={(fill) => void dispatch(editText({ fill }))} />
      <div className="text-sheet__row">
        <AlignmentChoice value={item.align} onChange={(align) => void dispatch(editText({ align }))} />
        <OutlineChoice item={item} onChange={(stroke) => void dispatch(editText({ stroke }))} />
      </div>
      <CurveChoice value={item.curve ?? 0} onChange={(curve) => void dispatch(editText({ curve }))} />
    </div>
  );
}
