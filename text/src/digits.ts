/**
 * The one digits-only helper of the workspace: the digits of a text, everything else dropped
 * ('+55 (11) 99999-0001' -> '5511999990001'); '' for null, undefined or a text without digits.
 * Dependency-free on purpose: data-client, shared-ui, the remotes and the edge worker all import this module.
 */
export function digitsOnly(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}
