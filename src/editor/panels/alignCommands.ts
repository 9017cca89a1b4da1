import {
  AlignCenterHorizontal,
  AlignCenterVertical,
  AlignEndHorizontal,
  AlignEndVertical,
  AlignHorizontalDistributeCenter,
  AlignStartHorizontal,
  AlignStartVertical,
  AlignVerticalDistributeCenter,
  type LucideIcon,
} from 'lucide-react';
import type { AlignEdge, Axis } from '../model/align.ts';

/** Align's six buttons and menu items, by the edge they line up on. */
export const alignCommands: readonly { edge: AlignEdge; label: string; Icon: LucideIcon }[] = [
  { edge: 'left', label: 'Align left', Icon: AlignStartVertical },
  { edge: 'centre', label: 'Align centre', Icon: AlignCenterVertical },
  { edge: 'right', label: 'Align right', Icon: AlignEndVertical },
  { edge: 'top', label: 'Align top', Icon: AlignStartHorizontal },
  { edge: 'middle', label: 'Align middle', Icon: AlignCenterHorizontal },
  { edge: 'bottom', label: 'Align bottom', Icon: AlignEndHorizontal },
];

/** Distribute's two buttons and menu items, by axis. */
export const distributeCommands: readonly { axis: Axis; label: string; Icon: LucideIcon }[] = [
  { axis: 'horizontal', label: 'Distribute horizontally', Icon: AlignHorizontalDistributeCenter },
  { axis: 'vertical', label: 'Distribute vertically', Icon: AlignVerticalDistributeCenter },
];

/** Distribute needs at least this many items. */
export const minDistributed = 3;
