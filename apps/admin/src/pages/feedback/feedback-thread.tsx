import { ProForm, type ProFormInstance, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, App, Button, Descriptions, Drawer, Image, List, Popconfirm, Space, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { MessageKey } from '../../locales/zh-CN.ts';
import type { FeedbackService, FeedbackThread } from './service.ts';

/** The longest reply the server takes (FEEDBACK_LIMITS.replyMaxChars), for the counter only. */
const REPLY_MAX_CHARS = 1000;
const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

/** One uploaded image of a message, fetched with the operator's token (click to enlarge). */
function UploadThumb(props: { id: string; service: FeedbackService }) {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    let made: string | undefined;
    let live = true;
    props.service
      .image(props.id)
      .then((u) => {
        made = u;
        if (live) setUrl(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [props.id, props.service]);
  return <Image width={96} height={72} src={url} style={{ objectFit: 'cover' }} />;
}

function Messages({ thread, service }: { thread: FeedbackThread; service: FeedbackService }) {
  const { t } = useI18n();
  return (
    <List
      data-testid="feedback-messages"
      dataSource={thread.messages}
      rowKey="id"
      renderItem={(m) => (
        <List.Item>
          <List.Item.Meta
            title={
              <Space>
                <Tag color={m.author === 'operator' ? 'blue' : 'default'}>
                  {t(`feedback.author.${m.author}`)}
                </Tag>
                <span style={{ fontWeight: 'normal', color: '#888' }}>{when(m.createdAt)}</span>
              </Space>
            }
            description={
              <Space direction="vertical" style={{ width: '100%' }}>
                <div style={{ whiteSpace: 'pre-wrap', color: 'rgba(0,0,0,0.88)' }}>{m.text}</div>
                {m.images.length > 0 && (
                  <Image.PreviewGroup>
                    <Space wrap>
                      {m.images.map((id) => (
                        <UploadThumb key={id} id={id} service={service} />
                      ))}
                    </Space>
                  </Image.PreviewGroup>
                )}
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}

/**
 * One feedback thread in a drawer: who wrote it and when, every message with its images, a reply
 * box while it is open, and the close button. Each answer of the server is the thread as it now is.
 */
export function FeedbackThreadDrawer(props: {
  id: string | undefined;
  service: FeedbackService;
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const run = useAction();
  const form = useRef<ProFormInstance>(undefined);
  const [thread, setThread] = useState<FeedbackThread | undefined>();
  const { id, service } = props;
  useEffect(() => {
    setThread(undefined);
    if (!id) return;
    let live = true;
    service
      .detail(id)
      .then((got) => live && setThread(got))
      .catch((caught: Error) => message.error(caught.message));
    return () => {
      live = false;
    };
  }, [id, service, message]);
  const act = (action: () => Promise<FeedbackThread>) =>
    run(async () => setThread(await action()), props.onChanged);
  const title = thread ? t('feedback.detailTitle', { id: thread.id, username: thread.username }) : '';
  return (
    <Drawer open={id !== undefined} onClose={props.onClose} width={640} title={title} destroyOnHidden>
      {!thread ? (
        <Spin style={{ display: 'block', margin: '80px auto' }} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('common.member')}>{thread.username}</Descriptions.Item>
            <Descriptions.Item label={t('feedback.category')}>
              {t(`feedback.category.${thread.category}` as MessageKey)}
            </Descriptions.Item>
            <Descriptions.Item label={t('common.status')}>
              <span data-testid="feedback-status">{t(`feedback.status.${thread.status}`)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('common.createdAt')}>{when(thread.createdAt)}</Descriptions.Item>
          </Descriptions>
          <Messages thread={thread} service={service} />
          {thread.status === 'closed' ? (
            <Alert type="info" showIcon message={t('feedback.closedHint')} />
          ) : (
            <ProForm<{ text: string }>
              formRef={form}
              submitter={{
                searchConfig: { submitText: t('feedback.send') },
                resetButtonProps: false,
                render: (_, dom) => (
                  <Space>
                    {dom}
                    <Popconfirm
                      title={t('feedback.closeTitle')}
                      okText={t('common.confirm')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => act(() => service.close(thread.id))}
                    >
                      <Button danger>{t('feedback.close')}</Button>
                    </Popconfirm>
                  </Space>
                ),
              }}
              onFinish={async (v) => {
                // The server trims and bounds the text; an empty one comes back refused in its words.
                const done = await act(() => service.reply(thread.id, v.text ?? ''));
                if (done) form.current?.resetFields();
                return done;
              }}
            >
              <ProFormTextArea
                name="text"
                label={t('feedback.reply')}
                placeholder={t('feedback.replyPlaceholder')}
                fieldProps={{ rows: 4, maxLength: REPLY_MAX_CHARS, showCount: true }}
              />
            </ProForm>
          )}
        </Space>
      )}
    </Drawer>
  );
}
