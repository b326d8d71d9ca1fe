/** Thrown by fetchers so react-query sees a failed query; carries the HTTP status. */
export class ApiError extends Error {
    status;
    constructor(status, message) {
        super(message);
        this.name = 'ApiError';
        this.status = status;
    }
    get isNotFound() {
        return this.status === 404;
    }
}
function isErrorBody(value) {
    return (typeof value === 'object' &&
        value !== null &&
        typeof value.message === 'string');
}
/**
 * Turns an openapi-fetch result into its data, or throws an `ApiError` built from the
 * server's error body (or the bare status when the body is not the agreed shape).
 */
export function unwrap(result) {
    if (result.data !== undefined && result.response.ok)
        return result.data;
    const status = result.response.status;
    const message = isErrorBody(result.error) ? result.error.message : `Request failed (${status})`;
    throw new ApiError(status, message);
}
