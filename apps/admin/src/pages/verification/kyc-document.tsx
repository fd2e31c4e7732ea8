import { Image, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useConsole } from '../../lib/console-context.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { MessageKey } from '../../locales/zh-CN.ts';
import { fetchDocument, type KycRow } from './service.ts';

/** One document's thumbnail (click to enlarge), fetched with the operator's token. */
function DocumentThumb(props: { memberId: string; uploadId: string; label: string }) {
  const { session, siteCode } = useConsole();
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!session) return undefined;
    let made: string | undefined;
    let live = true;
    fetchDocument({ token: session.token, siteCode }, props.memberId, props.uploadId)
      .then((u) => {
        made = u;
        if (live) setUrl(u);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [session, siteCode, props.memberId, props.uploadId]);
  return (
    <Space direction="vertical" size={2} align="center">
      <Image width={72} height={54} src={url} alt={props.label} style={{ objectFit: 'cover' }} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {props.label}
      </Typography.Text>
    </Space>
  );
}

/** The row's documents as thumbnails, in a preview group. */
export function KycDocuments({ row }: { row: KycRow }) {
  const { t } = useI18n();
  if (row.documents.length === 0) return <>-</>;
  return (
    <Image.PreviewGroup>
      <Space size={8} wrap>
        {row.documents.map((d) => (
          <DocumentThumb
            key={d.kind}
            memberId={row.memberId}
            uploadId={d.uploadId}
            label={t(`kyc.doc.${d.kind}` as MessageKey)}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
