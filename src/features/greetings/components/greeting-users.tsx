import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GreetingUserNode } from '@/core/api/greeting-usage';

/** The IVR nodes that play a file, as "menu › node". */
export function GreetingUsers({ nodes }: { nodes: GreetingUserNode[] | undefined }) {
  const { t } = useTranslation('greetings');
  if (nodes === undefined) return <Text c="dimmed">—</Text>;
  if (nodes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('table.unused')}
      </Text>
    );
  return (
    <List size="sm">
      {nodes.map((node) => (
        <List.Item key={node.nodeId}>
          {t('table.node', { tree: node.treeName, node: node.nodeName })}
        </List.Item>
      ))}
    </List>
  );
}

export const describeNodes = (nodes: GreetingUserNode[]) =>
  nodes.map((node) => `${node.treeName} › ${node.nodeName}`).join(', ');
