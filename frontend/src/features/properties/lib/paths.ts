/** The product's links use the category 'in-italy' (spec §2). */
export function propertyPath(ref: string): string {
  return `/property/for-sale/in-italy/${ref}`;
}

export function propertyListPath(page: number): string {
  return `/piedmont-property-for-sale/${page}`;
}
