/** The ghost sliders' bounds (SPEC §5): the settings hold them, and a design template's ghosts keep within them. */
export const ghostLimits = {
  ghostOpacity: { min: 1, max: 100 },
  ghostFreq: { min: 1, max: 10 },
  ghostSize: { min: 1, max: 200 },
} as const;

export type GhostSetting = keyof typeof ghostLimits;
