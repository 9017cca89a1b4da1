/**
 * Stripe's Refunds API for the fake Stripe (fakeStripe.ts), as documented: POST /v1/refunds with
 * `payment_intent` (or `charge`), an optional `amount` (default: what is left to refund), `reason`
 * (duplicate, fraudulent or requested_by_customer) and `metadata`; it answers a `refund` object.
 * A PaymentIntent that does not exist is a 404 resource_missing, an amount over what is left a 400
 * amount_too_large, and a fully refunded charge a 400 charge_already_refunded.
 */
import { randomBytes } from 'node:crypto';
import { stripeError, type FakeAnswer, type FormValue } from './stripeWire.ts';

interface PaymentIntent {
  id: string;
  charge: string;
  amount: number;
  currency: string;
  refunded: number;
}

export interface FakeRefunds {
  /** Every refund created, by id, as the API answered it. */
  created: Map<string, Record<string, unknown>>;
  /** POST /v1/refunds requests that reached the API (not idempotent replays). */
  requests: Record<string, FormValue>[];
  /** The next `count` refunds answer this status with a Stripe error. */
  failNext(status: number, count?: number): void;
  /** Each refund takes this long to answer (to let two requests overlap). */
  delayMs: number;
  /** A succeeded PaymentIntent of `amount`; answers its id. */
  addPaymentIntent(amount: number, currency: string): string;
  create(params: Record<string, FormValue>): Promise<FakeAnswer>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function createRefundsApi(): FakeRefunds {
  const intents = new Map<string, PaymentIntent>();
  let failures = { status: 500, count: 0 };

  const api: FakeRefunds = {
    created: new Map(),
    requests: [],
    delayMs: 0,
    failNext(status, count = 1) {
      failures = { status, count };
    },
    addPaymentIntent(amount, currency) {
      const intent = { id: newId('pi'), charge: newId('ch'), amount, currency, refunded: 0 };
      intents.set(intent.id, intent);
      return intent.id;
    },
    async create(params) {
      api.requests.push(params);
      if (api.delayMs) await new Promise((resolve) => setTimeout(resolve, api.delayMs));
      if (failures.count > 0) {
        failures.count -= 1;
        return stripeError(failures.status, failures.status >= 500 ? 'api_error' : 'invalid_request_error', 'The fake was told to fail.');
      }
      const { payment_intent: intentId, charge, amount, reason, metadata } = params;
      if (typeof intentId !== 'string' && typeof charge !== 'string') {
        return stripeError(400, 'invalid_request_error', 'You must pass either a charge or a payment_intent.', 'parameter_missing');
      }
      const intent = [...intents.values()].find((each) => each.id === intentId || each.charge === charge);
      if (!intent) return stripeError(404, 'invalid_request_error', `No such payment_intent: '${JSON.stringify(intentId ?? charge)}'`, 'resource_missing');
      if (reason !== undefined && !(typeof reason === 'string' && ['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason))) {
        return stripeError(400, 'invalid_request_error', 'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', 'parameter_invalid_string');
      }
      const left = intent.amount - intent.refunded;
      if (left === 0) return stripeError(400, 'invalid_request_error', `Charge ${intent.charge} has already been refunded.`, 'charge_already_refunded');
      const value = amount === undefined ? left : Number(amount);
      if (!Number.isInteger(value) || value < 1) return stripeError(400, 'invalid_request_error', 'Invalid positive integer', 'parameter_invalid_integer');
      if (value > left) {
        return stripeError(400, 'invalid_request_error', `Refund amount ($${(value / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, 'amount_too_large');
      }
      intent.refunded += value;
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount: value,
        currency: intent.currency,
        charge: intent.charge,
        payment_intent: intent.id,
        reason: reason ?? null,
        metadata: metadata ?? {},
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
      };
      api.created.set(refund.id, refund);
      return { status: 200, body: refund };
    },
  };
  return api;
}
