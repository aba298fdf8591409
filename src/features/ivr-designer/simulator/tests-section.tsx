import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One list of tests in the path tests tab: a named section with its heading and a line on what it holds. */
export function TestsSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      {children}
    </Stack>
  );
}
