import { memo } from 'react';
import { Button } from '@mantine/core';
import { IconHistory, IconPhoneCall } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** From the editor to the tree's simulator and its versions. */
export const EditorLinks = memo(function EditorLinks({ treeId }: { treeId: string }) {
  const { t } = useTranslation('ivr');
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPhoneCall size={16} aria-hidden />}
        renderRoot={(props) => <Link {...props} to="/ivr/$treeId/simulate" params={{ treeId }} />}
      >
        {t('editor.links.simulate')}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconHistory size={16} aria-hidden />}
        renderRoot={(props) => <Link {...props} to="/ivr/$treeId/versions" params={{ treeId }} />}
      >
        {t('editor.links.versions')}
      </Button>
    </>
  );
});
