// The data layer's error module for a form whose submit failed: loaded with the failure, not with the page (a
// pre-rendered page's first load stays without it; the submit's own call has usually loaded it by then).

/** data-client's errors module, or null when it cannot load (then the form shows its own fallback message). */
export async function loadDataErrors(): Promise<typeof import('@funil/data-client/src/errors') | null> {
  try {
    return await import('@funil/data-client/src/errors');
  } catch {
    return null;
  }
}
