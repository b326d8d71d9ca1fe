/** A failed write's message as the desk shows it: the API's own words (lib/api/api-error.ts). */
export function errorText(error: unknown): string | undefined {
  return error instanceof Error ? error.message : error ? String(error) : undefined;
}
