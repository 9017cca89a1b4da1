import { testCardNumber, type CardField, type FieldErrors } from '../shared/testCheckout.ts';
import { TextField } from './TextField.tsx';

interface TestCardFieldsProps {
  card: Record<CardField, string>;
  errors: FieldErrors<CardField>;
  onChange: (field: CardField, value: string) => void;
}

/** Groups card digits in fours as they are typed. */
function formatCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Adds the slash of MM/YY once the month is typed. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Test-mode card fields; nothing typed here leaves this page. */
export function TestCardFields({ card, errors, onChange }: TestCardFieldsProps) {
  return (
    <fieldset className="checkout-section">
      <legend>Card (test)</legend>
      <p className="checkout-section__note">
        No money moves in test mode. Use the test card <strong>{testCardNumber}</strong> with any
        future date and any 3 digits.
      </p>
      <TextField
        id="cardNumber"
        label="Card number"
        value={card.cardNumber}
        error={errors.cardNumber}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder={testCardNumber}
        maxLength={23}
        onChange={(value) => onChange('cardNumber', formatCardNumber(value))}
      />
      <div className="field-row">
        <TextField
          id="expiry"
          label="Expiry (MM/YY)"
          value={card.expiry}
          error={errors.expiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={5}
          onChange={(value) => onChange('expiry', formatExpiry(value))}
        />
        <TextField
          id="cvc"
          label="Security code"
          value={card.cvc}
          error={errors.cvc}
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          onChange={(value) => onChange('cvc', value.replace(/\D/g, ''))}
        />
      </div>
    </fieldset>
  );
}
