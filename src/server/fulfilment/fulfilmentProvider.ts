import type { ShippingAddress } from '../../shared/testCheckout.ts';

/** A paid order as the printer needs it. */
export interface FulfilmentOrder {
  /** Our order id; Printful's external_id. */
  id: string;
  variantId: string;
  modelKey: string;
  /** Stored name of the design PNG under DATA_DIR/files. */
  designFile: string;
  /** A print file an earlier attempt stored (and the order owns), reused by a retry. */
  printFile: string | undefined;
  shipping: ShippingAddress;
  email: string | null;
}

/** Sends a paid order to be printed: Printful, or the local test fulfilment. */
export interface FulfilmentProvider {
  readonly name: 'printful' | 'local';
  /**
   * Hands the order to the printer and returns the printer's id for it. Safe to call again for
   * the same order: it is never created twice. `keepFile` records a file stored for the printer
   * (a resized print file) as the order's, before the printer is asked to fetch it.
   */
  submit(order: FulfilmentOrder, keepFile: (name: string) => Promise<void>): Promise<string>;
}

/** Test mode's printer: records the order as submitted and prints nothing. */
export const localFulfilment: FulfilmentProvider = {
  name: 'local',
  async submit(order) {
    return `local-${order.id}`;
  },
};
