import { apiFetch } from './apiFetch.ts';

/** A design upload of SPEC §7: the exported PNG with the variant and the visitor's uuid. */
export interface DesignUpload {
  /** The exported design PNG (2× the template). */
  design: Blob;
  variantID: string;
  uuid: string | null;
}

export interface DesignResponse {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or null when there was none. */
  body: Record<string, unknown> | null;
}

/**
 * Posts a design as multipart (`file` named template.png, `variantID`, `uuid`) with credentials,
 * as both the preview and the checkout calls do. Network failures reject; any HTTP answer
 * resolves, with its JSON body when it has one.
 */
export async function postDesign(
  path: string,
  { design, variantID, uuid }: DesignUpload,
  fetchImpl: typeof fetch = apiFetch,
): Promise<DesignResponse> {
  const form = new FormData();
  form.append('file', design, 'template.png');
  form.append('variantID', variantID);
  if (uuid) form.append('uuid', uuid);
  const response = await fetchImpl(path, { method: 'POST', body: form, credentials: 'include' });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { ok: response.ok, status: response.status, body };
}
