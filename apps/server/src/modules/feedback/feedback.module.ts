import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import { createFeedbackRepository } from './feedback.repository.ts';
import { registerFeedbackRoutes } from './feedback.routes.ts';
import { createFeedbackService, type FeedbackService, type FeedbackUploads } from './feedback.service.ts';

export interface FeedbackModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  /** The uploads module's check that images belong to the member. */
  uploads: FeedbackUploads;
  /** The operator audit log (the operators module, registered first). */
  operators: Pick<OperatorsService, 'audit'>;
  now?: (() => Date) | undefined;
}

/** The feedback desk (issue 13): member threads with images, operator replies, audited. */
export function registerFeedback(
  _app: FastifyInstance,
  deps: FeedbackModuleDeps,
): ModuleRegistration<{ feedback: FeedbackService }> {
  const feedback = createFeedbackService({
    db: deps.db,
    repository: createFeedbackRepository(),
    uploads: deps.uploads,
    ...(deps.now ? { now: deps.now } : {}),
  });
  registerFeedbackRoutes(deps.endpoint, { feedback, operators: deps.operators });
  return { services: { feedback }, jobs: [] };
}
