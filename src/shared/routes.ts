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

const pagePatterns = Object.values(pagePaths).map(
  (path) => new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

export function isPagePath(pathname: string): boolean {
  return pagePatterns.some((pattern) => pattern.test(pathname));
}
