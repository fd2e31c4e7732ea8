import { describe, expect, it } from 'vitest';
import { TECH_DETAIL_ROUTE, TUTORIAL_ROUTES } from '../features/help/lib/help-paths.ts';
import { TUTORIAL_PATHS } from './tutorial-paths.ts';

describe('content routes', () => {
  it('serve every tutorial page the help room shows, and leave leaveMsg to the feedback room', () => {
    expect([...TUTORIAL_PATHS].sort()).toEqual(
      [...TUTORIAL_ROUTES.map((r) => r.route), TECH_DETAIL_ROUTE].sort(),
    );
    expect(TUTORIAL_PATHS).not.toContain('leaveMsg');
  });
});
