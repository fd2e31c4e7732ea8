import {
  ModalForm,
  ProForm,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  ProFormTimePicker,
} from '@ant-design/pro-components';
import type { DeskSettings } from '@houseline/shared/api/contract/service-desk';
import { Button, Card, Col, DatePicker, Row, Space, Spin, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { DeskService } from './service.ts';

const TIME = 'HH:mm';
const toTime = (minute: number) =>
  dayjs()
    .startOf('day')
    .add(minute === 1440 ? 1439 : minute, 'minute');
/** Minutes of the day from the picker's value (a Dayjs, or the form's "HH:mm[:ss]" string). */
export function toMinute(value: Dayjs | string | undefined, fallback: number): number {
  if (!value) return fallback;
  if (typeof value !== 'string') return value.isValid() ? value.hour() * 60 + value.minute() : fallback;
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : fallback;
}
/** The brand's UTC offsets an operator picks from (minutes). */
const OFFSETS = [-300, 0, 60, 180, 330, 420, 480, 540];

interface SettingsForm {
  kind: 'builtin' | 'external';
  externalUrl: string;
  opens: Dayjs;
  closes: Dayjs;
  allDay: 'yes' | 'no';
  utcOffsetMinutes: number;
  welcomeText: string;
  quickQuestions: string[];
}

/**
 * The brand's desk settings (issue 26): built-in or an external desk, service hours at the brand's
 * offset (outside them a chat becomes a ticket), the welcome text and quick questions; and the
 * brand's canned replies. A supervisor's screen; the server checks the permission and audits.
 */
export function DeskSettingsPanel({ desk }: { desk: DeskService }) {
  const { t } = useI18n();
  const run = useAction();
  const [settings, setSettings] = useState<DeskSettings | null>(null);
  const load = useCallback(() => void desk.settings().then(setSettings, () => undefined), [desk]);
  useEffect(load, [load]);
  if (!settings) return <Spin />;
  const allDay = settings.opensAtMinute === 0 && settings.closesAtMinute >= 1440;
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Card size="small" title={t('desk.settings')}>
          <ProForm<SettingsForm>
            initialValues={{
              kind: settings.kind,
              externalUrl: settings.externalUrl,
              allDay: allDay ? 'yes' : 'no',
              opens: toTime(settings.opensAtMinute),
              closes: toTime(settings.closesAtMinute),
              utcOffsetMinutes: settings.utcOffsetMinutes,
              welcomeText: settings.welcomeText,
              quickQuestions: settings.quickQuestions,
            }}
            submitter={{ searchConfig: { submitText: t('common.save') }, resetButtonProps: false }}
            onFinish={async (v) => {
              const whole = v.allDay === 'yes';
              return run(
                () =>
                  desk.saveSettings({
                    kind: v.kind,
                    externalUrl: v.externalUrl ?? '',
                    opensAtMinute: whole ? 0 : toMinute(v.opens, settings.opensAtMinute),
                    closesAtMinute: whole ? 1440 : toMinute(v.closes, settings.closesAtMinute),
                    utcOffsetMinutes: v.utcOffsetMinutes,
                    welcomeText: v.welcomeText ?? '',
                    quickQuestions: v.quickQuestions ?? [],
                  }),
                load,
              );
            }}
          >
            <ProFormRadio.Group
              name="kind"
              label={t('desk.kind')}
              options={[
                { label: t('desk.kind.builtin'), value: 'builtin' },
                { label: t('desk.kind.external'), value: 'external' },
              ]}
            />
            <ProFormDependency name={['kind']}>
              {({ kind }) =>
                kind === 'external' ? (
                  <ProFormText name="externalUrl" label={t('desk.externalUrl')} placeholder="https://" />
                ) : null
              }
            </ProFormDependency>
            <ProFormRadio.Group
              name="allDay"
              label={t('desk.hours')}
              options={[
                { label: t('desk.hours.allDay'), value: 'yes' },
                { label: t('desk.hours.window'), value: 'no' },
              ]}
            />
            <ProFormDependency name={['allDay']}>
              {({ allDay: whole }) =>
                whole === 'no' ? (
                  <Space>
                    <ProFormTimePicker name="opens" label={t('desk.opensAt')} fieldProps={{ format: TIME }} />
                    <ProFormTimePicker
                      name="closes"
                      label={t('desk.closesAt')}
                      fieldProps={{ format: TIME }}
                    />
                  </Space>
                ) : null
              }
            </ProFormDependency>
            <ProFormSelect
              name="utcOffsetMinutes"
              label={t('desk.utcOffset')}
              options={OFFSETS.map((m) => ({
                value: m,
                label: `UTC${m >= 0 ? '+' : '-'}${Math.floor(Math.abs(m) / 60)}${m % 60 ? `:${Math.abs(m % 60)}` : ''}`,
              }))}
            />
            <ProFormTextArea name="welcomeText" label={t('desk.welcomeText')} fieldProps={{ rows: 3 }} />
            <ProFormSelect
              name="quickQuestions"
              label={t('desk.quickQuestions')}
              mode="tags"
              placeholder={t('desk.quickQuestionsHint')}
            />
          </ProForm>
          <p>{settings.open ? t('desk.openNow') : t('desk.closedNow')}</p>
        </Card>
      </Col>
      <Col span={12}>
        <CannedReplies desk={desk} />
      </Col>
    </Row>
  );
}

function CannedReplies({ desk }: { desk: DeskService }) {
  const { t } = useI18n();
  const run = useAction();
  const [rows, setRows] = useState<Awaited<ReturnType<DeskService['canned']>>>([]);
  const load = useCallback(() => void desk.canned().then(setRows, () => undefined), [desk]);
  useEffect(load, [load]);
  return (
    <Card
      size="small"
      title={t('desk.canned')}
      extra={
        <ModalForm<{ title: string; text: string }>
          title={t('desk.cannedAdd')}
          width={480}
          trigger={<Button type="primary">{t('desk.cannedAdd')}</Button>}
          modalProps={{ destroyOnHidden: true, okText: t('common.confirm'), cancelText: t('common.cancel') }}
          onFinish={(v) => run(() => desk.saveCanned({ title: v.title ?? '', text: v.text ?? '' }), load)}
        >
          <ProFormText name="title" label={t('desk.cannedTitle')} />
          <ProFormTextArea name="text" label={t('desk.cannedText')} fieldProps={{ rows: 4 }} />
        </ModalForm>
      }
    >
      <Table
        size="small"
        rowKey="id"
        dataSource={rows}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: t('desk.cannedTitle'), dataIndex: 'title', width: 160 },
          { title: t('desk.cannedText'), dataIndex: 'text', ellipsis: true },
        ]}
      />
    </Card>
  );
}

const seconds = (value: number | null) => (value === null ? '-' : `${Math.round(value)}s`);
const rating = (value: number | null) => (value === null ? '-' : value.toFixed(2));

/** The brand's desk for one day (issue 26): conversations, first response, resolution, missed, ratings, per agent. */
export function DeskReport({ desk }: { desk: DeskService }) {
  const { t } = useI18n();
  const [day, setDay] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [report, setReport] = useState<Awaited<ReturnType<DeskService['report']>> | null>(null);
  useEffect(() => {
    setReport(null);
    void desk.report(day).then(setReport, () => undefined);
  }, [desk, day]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <DatePicker
        aria-label={t('desk.reportDay')}
        allowClear={false}
        value={dayjs(day)}
        onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
      />
      {report ? (
        <>
          <Row gutter={12}>
            <Col span={4}>
              <Statistic title={t('desk.report.conversations')} value={report.conversations} />
            </Col>
            <Col span={4}>
              <Statistic title={t('desk.report.firstP50')} value={seconds(report.firstResponseP50Seconds)} />
            </Col>
            <Col span={4}>
              <Statistic title={t('desk.report.firstP90')} value={seconds(report.firstResponseP90Seconds)} />
            </Col>
            <Col span={4}>
              <Statistic title={t('desk.report.resolution')} value={seconds(report.resolutionAvgSeconds)} />
            </Col>
            <Col span={4}>
              <Statistic title={t('desk.report.missed')} value={report.missed} />
            </Col>
            <Col span={4}>
              <Statistic
                title={t('desk.report.rating')}
                value={`${rating(report.ratingAvg)} (${report.ratingsCount})`}
              />
            </Col>
          </Row>
          <Table
            size="small"
            rowKey="operatorId"
            dataSource={report.agents}
            pagination={false}
            columns={[
              { title: t('desk.agents'), dataIndex: 'name' },
              { title: t('desk.report.conversations'), dataIndex: 'conversations' },
              { title: t('desk.report.firstP50'), render: (_, a) => seconds(a.firstResponseP50Seconds) },
              { title: t('desk.report.firstP90'), render: (_, a) => seconds(a.firstResponseP90Seconds) },
              { title: t('desk.report.resolution'), render: (_, a) => seconds(a.resolutionAvgSeconds) },
              { title: t('desk.report.missed'), dataIndex: 'missed' },
              {
                title: t('desk.report.rating'),
                render: (_, a) => `${rating(a.ratingAvg)} (${a.ratingsCount})`,
              },
            ]}
          />
        </>
      ) : (
        <Spin />
      )}
    </Space>
  );
}
