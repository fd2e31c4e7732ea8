import type { Job } from './jobs/scheduler.ts';

/**
 * What a module's `register<Domain>(app, deps)` returns: the services it built (for the modules
 * registered after it, and for tests through `app.services`) and its background jobs, which
 * app.ts hands to the scheduler.
 */
export interface ModuleRegistration<Services> {
  services: Services;
  jobs: Job[];
}
