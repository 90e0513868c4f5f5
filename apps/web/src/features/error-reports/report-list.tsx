import type { ErrorReport, ErrorReportFrame } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button/button.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { errorReportKeys, fetchErrorReports } from './error-reports-api.ts';
import { useErrorReportsSession } from './error-reports-session.ts';

const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'medium' });
const PROJECT_NAMES: Record<ErrorReport['project'], string> = { web: 'Site', api: 'API' };

/** A 401 (session over) or 403 (role taken away) ends the session: the sign-in shows again. */
export function endsSession(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return 'Your session has ended. Sign in again.';
  if (error.status === 403) return 'This account cannot read error reports.';
  return null;
}

export function ReportList({ token }: { token: string }) {
  const signOut = useErrorReportsSession((s) => s.signOut);
  const reports = useQuery({
    queryKey: errorReportKeys.all,
    queryFn: ({ signal }) => fetchErrorReports(token, signal),
    retry: false,
  });
  useEffect(() => {
    const reason = endsSession(reports.error);
    if (reason) signOut(reason);
  }, [reports.error, signOut]);

  if (reports.isPending) return <Spinner label="Loading the error reports" />;
  if (reports.isError) {
    return (
      <div role="alert" className="error-reports__failure">
        <p>The error reports could not be loaded.</p>
        <Button variant="secondary" onClick={() => void reports.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <section className="error-reports" aria-labelledby="error-reports-heading">
      <div className="error-reports__bar">
        <h2 id="error-reports-heading">{reports.data.length === 1 ? '1 error' : `${reports.data.length} errors`}</h2>
        <Button variant="secondary" onClick={() => void reports.refetch()} disabled={reports.isFetching}>
          {reports.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {reports.data.length === 0 ? (
        <p>No errors have been reported.</p>
      ) : (
        <ol className="error-reports__list">
          {reports.data.map((report) => (
            <li key={report.id}>
              <Report report={report} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Report({ report }: { report: ErrorReport }) {
  const headingId = `error-report-${report.id}`;
  return (
    <article className="error-report" aria-labelledby={headingId}>
      <h3 id={headingId} className="error-report__message">
        {report.type ? `${report.type}: ` : ''}
        {report.message}
      </h3>
      <dl className="error-report__facts">
        <Fact term="Seen">{report.count === 1 ? 'once' : `${report.count} times`}</Fact>
        <Fact term="Last seen">{when.format(new Date(report.lastSeenAt))}</Fact>
        <Fact term="From">{PROJECT_NAMES[report.project]}</Fact>
        <Fact term="Release">{report.release ?? 'not given'}</Fact>
        <Fact term="Environment">{report.environment ?? 'not given'}</Fact>
        <Fact term="URL">{report.url ?? 'not given'}</Fact>
        <Fact term="User agent">{report.userAgent ?? 'not given'}</Fact>
      </dl>
      {report.frames.length === 0 ? (
        <p className="error-report__no-stack">No stack trace was sent.</p>
      ) : (
        <details className="error-report__stack">
          <summary>Stack trace ({report.frames.length === 1 ? '1 frame' : `${report.frames.length} frames`})</summary>
          <ol>
            {report.frames.map((frame, index) => (
              <li key={index}>
                <Frame frame={frame} />
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="error-report__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const position = (file: string | null, line: number | null, column: number | null) =>
  `${file ?? '(unknown file)'}${line === null ? '' : `:${line}`}${column === null ? '' : `:${column}`}`;

/** Where the source map puts the frame, with the built location beneath it; or the location as sent. */
function Frame({ frame }: { frame: ErrorReportFrame }) {
  const { original } = frame;
  const name = original?.function ?? frame.function ?? '(anonymous)';
  return (
    <code className="error-report__frame">
      <span className="error-report__function">{name}</span>{' '}
      <span>
        {original
          ? position(original.file, original.line, original.column)
          : position(frame.file, frame.line, frame.column)}
      </span>
      {original && <span className="error-report__built">built: {position(frame.file, frame.line, frame.column)}</span>}
    </code>
  );
}
