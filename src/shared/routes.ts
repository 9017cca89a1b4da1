/** The store's page routes; the server answers other paths with the not-found page and a 404. */
export const pagePaths = {
  landing: '/',
  caseConfiguration: '/caseconfiguration',
  editor: '/editor',
  designs: '/designs',
  inspiration: '/inspiration',
  templates: '/templates',
  privacyPolicy: '/privacypolicy',
  terms: '/termsandconditions',
  credits: '/credits',
  testCheckout: '/checkout/test/:orderId',
  order: '/order/:orderId',
  sharedDesign: '/d/:designId',
} as const;

/** The search parameter that carries a design template (its id) from a page to the model picker and the editor, which applies it. */
export const templateSearchParam = 'template';

/** A matcher of whole paths for route patterns such as /order/:orderId. */
export function pathMatcher(paths: Record<string, string>): (pathname: string) => boolean {
  const patterns = Object.values(paths).map((path) => new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`));
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

export const isPagePath = pathMatcher(pagePaths);
