import { promo } from './business.ts';

/**
 * The rules of the local test payment page (test mode's stand-in for Stripe Checkout): the page
 * checks them as the shopper types and the server checks them again before marking an order paid.
 */

/** The 50 states and the District of Columbia, by USPS code. */
export const usStates = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California',
  CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia',
  FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana',
  IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri',
  MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio',
  OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina',
  SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia',
  WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
} as const satisfies Record<string, string>;

/** A US shipping address as the checkout collects it and the printer receives it. */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  /** USPS state code, e.g. "NY". */
  state: string;
  /** 5-digit ZIP or ZIP+4. */
  postalCode: string;
  country: 'US';
}

export type AddressField = 'name' | 'line1' | 'line2' | 'city' | 'state' | 'postalCode';
export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type AddressInput = Partial<Record<AddressField, unknown>>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
}

export function isUsState(code: string): code is keyof typeof usStates {
  return Object.hasOwn(usStates, code);
}

/** Checks a US address; returns the cleaned address or a message per wrong field. */
export function validateShippingAddress(
  input: AddressInput,
): { address: ShippingAddress } | { errors: FieldErrors<AddressField> } {
  const name = text(input.name);
  const line1 = text(input.line1);
  const line2 = text(input.line2);
  const city = text(input.city);
  const state = text(input.state).toUpperCase();
  const postalCode = text(input.postalCode);
  const errors: FieldErrors<AddressField> = {};
  if (!name) errors.name = 'Enter the full name of the recipient.';
  else if (name.length > 100) errors.name = 'The name can be at most 100 characters.';
  if (!line1) errors.line1 = 'Enter the street address.';
  else if (line1.length > 100) errors.line1 = 'The address can be at most 100 characters.';
  if (line2.length > 100) errors.line2 = 'The second address line can be at most 100 characters.';
  if (!city) errors.city = 'Enter the city.';
  else if (city.length > 60) errors.city = 'The city can be at most 60 characters.';
  if (!isUsState(state)) errors.state = 'Choose a US state.';
  if (!/^\d{5}(-\d{4})?$/.test(postalCode)) {
    errors.postalCode = 'Enter a 5-digit ZIP code (or ZIP+4, such as 10001-1234).';
  }
  if (Object.keys(errors).length) return { errors };
  return {
    address: { name, line1, ...(line2 ? { line2 } : {}), city, state, postalCode, country: 'US' },
  };
}

/**
 * The shopper's e-mail as a checkout form takes it (for the order confirmation and the shipping
 * notice): the cleaned address, or the message to show.
 */
export function validateEmail(input: unknown): { email: string } | { error: string } {
  const email = text(input);
  if (!email) return { error: 'Enter your e-mail address for the order confirmation.' };
  if (email.length > 254 || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) {
    return { error: 'Enter an e-mail address such as ada@example.com.' };
  }
  return { email };
}

/** The number Stripe's test mode accepts; shown on the test page as a hint. */
export const testCardNumber = '4242 4242 4242 4242';
/** Stripe's test card that is always declined, honoured here too. */
const declinedCardDigits = '4000000000000002';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Checks the test card fields the way a card form would; `now` decides whether it expired. */
export function validateTestCard(
  input: Partial<Record<CardField, unknown>>,
  now: Date = new Date(),
): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> = {};
  const digits = text(input.cardNumber).replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) {
    errors.cardNumber = `Your card number is invalid. In test mode use ${testCardNumber}.`;
  } else if (digits === declinedCardDigits) {
    errors.cardNumber = 'Your card was declined.';
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text(input.expiry));
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) {
    errors.expiry = 'Enter the expiry date as MM/YY.';
  } else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    errors.expiry = 'Your card has expired.';
  }
  if (!/^\d{3,4}$/.test(text(input.cvc))) errors.cvc = 'Enter the 3- or 4-digit security code.';
  return errors;
}

/** True when `code` is the store's promo code (any letter case, spaces ignored). */
export function isPromoCode(code: string): boolean {
  return code.replace(/\s/g, '').toUpperCase() === promo.code;
}
