import { defineJob } from '../kernel/job.js';
import type { SubmissionKind } from './submission.js';

/** Mails the team inbox (TEAM_INBOX) about one stored submission; scheduled with it. */
export const notifyTeamJob = defineJob<{ kind: SubmissionKind; id: string }>('inquiries.notify-team');
