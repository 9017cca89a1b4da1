import { pathMatcher } from './routes.ts';

/**
 * The owner's pages: they exist only while ADMIN_PASSWORD_HASH is set. Apart from the shop's
 * routes so that no shopper's page loads them.
 */
export const adminPagePaths = {
  orders: '/admin',
  order: '/admin/orders/:orderId',
  outbox: '/admin/outbox',
} as const;

export const isAdminPagePath = pathMatcher(adminPagePaths);
