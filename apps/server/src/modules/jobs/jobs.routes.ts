import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { JobAlertRow, JobAlerts } from '../../platform/jobs/job-alerts.ts';
import type { BooksAuditService } from '../ledger/books-audit.service.ts';
import type { Operator, OperatorsService } from '../operators/operators.service.ts';

function presentAlert(row: JobAlertRow) {
  return {
    id: row.id.toString(),
    job: row.job,
    subject: row.subject,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** Operator endpoints of the background jobs: their alerts, and the books audit on demand. */
export function registerJobsRoutes(
  endpoint: EndpointRegistrar,
  deps: { alerts: JobAlerts; booksAudit: BooksAuditService; operators: OperatorsService },
): void {
  const { alerts, booksAudit, operators } = deps;

  endpoint('adminJobAlerts', async (_request, input) => {
    const { rows, total } = await alerts.list(input);
    return { list: rows.map(presentAlert), total };
  });

  endpoint('adminJobAlertResolve', async (request, input) => {
    const operator = request.operator as Operator;
    const row = await alerts.resolve(BigInt(input.id), (tx) =>
      operators.audit(operator, request.siteCode, 'job.alert.resolve', input.id, {}, tx),
    );
    if (!row) throw new AppError('ORDER_STATE');
    return presentAlert(row);
  });

  endpoint('adminBooksAudit', async (request) => {
    const report = await booksAudit.run();
    await operators.audit(request.operator as Operator, request.siteCode, 'books.audit', 'books', {
      problems: report.problems.length,
    });
    return { ...report, checkedAt: new Date().toISOString() };
  });
}
