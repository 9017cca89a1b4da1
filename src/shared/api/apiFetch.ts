import { newVersion } from '../newVersion.ts';
import { apiVersion, apiVersionHeader, outdatedPageStatus } from './apiVersion.ts';

/** Adds this page's API version to a request's headers (src/shared/api/apiVersion.ts). */
export function withApiVersion(headers?: HeadersInit): Headers {
  const versioned = new Headers(headers);
  versioned.set(apiVersionHeader, String(apiVersion));
  return versioned;
}

/** Offers the new version when the server refused this page's API version; answers whether it did. */
export function noteOutdatedPage(status: number): boolean {
  if (status !== outdatedPageStatus) return false;
  newVersion.offer('required');
  return true;
}

/**
 * fetch for the store's /api: it names this page's API version, and a refusal of it offers the
 * new version ("Reload"). Otherwise exactly fetch.
 */
export const apiFetch: typeof fetch = async (input, init = {}) => {
  const headers = withApiVersion(init.headers ?? (input instanceof Request ? input.headers : undefined));
  const response = await fetch(input, { ...init, headers });
  noteOutdatedPage(response.status);
  return response;
};
