// What the operator sees of background jobs (issue 20): the one shape the server answers (server/jobs/jobStatus.ts,
// GET operator/jobs) and the operator page reads (src/features/operator).
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobSummary {
  id: string;
  queue: string;
  state: string;
  retryCount: number;
  /** The last error message (failed jobs) or null. */
  error: string | null;
  createdOn: string;
  startedOn: string | null;
  completedOn: string | null;
}

export interface JobOverview {
  queues: { name: string; counts: Record<JobState, number> }[];
  failed: JobSummary[];
  stuck: JobSummary[];
  /** Jobs created in the last hour that needed more than one try (an outage shows here, then its end). */
  retriedLastHour: number;
}

/** The database as the answering server met it (issue 36): what an outage left behind, and when it ended. */
export interface DatabaseHealthView {
  connectionErrors: number;
  unavailableAnswers: number;
  lastErrorAt: string | null;
  lastErrorMessage: string | null;
  lastConnectedAt: string | null;
}

/** GET operator/jobs: the jobs, and the database as this server saw it. */
export interface OperatorJobsView extends JobOverview {
  database: DatabaseHealthView;
}
