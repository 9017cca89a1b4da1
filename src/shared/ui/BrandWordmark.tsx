import { brand } from '../brand.ts';

/** The brand's two words in two palette colours. */
export function BrandWordmark() {
  const [first, second] = brand.words;
  return (
    <span className="brand">
      <span className="brand__first">{first}</span> <span className="brand__second">{second}</span>
    </span>
  );
}
