export type FieldErrors = Record<string, string[]>;

const UNREACHABLE = 'We could not reach the server. Check your connection and try again.';

/**
 * The one error shape of every failed call. `message` follows spec 1 §8 ("401: text");
 * screens show `serverMessage`, the human text on its own.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readFieldErrors = (value: unknown): FieldErrors => {
  if (!isRecord(value)) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) {
      result[field] = messages.filter((m): m is string => typeof m === 'string');
    }
  }
  return result;
};

const toApiError = async (response: Response): Promise<ApiError> => {
  const text = await response.text().catch(() => '');
  // HTTP/2 has no reason phrase, so statusText can be empty too.
  const statusText = response.statusText || 'Request failed';
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body) && typeof body.message === 'string') {
      return new ApiError(
        response.status,
        body.message || statusText,
        readFieldErrors(body.errors),
      );
    }
  } catch {
    // Not our JSON (a proxy page, say): the raw text is the best we have.
  }
  return new ApiError(response.status, text || statusText);
};

const request = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      // A FormData body sets its own multipart content type, boundary included.
      headers:
        body === undefined || body instanceof FormData
          ? undefined
          : { 'Content-Type': 'application/json' },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, UNREACHABLE);
  }
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
};

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T = void>(path: string) => request<T>('DELETE', path),
  upload: <T>(path: string, form: FormData) => request<T>('POST', path, form),
  /** A form's save: adds at `path` when there is no id yet, otherwise replaces `path/id`. */
  save: <T>(path: string, id: number | undefined, body: unknown) =>
    id ? request<T>('PUT', `${path}/${id}`, body) : request<T>('POST', path, body),
};

/** The text a person should read for any failure, ours or not. */
export const errorText = (error: unknown): string => {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
};
