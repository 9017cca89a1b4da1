import type Konva from 'konva';
import { memo, useLayoutEffect, useRef } from 'react';
import { Circle, Group, Layer, Line, Rect } from 'react-konva';
import { useAppSelector } from '../../app/hooks.ts';
import { selectSelectedItem } from '../state/selectors.ts';
import { placeSelection } from './placeSelection.ts';

const handleNames = ['top-left', 'top-right', 'bottom-right', 'bottom-left', 'rotate'] as const;

/**
 * The selector box of the selected sticker: dashed white frame, four corner handles and the
 * rotate handle. Gestures move it imperatively (placeSelection) while a finger is down; this
 * component places it from the store otherwise.
 */
export const SelectionLayer = memo(function SelectionLayer({ scale }: { scale: number }) {
  const layerRef = useRef<Konva.Layer>(null);
  const selected = useAppSelector(selectSelectedItem);
  const tool = useAppSelector((state) => state.editor.tool);
  const item = tool === 'selector' ? selected : null;

  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (layer) placeSelection(layer, item, scale);
  }, [item, scale]);

  return (
    <Layer ref={layerRef} name="selection" listening={false}>
      <Group name="selection-frame" visible={false}>
        <Line name="rotate-stem" stroke="#ffffff" strokeScaleEnabled={false} strokeWidth={2} />
        <Rect name="selection-box" stroke="#ffffff" dash={[10, 6]} strokeScaleEnabled={false} />
        {handleNames.map((name) => (
          <Circle
            key={name}
            name={`handle-${name}`}
            fill="#ffffff"
            stroke="#4a5759"
            strokeWidth={2}
            strokeScaleEnabled={false}
          />
        ))}
      </Group>
    </Layer>
  );
});
