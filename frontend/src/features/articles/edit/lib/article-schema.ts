import { z } from 'zod';
import { checkWith, type Checked } from '@/lib/check';

const required = (message: string) => z.string().trim().min(1, message);

/** The editor's empty document is '<p></p>': text without words counts as missing. */
const hasWords = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';

/** SPEC §5 "Article", in order; meta description is not checked. */
export const articleSaveSchema = z.object({
  listing_description: required('Listing description missing'),
  meta_title: required('Meta title missing'),
  path: required('Path missing'),
  title: required('Title missing'),
  title2: required('Second title missing'),
  text: z.string().refine(hasWords, 'Article content text missing'),
});

export const checkArticleSave: (fields: z.input<typeof articleSaveSchema>) => Checked<z.output<typeof articleSaveSchema>> = checkWith(articleSaveSchema);
