import { occasions, type DesignTemplate, type IdeaID, type OccasionID } from './designTemplate.ts';

/**
 * Every design template of ./templates, one JSON file each (checked at build by
 * scripts/check-design-templates.ts, so the bundle trusts them), in the gallery's order: by
 * occasion, then by file name.
 */
const files = import.meta.glob<DesignTemplate>('./templates/*.json', { eager: true, import: 'default' });

const occasionOrder = new Map<string, number>(occasions.map((occasion, index) => [occasion.id, index]));

export const designTemplates: readonly DesignTemplate[] = Object.values(files).sort(
  (a, b) => (occasionOrder.get(a.occasion) ?? 0) - (occasionOrder.get(b.occasion) ?? 0) || a.id.localeCompare(b.id),
);

/** The emoji the templates show, each once: the service worker is handed them, so the templates draw and print offline. */
export const designTemplateEmoji: readonly string[] = [
  ...new Set(designTemplates.flatMap((template) => template.items.flatMap((item) => (item.kind === 'art' && item.source === 'emoji' ? [item.artID] : [])))),
];

export function findDesignTemplate(id: string | null | undefined): DesignTemplate | undefined {
  return id ? designTemplates.find((template) => template.id === id) : undefined;
}

/** Which templates a gallery shows: those for an occasion, those of an idea of /inspiration, or all (null). */
export type TemplateFilter = { occasion: OccasionID } | { idea: IdeaID } | null;

export function templatesFor(filter: TemplateFilter): DesignTemplate[] {
  if (!filter) return [...designTemplates];
  return designTemplates.filter((template) => ('occasion' in filter ? template.occasion === filter.occasion : template.ideas?.includes(filter.idea)));
}
