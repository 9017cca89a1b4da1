/**
 * Sentry's data collection, all off: no user, IP address, cookies, headers, bodies or query
 * strings leave the store unless an owner changes this deliberately.
 */
export const sentryDataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
} as const;
