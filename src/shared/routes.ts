/** The store's page routes; the server answers other paths with the not-found page and a 404. */
export const pagePaths = {
  landing: '/',
  caseConfiguration: '/caseconfiguration',
  editor: '/editor',
  inspiration: '/inspiration',
  privacyPolicy: '/privacypolicy',
  terms: '/termsandconditions',
  testCheckout: '/checkout/test/:orderId',
  order: '/order/:orderId',
  sharedDesign: '/d/:designId',
} as const;

/** The owner's pages: they exist only while ADMIN_PASSWORD_HASH is set. */
export const adminPagePaths = {
  orders: '/admin',
  order: '/admin/orders/:orderId',
  outbox: '/admin/outbox',
} as const;

const patternsOf = (paths: Record<string, string>) =>
  Object.values(paths).map((path) => new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`));
const pagePatterns = patternsOf(pagePaths);
const adminPagePatterns = patternsOf(adminPagePaths);

export function isPagePath(pathname: string): boolean {
  return pagePatterns.some((pattern) => pattern.test(pathname));
}

export function isAdminPagePath(pathname: string): boolean {
  return adminPagePatterns.some((pattern) => pattern.test(pathname));
}
