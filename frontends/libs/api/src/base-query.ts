import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';

/** Every failed call carries the spec's message: `${status}: ${body or statusText}`. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** The parsed body (problem+json for this backend) or the raw text. */
  data?: unknown;
  message: string;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return null;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * fetchBaseQuery with the spec's request rules: the session cookie always goes along,
 * a 401 on a query means "no data" rather than an error, and any other non-OK response
 * becomes an ApiError. No retries (nothing here wraps it in `retry`).
 * The base URL is read per call: the page's origin in the browser, a test server under Node.
 */
export function createBaseQuery(baseUrl: () => string): BaseQueryFn<string | FetchArgs, unknown, ApiError> {
  return async (args, api, extraOptions) => {
    const raw = fetchBaseQuery({ baseUrl: baseUrl(), credentials: 'include', responseHandler: 'text' });
    const result = await raw(args, api, extraOptions);
    const response = result.meta?.response;
    const contentType = response?.headers.get('content-type') ?? null;
    if (!result.error) {
      return { data: parseBody(String(result.data ?? ''), contentType), meta: result.meta };
    }
    const { error } = result;
    if (typeof error.status === 'number') {
      if (error.status === 401 && api.type === 'query') return { data: null, meta: result.meta };
      const text = typeof error.data === 'string' ? error.data : '';
      return {
        error: {
          status: error.status,
          data: parseBody(text, contentType),
          message: `${error.status}: ${text || response?.statusText || ''}`,
        },
        meta: result.meta,
      };
    }
    return {
      error: { status: error.status, data: 'data' in error ? error.data : undefined, message: error.error },
      meta: result.meta,
    };
  };
}
