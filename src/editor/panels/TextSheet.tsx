import './textSheet.css';
import { AlignCenter, AlignLeft, AlignRight, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { palette } from '../../shared/brand.ts';
import { useOverlayFocus } from '../../shared/ui/useOverlayFocus.ts';
import { limitText, maxTextLines } from '../../shared/textLimits.ts';
import type { TextAlign, TextItem } from '../model/types.ts';
import { selectEditedText } from '../state/selectors.ts';
import { editText, finishTextEditing } from '../state/textCommands.ts';
import { ColourChoice } from './ColourChoice.tsx';
import { CurveChoice } from './CurveChoice.tsx';
import { FontChoice } from './FontChoice.tsx';
import { useKeyboardInset } from './useKeyboardInset.ts';
import { useTextInView } from './useTextInView.ts';

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
 * The text sheet: the words and the style of the text being edited, each change shown on the
 * canvas at once; Done (or a tap outside, or Escape) ends the visit. On a phone it sits on the
 * on-screen keyboard (the visual viewport), and every field's text is 16 px so the page never zooms.
 */
export function TextSheet() {
  const item = useAppSelector(selectEditedText);
  return item ? <TextSheetFor key={item.itemID} item={item} /> : null;
}

function TextSheetFor({ item }: { item: TextItem }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const inset = useKeyboardInset();
  const sheet = useRef<HTMLElement>(null);
  // The field keeps its own value: the store follows it a moment later (a new font loads first).
  const [words, setWords] = useState(item.text);
  // A chosen font shows as chosen at once, while its file loads.
  const [pendingFont, setPendingFont] = useState<string | null>(null);
  const done = () => dispatch(finishTextEditing());

  useTextInView(item, sheet, inset);
  useOverlayFocus(sheet, { onClose: done, modal: true });

  return (
    <>
      <div className="text-sheet-backdrop" aria-hidden="true" onPointerDown={done} />
      <section
        ref={sheet}
        className="text-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        style={{ bottom: inset }}
      >
        <h2 id={`${id}-title`} className="visually-hidden">Edit text</h2>
        <div className="text-sheet__top">
          <TextField
            words={words}
            onChange={(text) => {
              setWords(text);
              void dispatch(editText({ text }));
            }}
          />
          <button type="button" className="button text-sheet__done" onClick={done}>
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
      </section>
    </>
  );
}
