import { Button, Popconfirm } from 'antd';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * "Reset to default": asks first, then removes the brand's own setting (the catalogue's applies).
 * Off when the brand already runs the default (nothing to remove).
 */
export function ResetButton(props: {
  title: string;
  testId: string;
  atDefault: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useI18n();
  return (
    <Popconfirm
      title={props.title}
      description={t('tasks.resetHelp')}
      okText={t('tasks.reset')}
      cancelText={t('common.cancel')}
      onConfirm={props.onConfirm}
      disabled={props.atDefault}
    >
      <Button size="small" danger disabled={props.atDefault} data-testid={props.testId}>
        {t('tasks.reset')}
      </Button>
    </Popconfirm>
  );
}
