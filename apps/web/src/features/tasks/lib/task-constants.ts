/**
 * Contract values the task pages use at run time, mirrored here because their shared modules also
 * define zod schemas (see config/contract-constants.ts for why). `satisfies` ties each mirror to
 * the contract's literal type, so a drift fails `tsc`.
 */
type TasksContract = typeof import('@houseline/shared/api/contract/tasks');
type BrandTypes = typeof import('@houseline/shared/brands/types');

export const TASK_GROUP_IDS = ['newbie', 'daily', 'weekly'] as const satisfies TasksContract['TASK_GROUPS'];

/** FEATURE.tasks of the brand registry. */
export const TASKS_FEATURE_ID = 102 as const satisfies BrandTypes['FEATURE']['tasks'];
