/**
 * The case finishes, apart from the catalog data so that the settings (and so the landing
 * page) can know them without loading every phone model.
 */
export const finishes = ['Matte', 'Glossy'] as const;
export type CaseFinish = (typeof finishes)[number];
