import { Badge, Card, Col, InputNumber, List, Row, Segmented, Select, Space, Table, Tabs, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useConsole } from '../../lib/console-context.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { MessageKey } from '../../locales/zh-CN.ts';
import { ChatPane } from './chat-pane.tsx';
import { DeskReport, DeskSettingsPanel } from './desk-admin.tsx';
import { PlayerCard } from './player-card.tsx';
import { type DeskItem, deskService } from './service.ts';

type Scope = 'mine' | 'queue' | 'tickets' | 'closed';
const REFRESH_MS = 3000;

/**
 * The agent desk (issue 26): one's status and capacity, the conversation lists with unread counts
 * and waits, the chat pane with canned replies and notes, the player card; the supervisor's view.
 */
export default function ServiceDeskPage() {
  const { client, access } = useConsole();
  const { t } = useI18n();
  const desk = useMemo(() => deskService(client), [client]);
  const [scope, setScope] = useState<Scope>('mine');
  const [list, setList] = useState<DeskItem[]>([]);
  const [me, setMe] = useState<{ status: string; capacity: number; activeCount: number } | null>(null);
  const [selected, setSelected] = useState<DeskItem | null>(null);
  const [capacity, setCapacity] = useState(5);

  const refresh = useCallback(async () => {
    const page = await desk.list(scope).catch(() => null);
    if (!page) return;
    setList(page.list);
    setMe(page.me);
    setSelected((s) => (s ? (page.list.find((c) => c.id === s.id) ?? s) : s));
  }, [desk, scope]);
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const setStatus = async (status: 'online' | 'away' | 'offline') => {
    const agent = await desk.setAgent({ status, capacity });
    setMe(agent);
    void refresh();
  };

  const desktop = (
    <Row gutter={12}>
      <Col span={6}>
        <Card size="small" title={t('desk.status')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Segmented
              aria-label={t('desk.status')}
              value={me?.status ?? 'offline'}
              options={[
                { label: t('desk.online'), value: 'online' },
                { label: t('desk.away'), value: 'away' },
                { label: t('desk.offline'), value: 'offline' },
              ]}
              onChange={(v) => void setStatus(v as 'online' | 'away' | 'offline')}
            />
            <Space>
              {t('desk.capacity')}
              <InputNumber min={1} max={20} value={capacity} onChange={(v) => setCapacity(Number(v ?? 5))} />
              <Tag>
                {t('desk.load')} {me?.activeCount ?? 0}/{me?.capacity ?? capacity}
              </Tag>
            </Space>
          </Space>
        </Card>
        <Card size="small" style={{ marginTop: 12 }}>
          <Select
            style={{ width: '100%', marginBottom: 8 }}
            value={scope}
            onChange={(v) => setScope(v)}
            options={(['mine', 'queue', 'tickets', 'closed'] as const).map((s) => ({
              value: s,
              label: t(`desk.${s}`),
            }))}
          />
          <List
            size="small"
            dataSource={list}
            renderItem={(c) => (
              <List.Item
                onClick={() => setSelected(c)}
                style={{ cursor: 'pointer', background: selected?.id === c.id ? '#e6f4ff' : undefined }}
                data-conversation={c.id}
              >
                <List.Item.Meta
                  title={
                    <Space>
                      <span>{c.username}</span>
                      <Badge count={c.unread} size="small" title={t('desk.unread')} />
                      <Tag>{t(`desk.skill.${c.skill}` as MessageKey)}</Tag>
                    </Space>
                  }
                  description={`${c.excerpt} · ${t('desk.wait')} ${c.waitSeconds}s`}
                />
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col span={11}>
        {selected ? (
          <ChatPane
            key={selected.id}
            desk={desk}
            conversation={selected}
            onChanged={() => void refresh()}
            onClaimed={(claimed) => {
              // The claimed chat is the agent's now: it moves to their list, still open in the pane.
              setSelected((s) => (s?.id === claimed.id ? { ...s, ...claimed } : s));
              setScope('mine');
            }}
          />
        ) : (
          <Card>{t('desk.empty')}</Card>
        )}
      </Col>
      <Col span={7}>{selected ? <PlayerCard key={selected.id} desk={desk} id={selected.id} /> : null}</Col>
    </Row>
  );
  if (!access['desk.supervise']) return desktop;
  return (
    <Tabs
      items={[
        { key: 'desk', label: t('menu.serviceDesk'), children: desktop },
        { key: 'supervise', label: t('desk.supervise'), children: <Supervise desk={desk} /> },
        { key: 'settings', label: t('desk.settings'), children: <DeskSettingsPanel desk={desk} /> },
        { key: 'report', label: t('desk.reportTab'), children: <DeskReport desk={desk} /> },
      ]}
    />
  );
}

function Supervise({ desk }: { desk: ReturnType<typeof deskService> }) {
  const { t } = useI18n();
  const [data, setData] = useState<Awaited<ReturnType<typeof desk.supervise>> | null>(null);
  useEffect(() => {
    const load = () => void desk.supervise().then(setData, () => undefined);
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [desk]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Tag>
          {t('desk.queue')} {data?.queued ?? 0}
        </Tag>
        <Tag>
          {t('desk.longestWait')} {data?.longestWaitSeconds ?? 0}
        </Tag>
      </Space>
      <Table
        size="small"
        rowKey="operatorId"
        dataSource={data?.agents ?? []}
        pagination={false}
        columns={[
          { title: t('desk.agents'), dataIndex: 'name' },
          { title: t('desk.status'), render: (_, a) => t(`desk.${a.status}` as MessageKey) },
          { title: t('desk.load'), render: (_, a) => `${a.activeCount}/${a.capacity}` },
        ]}
      />
      <Table
        size="small"
        rowKey="id"
        dataSource={data?.live ?? []}
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: t('desk.player'), dataIndex: 'username' },
          { title: t('desk.status'), render: (_, c) => t(`desk.state.${c.status}` as MessageKey) },
          { title: t('desk.agents'), render: (_, c) => c.agent?.name ?? '-' },
          { title: t('desk.wait'), dataIndex: 'waitSeconds' },
        ]}
      />
    </Space>
  );
}
