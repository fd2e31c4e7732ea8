import { Button, Card, Checkbox, Input, Select, Space, Tag, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { downloadCsv } from '../../lib/csv.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { MessageKey } from '../../locales/zh-CN.ts';
import type { DeskItem, DeskMessageRow, DeskService } from './service.ts';

const WAIT_MS = 8000;

/** One image of the chat, read through the operator API and shown from an object URL. */
function ChatImage({ desk, id }: { desk: DeskService; id: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let next: string | null = null;
    let alive = true;
    void desk.imageBlob(id).then(
      (blob) => {
        if (!alive) return;
        next = URL.createObjectURL(blob);
        setUrl(next);
      },
      () => undefined,
    );
    return () => {
      alive = false;
      if (next) URL.revokeObjectURL(next);
    };
  }, [desk, id]);
  return url ? (
    <img src={url} alt="" style={{ display: 'block', maxWidth: 200, maxHeight: 200, borderRadius: 6 }} />
  ) : (
    <span style={{ display: 'block', width: 120, height: 80 }} />
  );
}

/** One conversation: its messages (long poll after the last seq held), reply, canned replies, notes. */
export function ChatPane({
  desk,
  conversation,
  onChanged,
  onClaimed,
}: {
  desk: DeskService;
  conversation: DeskItem;
  onChanged: () => void;
  /** The agent took this queued chat or ticket: it is theirs now (the "mine" list). */
  onClaimed: (claimed: Awaited<ReturnType<DeskService['claim']>>) => void;
}) {
  const { t } = useI18n();
  const [messages, setMessages] = useState<DeskMessageRow[]>([]);
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');
  const [note, setNote] = useState(false);
  const [canned, setCanned] = useState<{ id: string; title: string; text: string }[]>([]);
  const [transferTo, setTransferTo] = useState<string | undefined>();
  const last = useRef(0);
  const log = useRef<HTMLDivElement>(null);
  const id = conversation.id;
  // Each new message scrolls the log to the newest.
  const count = messages.length;
  useEffect(() => {
    if (log.current && count > 0) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);

  useEffect(() => {
    let alive = true;
    last.current = 0;
    setMessages([]);
    void desk.canned().then(setCanned, () => undefined);
    const loop = async () => {
      while (alive) {
        const page = await desk
          .messages(id, last.current, last.current === 0 ? 0 : WAIT_MS)
          .catch(() => null);
        if (!alive) return;
        if (!page) {
          await new Promise((r) => setTimeout(r, 1500));
          continue;
        }
        setTyping(page.typing);
        const fresh = page.messages.filter((m) => m.seq > last.current).sort((a, b) => a.seq - b.seq);
        const next: DeskMessageRow[] = [];
        for (const m of fresh) if (m.seq === last.current + 1 + next.length) next.push(m);
        if (next.length) {
          last.current = next.at(-1)!.seq;
          setMessages((held) => [...held, ...next]);
        }
      }
    };
    void loop();
    return () => {
      alive = false;
    };
  }, [desk, id]);

  const send = async (body: string, image?: string) => {
    if (!body.trim() && !image) return;
    await desk.send(id, body.trim(), note, image);
    setText('');
    onChanged();
  };
  const sendImage = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    const { image } = await desk.image(id, btoa(binary));
    await send('', image);
  };
  const holds = conversation.status === 'assigned';
  return (
    <Card
      size="small"
      title={`${conversation.username} · ${t(`desk.skill.${conversation.skill}` as MessageKey)}`}
      extra={
        <Space>
          {conversation.status === 'queued' || conversation.status === 'ticket' ? (
            <Button type="primary" onClick={() => void desk.claim(id).then(onClaimed)}>
              {t('desk.claim')}
            </Button>
          ) : null}
          <Button onClick={() => void desk.export(id).then((e) => downloadCsv(e.filename, e.body))}>
            {t('desk.export')}
          </Button>
          {holds ? (
            <Button danger onClick={() => void desk.close(id).then(onChanged)}>
              {t('desk.close')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <div
        style={{ height: 420, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 6 }}
        role="log"
        ref={log}
      >
        {messages.map((m) => (
          <div
            key={m.seq}
            data-seq={m.seq}
            style={{
              alignSelf: m.author === 'member' ? 'flex-start' : m.author === 'system' ? 'center' : 'flex-end',
              background: m.author === 'note' ? '#fffbe6' : m.author === 'member' ? '#f5f5f5' : '#e6f4ff',
              padding: '6px 10px',
              borderRadius: 8,
              maxWidth: '80%',
              color: m.author === 'system' ? '#888' : undefined,
            }}
          >
            {m.author === 'note' ? <Tag color="gold">{t('desk.note')}</Tag> : null}
            {m.text}
            {m.image ? <ChatImage desk={desk} id={m.image} /> : null}
          </div>
        ))}
      </div>
      {typing ? <div style={{ color: '#888' }}>{t('desk.typing')}</div> : null}
      {holds ? (
        <Space direction="vertical" style={{ width: '100%', marginTop: 8 }}>
          <Space wrap>
            <Select
              placeholder={t('desk.canned')}
              style={{ width: 200 }}
              options={canned.map((c) => ({ value: c.text, label: c.title }))}
              onChange={(v: string) => void send(v)}
              value={null}
            />
            <Upload
              accept="image/*"
              showUploadList={false}
              beforeUpload={(file) => {
                void sendImage(file);
                return false;
              }}
            >
              <Button>{t('desk.image')}</Button>
            </Upload>
            <Checkbox checked={note} onChange={(e) => setNote(e.target.checked)}>
              {t('desk.note')}
            </Checkbox>
            <Input
              style={{ width: 120 }}
              placeholder={t('desk.transfer')}
              value={transferTo}
              onChange={(e) => setTransferTo(e.target.value)}
            />
            <Button
              disabled={!transferTo}
              onClick={() => void desk.transfer(id, transferTo!).then(onChanged)}
            >
              {t('desk.transfer')}
            </Button>
          </Space>
          <Input.Search
            aria-label={t('desk.input')}
            placeholder={t('desk.input')}
            enterButton={t('desk.send')}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              void desk.typing(id).catch(() => undefined);
            }}
            onSearch={(v) => void send(v)}
          />
        </Space>
      ) : null}
    </Card>
  );
}
