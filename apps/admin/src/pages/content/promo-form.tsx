import {
  DrawerForm,
  ProFormDateTimeRangePicker,
  ProFormGroup,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useI18n } from '../../lib/i18n.tsx';
import { BlockEditor } from './block-editor.tsx';
import { type BlockForm, blocksToForm, formToBlocks } from './blocks.ts';
import type { ContentService, PromoRow } from './service.ts';

interface PromoValues {
  title: string;
  summary: string;
  window: [string, string];
  enabled: boolean;
  popup: boolean;
  body: BlockForm[];
}

/** A date of the range picker (the form's local-time string) as the ISO instant the server takes. */
const instant = (value: string) => dayjs(value).toISOString();

/**
 * The edit drawer of one promotion: texts, time window, enabled and popup, and its detail blocks.
 * The server checks every field and the window (its refusal keeps the drawer open, as worded).
 */
export function PromoEditDrawer(props: {
  row: PromoRow;
  service: ContentService;
  run: (action: () => Promise<unknown>, after?: () => void) => Promise<boolean>;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { row } = props;
  return (
    <DrawerForm<PromoValues>
      title={t('promo.editTitle', { title: row.title })}
      width={720}
      trigger={
        <Button size="small" data-testid={`edit-promo-${row.id}`}>
          {t('promo.edit')}
        </Button>
      }
      initialValues={{
        title: row.title,
        summary: row.summary,
        window: [row.startsAt, row.endsAt],
        enabled: row.enabled,
        popup: row.popup,
        body: blocksToForm(row.body),
      }}
      drawerProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }}
      onFinish={(v) =>
        props.run(
          () =>
            props.service.updatePromo({
              id: row.id,
              title: v.title ?? '',
              summary: v.summary ?? '',
              startsAt: instant(v.window[0]),
              endsAt: instant(v.window[1]),
              enabled: v.enabled,
              popup: v.popup,
              body: formToBlocks(v.body),
            }),
          props.onSaved,
        )
      }
    >
      <ProFormText name="title" label={t('promo.title')} />
      <ProFormTextArea name="summary" label={t('promo.summary')} fieldProps={{ rows: 2 }} />
      <ProFormDateTimeRangePicker name="window" label={t('promo.window')} width="lg" />
      <ProFormGroup>
        <ProFormSwitch name="enabled" label={t('promo.enabled')} width="xs" />
        <ProFormSwitch name="popup" label={t('promo.popup')} width="xs" />
      </ProFormGroup>
      <BlockEditor name="body" label={t('promo.body')} />
    </DrawerForm>
  );
}
