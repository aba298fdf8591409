import { Anchor, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The way back to the trees and the tree's name: shown at once, while the draft and the canvas load. */
export function EditorTitle({ title }: { title: string }) {
  const { t } = useTranslation('ivr');
  return (
    <>
      <Anchor href="/ivr" size="sm">
        {t('editor.back')}
      </Anchor>
      <Title order={1} size="h3">
        {title}
      </Title>
    </>
  );
}
