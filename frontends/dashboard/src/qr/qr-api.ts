// Cache tags of the QR panel's generated endpoints (../api/generated.ts is never edited).
import { EVENT_TAG } from '@nightlife/api';
import { dashboardApi } from '../api/generated';

export const qrApi = dashboardApi.enhanceEndpoints({
  endpoints: {
    // The list holds the host's events: a created, renamed or deleted event refreshes it.
    listQrCodes: { providesTags: [EVENT_TAG] },
  },
});

export { useCreateQrCodeMutation, useDeleteQrCodeMutation, useListQrCodesQuery } from '../api/generated';
export type { QrCode } from '../api/generated';
