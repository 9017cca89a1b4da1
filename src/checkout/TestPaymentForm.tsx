import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { promo } from '../shared/business.ts';
import type { PublicOrder } from '../shared/orderApi.ts';
import { pagePaths } from '../shared/routes.ts';
import {
  validateEmail,
  validateShippingAddress,
  validateTestCard,
  type AddressField,
  type CardField,
  type FieldErrors,
} from '../shared/testCheckout.ts';
import { AddressFields } from './AddressFields.tsx';
import { payTestOrder } from './orderClient.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { checkoutTotalCents, priceLines } from './priceLines.ts';
import { PromoCodeField } from './PromoCodeField.tsx';
import { TestCardFields } from './TestCardFields.tsx';
import { TextField } from './TextField.tsx';

const emptyAddress: Record<AddressField, string> = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
};
const emptyCard: Record<CardField, string> = { cardNumber: '', expiry: '', cvc: '' };
type Errors = FieldErrors<'email' | AddressField | CardField>;

function validate(email: string, address: Record<AddressField, string>, card: Record<CardField, string>): Errors {
  const checkedEmail = validateEmail(email);
  const checked = validateShippingAddress(address);
  return {
    ...('error' in checkedEmail ? { email: checkedEmail.error } : {}),
    ...('errors' in checked ? checked.errors : {}),
    ...validateTestCard(card),
  };
}

/** The test payment form: summary, promo code, US address, test card and the Pay button. */
export function TestPaymentForm({ order }: { order: PublicOrder }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [hasPromo, setHasPromo] = useState(false);
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState(emptyAddress);
  const [card, setCard] = useState(emptyCard);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const lines = priceLines(order.list_amount_cents, checkoutTotalCents(order.list_amount_cents, hasPromo));

  const changeEmail = (value: string) => {
    setEmail(value);
    if (submitted) setErrors(validate(value, address, card));
  };
  const changeAddress = (field: AddressField, value: string) => {
    const next = { ...address, [field]: value };
    setAddress(next);
    if (submitted) setErrors(validate(email, next, card));
  };
  const changeCard = (field: CardField, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    if (submitted) setErrors(validate(email, address, next));
  };

  const pay = async () => {
    setSubmitted(true);
    setPayError(null);
    const found = validate(email, address, card);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`#${firstInvalid}`)?.focus();
      return;
    }
    setPaying(true);
    try {
      await payTestOrder(order.order_id, { promoCode: hasPromo ? promo.code : '', email, address, card });
      void navigate(pagePaths.order.replace(':orderId', order.order_id));
    } catch (error) {
      setPayError((error as Error).message);
      setPaying(false);
    }
  };

  return (
    <div className="test-checkout">
      <div className="test-checkout__summary">
        <OrderSummary order={order} lines={lines} totalLabel="Total" promoCode={hasPromo ? promo.code : null} />
        <PromoCodeField applied={hasPromo} onAppliedChange={setHasPromo} />
      </div>
      <form ref={formRef} className="test-checkout__form" noValidate onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}>
        <fieldset className="checkout-section">
          <legend>Contact</legend>
          <TextField id="email" label="Email" value={email} error={errors.email} autoComplete="email" inputMode="email" maxLength={254} onChange={changeEmail} />
        </fieldset>
        <AddressFields address={address} errors={errors} onChange={changeAddress} />
        <TestCardFields card={card} errors={errors} onChange={changeCard} />
        {payError && (
          <p className="checkout-alert" role="alert">
            {payError}
          </p>
        )}
        <button type="submit" className="button checkout-pay" disabled={paying} aria-busy={paying}>
          {paying ? 'Paying…' : `Pay ${lines.total}`}
        </button>
      </form>
    </div>
  );
}
