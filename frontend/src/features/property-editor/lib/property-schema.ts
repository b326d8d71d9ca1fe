import { z } from 'zod';
import { checkWith, type Checked } from '@/lib/check';

const required = (message: string) => z.string().trim().min(1, message);

/**
 * SPEC §5 "Property save", in the spec's order (the server checks the same, with the same
 * messages): the first failing message is the one shown.
 */
export const propertySaveSchema = z.object({
  ref: required('Reference number missing').regex(/^\d+$/, 'Reference number not valid'),
  listing_title: required('Listing title missing'),
  location: required('Location missing'),
  meta_title: required('Meta title missing'),
  path: required('Path missing'),
  pictures_path: required('Pictures path missing'),
  title: required('Title missing'),
  title2: required('Second title missing'),
});

export const checkPropertySave: (fields: z.input<typeof propertySaveSchema>) => Checked<z.output<typeof propertySaveSchema>> = checkWith(propertySaveSchema);
