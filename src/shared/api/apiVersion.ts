/**
 * The API version rule (issue 35). A page kept by the service worker can outlive the server it
 * was built for: after a deployment, a shopper's cached page may call an API that has changed.
 * So every request the store's pages make to /api carries the API version the page was built
 * with, and the server refuses one that names another version, before it reads anything else,
 * with `outdatedPageStatus` and `outdatedPageMessage`; the page then offers the new version
 * ("A new version is ready — Reload").
 *
 * WARNING: raise `apiVersion` with any change to /api that pages built before it would misread
 * or that would refuse what they send (a renamed field, a new required one, another answer
 * shape). Additions that older pages can ignore need no new version. Requests without the
 * header (curl, scripts, the providers' webhooks) are never refused by this rule.
 */
export const apiVersion = 1;

/** The request header that carries the page's API version. */
export const apiVersionHeader = 'x-case-api-version';

/** The status of a request refused by this rule, and of nothing else in the API. */
export const outdatedPageStatus = 412;

export const outdatedPageMessage =
  'This page is from an older version of the store. Reload the page to get the new version; your design is kept.';
