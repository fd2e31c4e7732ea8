import type { FastifyInstance } from 'fastify';
import type { LiveDealer } from './modules/live-tables/live-dealer.service.ts';
import type { Database } from './platform/db/client.ts';
import type { JobAlerts } from './platform/jobs/job-alerts.ts';
import { createScheduler, type Job, type Scheduler } from './platform/jobs/scheduler.ts';

export interface ScheduleJobsDeps {
  database: Database;
  alerts: JobAlerts;
  jobs: readonly Job[];
  dealer: LiveDealer;
  /** config.jobs: tests drive the jobs by hand. */
  enabled: boolean;
}

/**
 * The background work of an instance: the scheduler's jobs and the live dealer, started once the
 * app is ready and stopped when it closes, each waiting for its current iteration. The database
 * pool outlives them: main.ts ends it only after `app.close()` (issue 27, decision 0051).
 */
export function scheduleJobs(app: FastifyInstance, deps: ScheduleJobsDeps): Scheduler {
  const scheduler = createScheduler(deps.database, app.log, { alerts: deps.alerts });
  if (deps.enabled) {
    app.addHook('onReady', async () => {
      scheduler.start(deps.jobs);
      deps.dealer.start();
    });
  }
  app.addHook('onClose', async () => {
    await deps.dealer.stop();
    await scheduler.stop();
  });
  return scheduler;
}
