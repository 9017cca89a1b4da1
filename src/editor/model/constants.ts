/**
 * Every number of SPEC §4, §5 and §9 that the editor uses, with its unit. "units" are template
 * units (10 per mm of the case, DESIGN §4); "px" are CSS pixels on the screen unless said.
 */

/** Smallest sticker area a resize may produce, in units². */
export const minItemArea = 75000;
/** Smallest distance from the top-left to the bottom-right corner along each axis, in units. */
export const minCornerDistance = 10;

/** Hit radius of a transform handle, in units. */
export const handleHitRadius = 60;
/**
 * Smallest handle hit radius in screen px (a 44 px thumb target), so handles stay grabbable when
 * zoomed out; not in the SPEC.
 */
export const minHandleHitRadiusPx = 22;
/** Distance of the rotate handle above the middle of the item's top edge, in units. */
export const rotateHandleOffset = 50;
/** Width of the selector box's dashed line, in units. */
export const selectorStrokeWidth = 5;
/** A rotation within this many degrees of 0, 90, 180 or 270 snaps to it (STYLE 14). */
export const rotationSnapDegrees = 5;

/** Zoom scale (screen px per unit) stays strictly above this. */
export const minZoomExclusive = 0.1;
/** Zoom scale (screen px per unit) stays strictly below this. */
export const maxZoomExclusive = 1.1;
/** How far inside the exclusive zoom bounds a clamped scale lands. */
export const zoomBoundMargin = 0.001;
/** A pinch zooms only once the finger distance has changed by more than this, in screen px. */
export const pinchDistanceThreshold = 1;
/** Largest horizontal pan away from the centred position, in units. */
export const maxPanX = 300;
/** Largest vertical pan away from the centred position, in units. */
export const maxPanY = 700;
/** Subtracted from the fitting scale to leave a margin around the template. */
export const defaultScaleMargin = 0.05;
/**
 * The studio's fit (DESIGN §15) leaves this margin (screen px) round the template instead: the
 * phone's 0.05 of the scale is 80 px of a wide screen's height, where the case is to fill 85%.
 */
export const studioFitMarginPx = 16;
/** The studio's zoom buttons step through these scales (screen px per unit), shown as percentages. */
export const zoomStops: readonly number[] = [0.1, 0.15, 0.2, 0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.1];

/** A single touch waits this long (ms) before it starts a pan or select. */
export const touchStartDelayMs = 25;
/** Move events this soon (ms) after a touch ends are ignored. */
export const postTouchIgnoreMs = 50;

/**
 * A finger that moved a sticker less than this far (screen px) before it lifted tapped it: the
 * sticker stays where it was (no undo step for a finger's tremble) and the tap counts.
 */
export const tapSlopPx = 4;
/** Two taps on one item at most this far apart in time (ms) are a double tap (opens a text's sheet). */
export const doubleTapMs = 400;
/** …and at most this far apart on the screen, in px. */
export const doubleTapSlopPx = 24;

/** A touch held this long (ms) on a tray sticker starts dragging it onto the case. */
export const trayLongPressMs = 200;
/** Left edge of the first tray sticker, in px from the tray's content start. */
export const trayStartX = 20;
/** Gap between tray stickers, in px. */
export const trayGap = 20;
/** A tray sticker is drawn this much lower than the tray, in px. */
export const trayStickerHeightInset = 150;
/** Smallest drawn height of a tray sticker in px, for very short trays; not in the SPEC. */
export const minTrayStickerHeight = 40;
/** The studio's tray is a grid (DESIGN §15) of this many pictures a row, this many px apart; not in the SPEC. */
export const trayGridColumns = 3;
export const trayGridGap = 8;
/** A sticker dropped from the tray is this fraction of the tray image's size. */
export const dropSizeFraction = 1 / 8;

/** Inertia velocity is multiplied by this once per animation frame. */
export const inertiaDecayPerFrame = 0.93;
/** Inertia stops once the speed falls below this, in px per frame. */
export const inertiaStopSpeed = 0.1;
/** Velocity is smoothed over this many latest samples. */
export const velocitySampleCount = 5;
/** One animation frame, in ms (60 Hz), to turn px/ms into px per frame. */
export const frameMs = 1000 / 60;
/** Samples older than this (ms) at release do not count: a finger that stopped flings nothing. */
export const velocitySampleMaxAgeMs = 100;

/** Pause between adding several files, in ms. */
export const multiFilePauseMs = 200;
/** The saved canvas items are rewritten this often, in ms. */
export const autosaveIntervalMs = 5000;
/** Longest side of a stored image, in image px. */
export const maxImageSide = 2048;
/** Export (print file) pixels per template unit. */
export const exportPixelRatio = 2;
/** Largest export, in output pixels (width × height). */
export const maxExportArea = 16777216;

/** About this many ghost grid cells cover the template. */
export const ghostCellCount = 1000;
/** Each ghost is moved up to this fraction of its cell size from the cell's centre, per axis. */
export const ghostJitter = 0.3;
