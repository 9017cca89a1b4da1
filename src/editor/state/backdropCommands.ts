import type { AppThunk } from '../../app/store.ts';
import type { GhostSetting } from '../model/designDocument.ts';
import { burstOf } from './bursts.ts';
import { backgroundColorChanged, ghostSettingChanged } from './designSlice.ts';

/** The background colour picker: a drag through the colours is one undo step (bursts.ts). */
export const changeBackgroundColor =
  (color: string): AppThunk =>
  (dispatch) => {
    dispatch(backgroundColorChanged(color, burstOf('background-colour')));
  };

/** A ghost slider: a drag of one slider is one undo step (bursts.ts). */
export const changeGhostSetting =
  (setting: GhostSetting, value: number): AppThunk =>
  (dispatch) => {
    dispatch(ghostSettingChanged({ setting, value }, burstOf(`ghost-${setting}`)));
  };
