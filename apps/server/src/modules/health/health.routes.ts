import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { HealthService } from './health.service.ts';

export function registerHealthRoutes(endpoint: EndpointRegistrar, health: HealthService): void {
  endpoint('health', async () => health.check());
}
