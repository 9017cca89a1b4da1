import { useId, useState } from 'react';
import { promo } from '../shared/business.ts';
import { isPromoCode } from '../shared/testCheckout.ts';

interface PromoCodeFieldProps {
  applied: boolean;
  onAppliedChange: (applied: boolean) => void;
}

/** A promo code box: EARLYBIRD applies 15% off; anything else is refused with a message. */
export function PromoCodeField({ applied, onAppliedChange }: PromoCodeFieldProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (applied) {
    return (
      <div className="promo-code promo-code--applied" role="status">
        <span>
          <strong>{promo.code}</strong> applied: {promo.percentOff}% off
        </span>
        <button type="button" className="link-button" onClick={() => onAppliedChange(false)}>
          Remove
        </button>
      </div>
    );
  }
  const apply = () => {
    if (isPromoCode(code)) {
      setError(null);
      onAppliedChange(true);
    } else {
      setError(code.trim() ? 'This promo code is not valid.' : 'Enter a promo code.');
    }
  };
  return (
    <div className="promo-code field">
      <label htmlFor={id}>Promo code</label>
      <div className="promo-code__row">
        <input
          id={id}
          type="text"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" className="button button--light" onClick={apply}>
          Apply
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
