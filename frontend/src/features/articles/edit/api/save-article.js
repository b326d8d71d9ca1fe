import { api } from '@/lib/api/client';
import { errorMessage } from '@/lib/api/error-message';
/** POST (no id) or PUT (with id) /articles; 200 and 201 are success (SPEC §7). */
export async function saveArticle(input) {
    try {
        const { data, error, response } = input.id === undefined
            ? await api.POST('/articles', { body: input })
            : await api.PUT('/articles', { body: input });
        if (response.status === 200 || response.status === 201)
            return { ok: true, id: data?.id ?? input.id ?? null };
        return { ok: false, message: errorMessage(error, 'There was an error') };
    }
    catch {
        return { ok: false, message: 'There was an error' };
    }
}
