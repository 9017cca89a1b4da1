import type { ShippingAddress } from '../../shared/testCheckout.ts';
import type { FileStorage } from '../plugins/fileStorage.ts';
import type { Printful } from '../plugins/printful.ts';
import { PrintfulError } from '../printful/printfulClient.ts';
import { resizeToPrintFile } from '../printful/printfiles.ts';
import type { FulfilmentOrder, FulfilmentProvider } from './fulfilmentProvider.ts';
import {
  confirmPrintfulOrder,
  createPrintfulDraft,
  findPrintfulOrder,
  type PrintfulOrder,
} from './printfulOrders.ts';

function recipient(shipping: ShippingAddress, email: string | null): Record<string, string> {
  return {
    name: shipping.name,
    address1: shipping.line1,
    ...(shipping.line2 ? { address2: shipping.line2 } : {}),
    city: shipping.city,
    state_code: shipping.state,
    country_code: shipping.country,
    zip: shipping.postalCode,
    ...(email ? { email } : {}),
  };
}

/**
 * Printful fulfilment: the design resized to the variant's print-file size, stored and offered
 * to Printful by its PUBLIC_URL, a draft order with our id as external_id, then confirmed. The
 * order is looked up by external_id first, so a retry (after a timeout, a crash, a failed
 * confirm) never creates a second one. With `confirm: false` (test payments, where nobody paid)
 * orders stay drafts, which Printful neither charges nor prints.
 */
export function createPrintfulFulfilment(
  printful: Printful,
  storage: FileStorage,
  { confirm }: { confirm: boolean },
): FulfilmentProvider {
  const { client, printfiles } = printful;

  async function storePrintFile(order: FulfilmentOrder, keepFile: (name: string) => Promise<void>) {
    if (order.printFile && (await storage.exists(order.printFile))) return order.printFile;
    const design = await storage.read(order.designFile);
    if (!design) throw new Error(`The design file of order ${order.id} is missing.`);
    const size = await printfiles.printFileSize(Number(order.variantId));
    const stored = await storage.save(await resizeToPrintFile(design, size), 'png');
    await keepFile(stored.name);
    return stored.name;
  }

  async function printFileUrl(order: FulfilmentOrder, keepFile: (name: string) => Promise<void>) {
    const url = storage.publicUrlFor(await storePrintFile(order, keepFile));
    if (!url) throw new Error('PUBLIC_URL is not set, so Printful cannot fetch the print file.');
    return url;
  }

  async function createOnce(
    order: FulfilmentOrder,
    keepFile: (name: string) => Promise<void>,
  ): Promise<PrintfulOrder> {
    const existing = await findPrintfulOrder(client, order.id);
    if (existing) return existing;
    const input = {
      externalId: order.id,
      recipient: recipient(order.shipping, order.email),
      variantId: Number(order.variantId),
      fileUrl: await printFileUrl(order, keepFile),
    };
    try {
      return await createPrintfulDraft(client, input);
    } catch (error) {
      // A create that timed out may have landed; Printful refuses a second external_id.
      if (!(error instanceof PrintfulError) || error.status >= 500) throw error;
      const landed = await findPrintfulOrder(client, order.id);
      if (landed) return landed;
      throw error;
    }
  }

  return {
    name: 'printful',
    async submit(order, keepFile) {
      const printfulOrder = await createOnce(order, keepFile);
      if (confirm && printfulOrder.status === 'draft') await confirmPrintfulOrder(client, printfulOrder.id);
      return String(printfulOrder.id);
    },
  };
}
