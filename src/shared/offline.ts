/**
 * What needs the network says so at once and changes nothing while the shopper is offline
 * (issue 35): Preview Case, Checkout, Share and HEIC conversion.
 */
export const offlineMessage =
  'You’re offline. Your design is kept on this phone; try again when you’re back online.';

/**
 * Whether the browser knows it has no network (it may still think it has one when it has not).
 * Node's own `navigator` has no onLine: there, as anywhere that cannot tell, the answer is no.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && (navigator as Partial<Navigator>).onLine === false;
}

/** The offline message in place of `message` when the browser has lost the network meanwhile. */
export function unlessOffline(message: string): string {
  return isOffline() ? offlineMessage : message;
}
