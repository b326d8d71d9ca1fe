/** The form each enquiry came from, as the inbox names it. */
export const KIND_LABELS: Record<string, string> = {
  property_enquiry: 'Property enquiry',
  contact: 'Contact',
  italian_contact: 'Italian contact',
  consultancy: 'Consultancy',
  message: 'Message',
  viewing: 'Viewing request',
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}
