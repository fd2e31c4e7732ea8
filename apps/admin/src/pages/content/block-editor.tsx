import {
  ProFormDependency,
  ProFormGroup,
  ProFormList,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import type { ReactNode } from 'react';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import type { MessageKey } from '../../locales/zh-CN.ts';
import { BLOCK_TYPES, type BlockForm } from './blocks.ts';

/** The fields of one block, by its type (lengths and paths are the server's to check). */
function fieldsOf(t: Translate, type: BlockForm['t'] | undefined): ReactNode {
  switch (type) {
    case 'h':
      return <ProFormText name="text" label={t('block.text')} width="xl" />;
    case 'p':
    case 'note':
      return <ProFormTextArea name="text" label={t('block.text')} width="xl" fieldProps={{ rows: 3 }} />;
    case 'ul':
    case 'ol':
      return <ProFormTextArea name="items" label={t('block.items')} width="xl" fieldProps={{ rows: 4 }} />;
    case 'table':
      return (
        <>
          <ProFormText name="head" label={t('block.head')} width="xl" />
          <ProFormTextArea name="rows" label={t('block.rows')} width="xl" fieldProps={{ rows: 4 }} />
        </>
      );
    case 'link':
      return (
        <ProFormGroup>
          <ProFormText name="text" label={t('block.text')} width="sm" />
          <ProFormText name="to" label={t('block.to')} width="md" />
        </ProFormGroup>
      );
    case 'img':
      return (
        <ProFormGroup>
          <ProFormText name="src" label={t('block.src')} width="md" />
          <ProFormText name="alt" label={t('block.alt')} width="sm" />
        </ProFormGroup>
      );
    default:
      return null;
  }
}

/**
 * The body of an article or a promotion as a list of typed blocks: each row picks its type and
 * shows that type's fields; rows can be added, copied, removed and reordered by the list's buttons.
 */
export function BlockEditor(props: { name: string; label: string }) {
  const { t } = useI18n();
  const types = BLOCK_TYPES.map((type) => ({ value: type, label: t(`block.t.${type}` as MessageKey) }));
  return (
    <ProFormList<BlockForm>
      name={props.name}
      label={props.label}
      creatorButtonProps={{ creatorButtonText: t('block.add') }}
      creatorRecord={{ t: 'p', text: '' }}
      alwaysShowItemLabel
      itemContainerRender={(dom) => <div className="content-block">{dom}</div>}
    >
      <ProFormSelect name="t" label={t('block.type')} width="sm" options={types} allowClear={false} />
      <ProFormDependency name={['t']}>
        {({ t: type }) => fieldsOf(t, type as BlockForm['t'])}
      </ProFormDependency>
    </ProFormList>
  );
}
