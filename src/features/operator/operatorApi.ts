// The operator's calls: reporting events as a list (with filters) and as a CSV file; the question fixer's review list.
import type { ApiClient } from '../../api/client.ts';
import type { ReportType } from '../../domain/reports/reportEvent.ts';
import type { OperatorJobsView } from '../../domain/jobs/jobOverview.ts';
import type { ReviewRecord as QuestionReview } from '../../domain/aiQuiz/reviewRecord.ts';

export interface ReportFilters {
  type?: ReportType;
  country?: string;
  productId?: string;
  /** yyyy-mm-dd: events received from that day (UTC) on. */
  since?: string;
}

export interface OperatorReportEvent {
  eventId: string;
  type: ReportType;
  country: string;
  userId: string | null;
  deviceId: string | null;
  productId: string | null;
  questionId: string | null;
  reason: string | null;
  comment: string;
  reportedAt: string;
  createdAt: string;
  forwardedAt: string | null;
}

function query(filters: ReportFilters): Record<string, string | undefined> {
  return {
    type: filters.type,
    country: filters.country || undefined,
    productId: filters.productId?.trim() || undefined,
    since: filters.since ? `${filters.since}T00:00:00Z` : undefined,
  };
}

export async function listReports(api: ApiClient, filters: ReportFilters): Promise<OperatorReportEvent[]> {
  const reply = await api.request<{ events: OperatorReportEvent[] }>('operator/reports', { query: query(filters), silent: true });
  return reply.events;
}

/** The CSV as text (the server streams it; the bearer token rules out a plain link). */
export async function downloadReportsCsv(api: ApiClient, filters: ReportFilters): Promise<string> {
  const body = await api.request<string | Blob>('operator/reports.csv', { query: query(filters), silent: true });
  return typeof body === 'string' ? body : body.text();
}

/** One question on the question fixer's review list (the shape is src/domain/aiQuiz/reviewRecord.ts). */
export type { ReviewRecord as QuestionReview } from '../../domain/aiQuiz/reviewRecord.ts';

export async function listReviews(api: ApiClient): Promise<QuestionReview[]> {
  return (await api.request<{ reviews: QuestionReview[] }>('operator/reviews', { silent: true })).reviews;
}

export async function downloadReviewsCsv(api: ApiClient): Promise<string> {
  const body = await api.request<string | Blob>('operator/reviews.csv', { silent: true });
  return typeof body === 'string' ? body : body.text();
}

/** Background jobs (the shape is src/domain/jobs/jobOverview.ts): counts per queue and state, the failed and the stuck ones. */
export type { OperatorJobsView, JobState, JobSummary as OperatorJob } from '../../domain/jobs/jobOverview.ts';

export function jobOverview(api: ApiClient): Promise<OperatorJobsView> {
  return api.request<OperatorJobsView>('operator/jobs', { silent: true });
}

export async function retryJob(api: ApiClient, queue: string, jobId: string): Promise<void> {
  await api.request(`operator/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(jobId)}/retry`, { method: 'POST', body: {}, silent: true });
}
