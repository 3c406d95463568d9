import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

/** The empty slice the generated endpoints are injected into (src/generated/api.ts). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(() => globalThis.location.origin),
  endpoints: () => ({}),
  // Spec: data stays fresh for 5 minutes, refetched on window focus, never retried.
  keepUnusedDataFor: 300,
  refetchOnMountOrArgChange: 300,
  refetchOnFocus: true,
});
