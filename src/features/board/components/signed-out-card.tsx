import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './board.module.css';

/** Instead of stale figures when the session has ended: say so plainly and offer to sign in again. */
export function SignedOutCard({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('board');
  return (
    <Paper withBorder p="xl" maw={720} mx="auto" mt="xl" role="alert">
      <Stack gap="md" align="center">
        <Title order={1}>{t('signedOut.title')}</Title>
        <Text className={classes.wallText}>{t('signedOut.body')}</Text>
        <Button component="a" href={`/login?redirect=${encodeURIComponent(returnTo)}`} size="lg">
          {t('signedOut.signIn')}
        </Button>
      </Stack>
    </Paper>
  );
}
