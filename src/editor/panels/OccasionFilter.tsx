import { occasions } from '../../shared/designTemplates/designTemplate.ts';
import { designTemplates, type TemplateFilter } from '../../shared/designTemplates/designTemplates.ts';

/** The occasions that have templates, in the list's order. */
const offered = occasions.filter((occasion) => designTemplates.some((template) => template.occasion === occasion.id));

/** The gallery's filter: every design, or one occasion's (a row of toggle buttons that scrolls sideways). */
export function OccasionFilter({ filter, onFilter }: { filter: TemplateFilter; onFilter: (filter: TemplateFilter) => void }) {
  return (
    <div className="occasion-filter" role="group" aria-label="Occasions">
      <button type="button" className="occasion-filter__chip" aria-pressed={filter === null} onClick={() => onFilter(null)}>
        All designs
      </button>
      {offered.map((occasion) => (
        <button
          key={occasion.id}
          type="button"
          className="occasion-filter__chip"
          aria-pressed={filter !== null && 'occasion' in filter && filter.occasion === occasion.id}
          onClick={() => onFilter({ occasion: occasion.id })}
        >
          {occasion.name}
        </button>
      ))}
    </div>
  );
}
