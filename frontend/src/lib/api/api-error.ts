/** The server's single error shape (docs/architecture.md "HTTP API"). */
export interface ApiErrorBody {
  status: number;
  message: string;
}

/** Thrown by fetchers so react-query sees a failed query; carries the HTTP status. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}

/**
 * Turns an openapi-fetch result into its data, or throws an `ApiError` built from the
 * server's error body (or the bare status when the body is not the agreed shape).
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined && result.response.ok) return result.data;
  const status = result.response.status;
  const message = isErrorBody(result.error) ? result.error.message : `Request failed (${status})`;
  throw new ApiError(status, message);
}
