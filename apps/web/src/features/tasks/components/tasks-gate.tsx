import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StateBlock } from '../../../components/state-block.tsx';
import { brand } from '../../../config/brand.ts';
import { TASKS_FEATURE_ID } from '../lib/task-constants.ts';

/** A brand without the task centre (TASKS_FEATURE_ID) shows a notice instead of its pages. */
export function TasksGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (!brand.enabledFeatureIds.includes(TASKS_FEATURE_ID)) {
    return <StateBlock tone="empty" message={t('tasks.disabled')} />;
  }
  return children;
}
