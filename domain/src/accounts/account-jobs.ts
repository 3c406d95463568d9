import { defineJob } from '../kernel/job.js';

/**
 * Deletes every file a deleted account uploaded (avatars, flyers: the storage's objects under
 * the user's id). Scheduled with the account's erasure, so it runs once that has committed, and
 * retried until the storage answers. Deleting what is already gone is not an error.
 */
export const eraseAccountFilesJob = defineJob<{ userId: string }>('accounts.erase-files');
