/**
 * The model keys that GET /api/catalog marks `available: false`. Anything malformed counts as
 * nothing unavailable: the picker then keeps every model enabled and the server still refuses
 * a variant it cannot print.
 */
export function unavailableModelKeys(body: unknown): Set<string> {
  const keys = new Set<string>();
  if (typeof body !== 'object' || body === null || !('models' in body)) return keys;
  const { models } = body;
  if (!Array.isArray(models)) return keys;
  for (const entry of models as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { key, available } = entry as { key?: unknown; available?: unknown };
    if (typeof key === 'string' && available === false) keys.add(key);
  }
  return keys;
}

/** The template paths GET /api/catalog names (`models[].template`); none from anything malformed. */
export function templatePathsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('models' in body) || !Array.isArray(body.models)) return [];
  return (body.models as unknown[]).flatMap((entry) => {
    const template = (entry as { template?: unknown } | null)?.template;
    return typeof template === 'string' && template.startsWith('/') ? [template] : [];
  });
}
