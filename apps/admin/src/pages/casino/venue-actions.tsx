import { ModalForm, ProFormDateTimeRangePicker } from '@ant-design/pro-components';
import { App, Button, Popconfirm, Space } from 'antd';
import dayjs from 'dayjs';
import { useI18n } from '../../lib/i18n.tsx';
import type { CasinoService, VenueRow } from './service.ts';

/** The longest window the server re-pulls at once. */
const PULL_WINDOW_MAX_MS = 24 * 60 * 60 * 1000;

/** "Re-pull records" of a venue over a window (the last hour by default); the counts are shown after. */
function PullForm(props: { venue: VenueRow; service: CasinoService; after(): void }) {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const { venue } = props;
  return (
    <ModalForm<{ window: [number, number] }>
      title={t('venues.pullTitle', { venue: venue.venueName })}
      width={520}
      trigger={<Button size="small">{t('venues.pull')}</Button>}
      dateFormatter="number"
      initialValues={{ window: [dayjs().subtract(1, 'hour'), dayjs()] }}
      modalProps={{ destroyOnHidden: true, okText: t('common.confirm'), cancelText: t('common.cancel') }}
      onFinish={async ({ window }) => {
        try {
          const result = await props.service.pull(
            venue.venue,
            new Date(window[0]).toISOString(),
            new Date(window[1]).toISOString(),
          );
          modal.success({
            title: t('venues.pullTitle', { venue: venue.venueName }),
            content: t('venues.pullResult', result),
            okText: t('common.confirm'),
          });
          props.after();
          return true;
        } catch (caught) {
          message.error(caught instanceof Error ? caught.message : String(caught));
          return false;
        }
      }}
    >
      <ProFormDateTimeRangePicker
        name="window"
        label={t('venues.pullWindow')}
        rules={[
          { required: true, message: t('venues.pullWindow') },
          {
            validator: async (_, value?: [unknown, unknown]) => {
              if (!value) return;
              const span = dayjs(value[1] as never).valueOf() - dayjs(value[0] as never).valueOf();
              if (span <= 0 || span > PULL_WINDOW_MAX_MS) throw new Error(t('venues.pullWindow'));
            },
          },
        ]}
      />
    </ModalForm>
  );
}

/** A venue's actions: maintenance on or off (confirmed), and re-pulling its bet records. */
export function VenueActions(props: {
  venue: VenueRow;
  service: CasinoService;
  run(action: () => Promise<unknown>, after?: () => void): Promise<boolean>;
  after(): void;
}) {
  const { t } = useI18n();
  const { venue, service } = props;
  const on = !venue.maintenance;
  return (
    <Space size={4}>
      <Popconfirm
        title={t(on ? 'venues.confirmMaintenanceOn' : 'venues.confirmMaintenanceOff', {
          venue: venue.venueName,
        })}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={() => props.run(() => service.setMaintenance(venue.venue, on), props.after)}
      >
        <Button size="small" danger={on}>
          {t(on ? 'venues.maintenanceOn' : 'venues.maintenanceOff')}
        </Button>
      </Popconfirm>
      <PullForm venue={venue} service={service} after={props.after} />
    </Space>
  );
}
