import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The tree's name, leading to its editor. */
export function TreeEditorLink({ treeId, name }: { treeId: string; name: string }) {
  return (
    <Anchor fw={500} renderRoot={(props) => <Link {...props} to="/ivr/$treeId" params={{ treeId }} />}>
      {name}
    </Anchor>
  );
}
