/** The server's `{status, message}` text when the body has one, else the given fallback. */
export function errorMessage(body, fallback) {
    if (typeof body === 'object' && body !== null) {
        const message = body.message;
        if (typeof message === 'string' && message.trim() !== '')
            return message;
    }
    return fallback;
}
