import { usStates, type AddressField, type FieldErrors } from '../shared/testCheckout.ts';
import { TextField } from './TextField.tsx';

interface AddressFieldsProps {
  address: Record<AddressField, string>;
  errors: FieldErrors<AddressField>;
  onChange: (field: AddressField, value: string) => void;
}

const streetFields: {
  field: AddressField;
  label: string;
  autoComplete: string;
  maxLength: number;
  required: boolean;
}[] = [
  { field: 'name', label: 'Full name', autoComplete: 'name', maxLength: 100, required: true },
  { field: 'line1', label: 'Address', autoComplete: 'address-line1', maxLength: 100, required: true },
  { field: 'line2', label: 'Apartment, suite, etc.', autoComplete: 'address-line2', maxLength: 100, required: false },
  { field: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 60, required: true },
];

/** The US shipping address: name, street, city, a state from the list and the ZIP code. */
export function AddressFields({ address, errors, onChange }: AddressFieldsProps) {
  return (
    <fieldset className="checkout-section">
      <legend>Shipping address</legend>
      <p className="checkout-section__note">We ship to the United States only. Shipping is free.</p>
      {streetFields.map(({ field, label, autoComplete, maxLength, required }) => (
        <TextField
          key={field}
          id={field}
          label={label}
          value={address[field]}
          error={errors[field]}
          autoComplete={autoComplete}
          maxLength={maxLength}
          required={required}
          onChange={(value) => onChange(field, value)}
        />
      ))}
      <div className="field-row">
        <div className="field">
          <label htmlFor="state">State</label>
          <select
            id="state"
            name="state"
            value={address.state}
            required
            autoComplete="address-level1"
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? 'state-error' : undefined}
            onChange={(event) => onChange('state', event.target.value)}
          >
            <option value="">Choose…</option>
            {Object.entries(usStates).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {errors.state && (
            <p id="state-error" className="field__error">
              {errors.state}
            </p>
          )}
        </div>
        <TextField
          id="postalCode"
          label="ZIP code"
          value={address.postalCode}
          error={errors.postalCode}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          onChange={(value) => onChange('postalCode', value)}
        />
      </div>
      <p className="field__static">
        <span>Country</span> United States
      </p>
    </fieldset>
  );
}
