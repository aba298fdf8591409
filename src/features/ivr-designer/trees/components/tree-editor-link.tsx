import { Anchor } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/** The tree's name, leading to its editor (/ivr/$treeId) without reloading the page. */
export function TreeEditorLink({ treeId, name }: { treeId: string; name: string }) {
  const router = useRouter();
  const href = `/ivr/${encodeURIComponent(treeId)}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new tabs and windows.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <Anchor href={href} onClick={open} fw={500}>
      {name}
    </Anchor>
  );
}
