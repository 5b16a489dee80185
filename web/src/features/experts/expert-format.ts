/** The name a client goes by on an expert's card: anonymous unless the API names them. */
export function clientName(name: string | null | undefined): string {
  return name?.trim() || 'Anonymous';
}
