import { ModalForm, ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useI18n } from '../../lib/i18n.tsx';
import { ArtworkPicker } from './artwork-picker.tsx';
import type { ArtworkRow, BannerRow, ContentService } from './service.ts';

interface BannerValues {
  title: string;
  subtitle: string;
  imageUrl: string;
  link: string;
  sort: number;
  enabled: boolean;
}

/**
 * A banner's form — new (no row) or edit: texts, artwork, where it leads, order and whether members
 * see it. The server checks every field and the artwork (its refusal keeps the form open, as worded).
 */
export function BannerForm(props: {
  row?: BannerRow;
  images: readonly string[];
  /** The brand's uploaded artwork, newest first. */
  uploaded: readonly ArtworkRow[];
  /** After an upload: the library is read again (the new artwork is already selected). */
  onUploaded: () => void;
  nextSort: number;
  service: ContentService;
  run: (action: () => Promise<unknown>, after?: () => void) => Promise<boolean>;
  onSaved: () => void;
  trigger: React.JSX.Element;
}) {
  const { t } = useI18n();
  const { row } = props;
  return (
    <ModalForm<BannerValues>
      title={row ? t('home.bannerEditTitle', { title: row.title }) : t('home.bannerNewTitle')}
      width={620}
      trigger={props.trigger}
      initialValues={
        row
          ? {
              title: row.title,
              subtitle: row.subtitle,
              imageUrl: row.imageUrl,
              link: row.link,
              sort: row.sort,
              enabled: row.enabled,
            }
          : {
              subtitle: '',
              link: '',
              sort: props.nextSort,
              enabled: true,
              imageUrl: props.uploaded[0]?.url ?? props.images[0],
            }
      }
      modalProps={{
        destroyOnHidden: true,
        closable: false,
        okText: t('common.save'),
        cancelText: t('common.cancel'),
      }}
      onFinish={(v) =>
        props.run(
          () =>
            props.service.saveBanner({
              ...(row ? { id: row.id } : {}),
              title: v.title ?? '',
              subtitle: v.subtitle ?? '',
              imageUrl: v.imageUrl ?? '',
              link: v.link ?? '',
              sort: v.sort ?? 0,
              enabled: v.enabled ?? true,
            }),
          props.onSaved,
        )
      }
    >
      {/* Lengths and formats are the server's to check: its Chinese message is what the operator reads. */}
      <ProFormText
        name="title"
        label={t('home.title')}
        fieldProps={{ 'data-testid': 'banner-title' } as object}
      />
      <ProFormText name="subtitle" label={t('home.subtitle')} />
      <ArtworkPicker
        images={props.images}
        uploaded={props.uploaded}
        service={props.service}
        onUploaded={props.onUploaded}
      />
      <ProFormText
        name="link"
        label={t('home.link')}
        extra={t('home.linkHelp')}
        placeholder="/activity/list"
      />
      <ProFormDigit name="sort" label={t('home.sort')} extra={t('home.sortHelp')} min={0} max={999} />
      <ProFormSwitch name="enabled" label={t('home.enabled')} />
    </ModalForm>
  );
}

/** The button that opens the form (a plain element: the form clones it with its click handler). */
export function bannerFormTrigger(label: string, testId: string, primary = false) {
  return (
    <Button size={primary ? 'middle' : 'small'} type={primary ? 'primary' : 'default'} data-testid={testId}>
      {label}
    </Button>
  );
}
