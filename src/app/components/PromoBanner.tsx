import { useState } from 'react';
import { pricing, promo } from '../../shared/business.ts';

const messages = [
  `Early bird offer: ${promo.percentOff}% off with code ${promo.code}`,
  'Free shipping in the USA',
  `Delivered in ${pricing.deliveryBusinessDays} business days`,
];

/**
 * The scrolling promo strip. The messages are drawn twice so the loop is seamless; the second
 * copy is hidden from screen readers. With reduced motion it stands still and shows the offer.
 */
export function PromoBanner() {
  const [paused, setPaused] = useState(false);
  return (
    <aside className={paused ? 'promo promo--paused' : 'promo'} aria-label="Promotion">
      <div className="promo__viewport">
        <div className="promo__track">
          {[0, 1].map((copy) => (
            <ul className="promo__list" key={copy} aria-hidden={copy === 1 ? true : undefined}>
              {messages.map((message) => (
                <li className="promo__item" key={message}>
                  {message}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <button
        className="promo__toggle"
        type="button"
        aria-pressed={paused}
        aria-label="Pause the promotion banner"
        onClick={() => setPaused(!paused)}
      >
        <span
          className={paused ? 'promo__glyph promo__glyph--play' : 'promo__glyph'}
          aria-hidden="true"
        />
      </button>
    </aside>
  );
}
