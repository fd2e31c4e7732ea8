import { ProCard, ProDescriptions, ProForm, ProFormText } from '@ant-design/pro-components';
import { Alert, Space, Spin, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { type BrandSettings, systemService } from './service.ts';

const FIELDS = [
  { name: 'siteName', max: 20 },
  { name: 'shortName', max: 8 },
  { name: 'slogan', max: 40 },
] as const;
type Field = (typeof FIELDS)[number]['name'];
type Values = Partial<Record<Field, string>>;

/** The form's values: the operator's own texts; an empty field shows the default as its placeholder. */
function valuesOf(settings: BrandSettings): Values {
  const values: Values = {};
  for (const { name } of FIELDS) if (settings.custom[name]) values[name] = settings.identity[name];
  return values;
}

/**
 * The brand's settings (issue 24, decision 0081): its name, short name and slogan as members see
 * them, each either the operators' text or the registry's default (an empty field puts the
 * default back). Admins change them, content reads; the site config serves them at once. The
 * customer-service link and the games shown have their own screens, linked here.
 */
export default function BrandPage() {
  const { client, siteCode, access } = useConsole();
  const { t } = useI18n();
  const run = useAction();
  const service = useMemo(() => systemService(client), [client]);
  const [settings, setSettings] = useState<BrandSettings>();
  const load = useCallback(
    () => void service.brandSettings().then(setSettings, () => undefined),
    // the client carries the brand: a switch of brand builds a new one and loads its settings
    [service],
  );
  useEffect(load, [load]);
  const editable = access['brand.edit'];
  const save = (values: Values) =>
    run(
      () =>
        service.saveBrandSettings({
          siteName: values.siteName?.trim() || null,
          shortName: values.shortName?.trim() || null,
          slogan: values.slogan?.trim() || null,
        }),
      load,
    );
  if (!settings) return <Spin />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ProCard title={t('brand.shown')} bordered>
        <ProDescriptions column={1} data-testid="brand-shown">
          {FIELDS.map(({ name }) => (
            <ProDescriptions.Item key={name} label={t(`brand.${name}`)}>
              <span data-testid={`brand-shown-${name}`}>{settings.identity[name]}</span>
              {settings.custom[name] ? (
                <Tag color="blue" style={{ marginInlineStart: 8 }}>
                  {t('brand.custom')}
                </Tag>
              ) : (
                <Tag style={{ marginInlineStart: 8 }}>{t('brand.default')}</Tag>
              )}
            </ProDescriptions.Item>
          ))}
          {settings.updatedAt ? (
            <ProDescriptions.Item label={t('brand.updatedAt')} valueType="dateTime">
              {settings.updatedAt}
            </ProDescriptions.Item>
          ) : null}
        </ProDescriptions>
      </ProCard>
      <ProCard title={t('brand.edit')} bordered>
        {editable ? null : (
          <Alert type="info" showIcon message={t('brand.readOnly')} style={{ marginBottom: 16 }} />
        )}
        <ProForm<Values>
          key={`${siteCode}:${settings.updatedAt ?? ''}`}
          initialValues={valuesOf(settings)}
          disabled={!editable}
          submitter={
            editable ? { searchConfig: { submitText: t('brand.save') }, resetButtonProps: false } : false
          }
          onFinish={save}
        >
          {FIELDS.map(({ name, max }) => (
            <ProFormText
              key={name}
              name={name}
              label={t(`brand.${name}`)}
              placeholder={settings.defaults[name]}
              extra={t('brand.defaultHint', { text: settings.defaults[name] })}
              fieldProps={{ maxLength: max, showCount: true, 'aria-label': t(`brand.${name}`) }}
              width="lg"
            />
          ))}
        </ProForm>
      </ProCard>
      <ProCard title={t('brand.elsewhere')} bordered>
        <ul className="brand-elsewhere">
          <li>
            {t('brand.customerService')}
            {access['desk.supervise'] ? <Link to="/service-desk">{t('brand.openDesk')}</Link> : null}
          </li>
          <li>
            {t('brand.games')}
            {access['games.view'] ? <Link to="/casino/games">{t('brand.openGames')}</Link> : null}
          </li>
        </ul>
      </ProCard>
    </Space>
  );
}
