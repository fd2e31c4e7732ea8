import { PlusOutlined } from '@ant-design/icons';
import { ProFormDependency, ProFormSelect } from '@ant-design/pro-components';
import { ARTWORK_LIMITS } from '@houseline/shared/limits';
import { App, Form, Space, Upload } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import type { ArtworkRow, ContentService } from './service.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const MB = 1024 * 1024;

function optionLabel(url: string, caption: string) {
  return (
    <span className="banner-option">
      <img src={url} alt="" />
      {caption}
    </span>
  );
}

/**
 * The banner's artwork: picked from the brand's uploaded artwork (newest first) or the artwork that
 * ships with the site, or uploaded here — the server checks the type, size and shape and answers in
 * Chinese; an accepted upload is selected at once. A preview of the choice sits beside it.
 */
export function ArtworkPicker(props: {
  images: readonly string[];
  uploaded: readonly ArtworkRow[];
  service: ContentService;
  onUploaded: () => void;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const [busy, setBusy] = useState(false);
  const options = [
    ...props.uploaded.map((a) => ({
      value: a.url,
      label: optionLabel(a.url, t('home.artworkUploaded', { width: a.width, height: a.height })),
    })),
    ...props.images.map((url) => ({
      value: url,
      label: optionLabel(url, url.split('/').slice(-2).join('/')),
    })),
  ];
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const art = await props.service.uploadArtwork(file);
      form.setFieldValue('imageUrl', art.url);
      message.success(t('home.artworkDone'));
      props.onUploaded();
    } catch (caught) {
      message.error(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ProFormSelect name="imageUrl" label={t('home.image')} extra={t('home.imageHelp')} options={options} />
      <Form.Item
        label={t('home.artworkUpload')}
        extra={t('home.artworkHelp', {
          limitMb: ARTWORK_LIMITS.maxBytes / MB,
          minWidth: ARTWORK_LIMITS.minWidth,
          minRatio: ARTWORK_LIMITS.minRatio,
          maxRatio: ARTWORK_LIMITS.maxRatio,
        })}
      >
        <Space align="start" size={16}>
          <Upload
            accept={ACCEPT}
            listType="picture-card"
            showUploadList={false}
            disabled={busy}
            // The server alone decides; the file goes up as it is and its answer is what is shown.
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <button type="button" className="artwork-upload" data-testid="artwork-upload" disabled={busy}>
              <PlusOutlined />
              <div>{busy ? t('home.artworkUploading') : t('home.artworkUpload')}</div>
            </button>
          </Upload>
          <ProFormDependency name={['imageUrl']}>
            {({ imageUrl }) =>
              imageUrl ? (
                <img
                  className="artwork-preview"
                  src={imageUrl as string}
                  alt={t('home.artworkPreview')}
                  data-testid="artwork-preview"
                />
              ) : null
            }
          </ProFormDependency>
        </Space>
      </Form.Item>
    </>
  );
}
