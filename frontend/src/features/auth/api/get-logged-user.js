import { api } from '@/lib/api/client';
/** GET /users/logged with the stored bearer token (added by the client's middleware). */
export async function getLoggedUser() {
    const { data, response } = await api.GET('/users/logged');
    if (response.status === 200 && data)
        return { status: 200, user: data };
    return { status: response.status };
}
