import { brand, brandName } from '../../shared/brand.ts';
import { damageReportDays, formatUsd, pricing, promo } from '../../shared/business.ts';
import { PageShell } from '../components/PageShell.tsx';
import { useDocumentTitle } from '../storefront/useDocumentTitle.ts';

const mailto = `mailto:${brand.contactEmail}`;

export function TermsPage() {
  useDocumentTitle('Terms and Conditions');
  return (
    <PageShell mainClassName="prose">
      <h1>Terms and Conditions</h1>
      <p className="prose__lead">
        These terms apply to every order placed with {brandName}. By placing an order you agree to
        them.
      </p>

      <h2>Made to order</h2>
      <p>
        Every case is printed just for you, after you order it, with the design you submitted. Colors
        on the printed case can differ slightly from your screen. Please check your design in the
        preview before you pay.
      </p>

      <h2>Price and payment</h2>
      <p>
        A case costs {formatUsd(pricing.unitAmountCents)} in US dollars, shipping included. Promo
        codes such as {promo.code} are applied at checkout. You pay by card through our card payment
        provider.
      </p>

      <h2>Shipping</h2>
      <p>
        We ship to addresses in the USA only, free of charge. Delivery usually takes{' '}
        {pricing.deliveryBusinessDays} business days from your order; this is an estimate, not a
        guarantee.
      </p>

      <h2>Sales are final</h2>
      <p>
        Because each case is made to order, all sales are final. Orders cannot be cancelled once
        they are placed, and we do not take back cases that arrive as designed.
      </p>

      <h2>Damaged or misprinted items</h2>
      <p>
        If your case arrives damaged or misprinted, tell us within {damageReportDays} days of
        delivery. E-mail <a href={mailto}>{brand.contactEmail}</a> with your order number and a
        photo of the problem, and we will send a replacement or refund you.
      </p>

      <h2>Your pictures</h2>
      <p>
        You keep all rights to your photos. By ordering, you confirm that you own them or have
        permission to print them, and that they are not unlawful, hateful or infringing. We may
        refuse to print a design that breaks these rules and refund you in full.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about an order? Write to <a href={mailto}>{brand.contactEmail}</a>.
      </p>
    </PageShell>
  );
}
