import { apiFetch } from '../shared/api/apiFetch.ts';
import { outdatedPageMessage, outdatedPageStatus } from '../shared/api/apiVersion.ts';
import { postDesign, type DesignResponse, type DesignUpload } from '../shared/api/postDesign.ts';

/** SPEC §8's checkout alerts. */
export const checkoutMessages = {
  failed: 'Something went wrong while creating payment session.',
  unreachable: 'Stripe server error.',
} as const;

export class CheckoutError extends Error {
  override name = 'CheckoutError';
}

/**
 * Posts the design to create_checkout_session (SPEC §7) and returns the payment page's URL.
 * Every failure is a CheckoutError carrying the message SPEC §8 shows the shopper, or, from a
 * page older than the server's API, the one that asks for a reload.
 */
export async function requestCheckout(upload: DesignUpload, fetchImpl: typeof fetch = apiFetch): Promise<string> {
  let response: DesignResponse;
  try {
    response = await postDesign('/api/create_checkout_session', upload, fetchImpl);
  } catch {
    throw new CheckoutError(checkoutMessages.unreachable);
  }
  if (response.status === outdatedPageStatus) throw new CheckoutError(outdatedPageMessage);
  const url = response.body?.checkout_url;
  if (!response.ok || typeof url !== 'string' || !url) throw new CheckoutError(checkoutMessages.failed);
  return url;
}
