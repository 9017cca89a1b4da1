/** What the fake Stripe's endpoints share: Stripe's form encoding and its answers and errors. */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = path[index + 1] ?? '';
      node[segment] ??= /^\d+$/.test(next) ? [] : {};
      node = node[segment] as Record<string, FormValue>;
    });
  }
  return root;
}

/** An answer of the fake: a status and a JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** Stripe's error body: `{error: {type, code?, message}}`. */
export function stripeError(status: number, type: string, message: string, code?: string): FakeAnswer {
  return { status, body: { error: { type, ...(code && { code }), message } } };
}

