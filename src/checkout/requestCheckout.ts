/** SPEC §8's checkout alerts. */
export const checkoutMessages = {
  failed: 'Something went wrong while creating payment session.',
  unreachable: 'Stripe server error.',
} as const;

export class CheckoutError extends Error {
  override name = 'CheckoutError';
}

export interface CheckoutRequest {
  /** The exported design PNG (2× the template). */
  design: Blob;
  variantID: string;
  uuid: string | null;
}

/**
 * Posts the design to create_checkout_session (SPEC §7) and returns the payment page's URL.
 * Every failure is a CheckoutError carrying the message SPEC §8 shows the shopper.
 */
export async function requestCheckout(
  { design, variantID, uuid }: CheckoutRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const form = new FormData();
  form.append('file', design, 'template.png');
  form.append('variantID', variantID);
  if (uuid) form.append('uuid', uuid);
  let response: Response;
  try {
    response = await fetchImpl('/api/create_checkout_session', {
      method: 'POST',
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new CheckoutError(checkoutMessages.unreachable);
  }
  const body = (await response.json().catch(() => null)) as { checkout_url?: unknown } | null;
  const url = body?.checkout_url;
  if (!response.ok || typeof url !== 'string' || !url) throw new CheckoutError(checkoutMessages.failed);
  return url;
}
