import { z } from 'zod';
const required = (message) => z.string().trim().min(1, message);
/** The editor's empty document is '<p></p>': text without words counts as missing. */
const hasWords = (html) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
/** SPEC §5 "Article", in order; meta description is not checked. */
export const articleSaveSchema = z.object({
    listing_description: required('Listing description missing'),
    meta_title: required('Meta title missing'),
    path: required('Path missing'),
    title: required('Title missing'),
    title2: required('Second title missing'),
    text: z.string().refine(hasWords, 'Article content text missing'),
});
export function checkArticleSave(fields) {
    const result = articleSaveSchema.safeParse(fields);
    if (result.success)
        return { ok: true };
    return { ok: false, message: result.error.issues[0]?.message ?? 'There was an error' };
}
