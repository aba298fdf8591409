import { Anchor } from '@mantine/core';
import type { AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorElementProps = AnchorProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

function MantineAnchor(props: AnchorElementProps) {
  return <Anchor component="a" {...props} />;
}

/** A Mantine anchor that is a router link, with the route's params and search type-checked. */
export const RouterAnchor = createLink(MantineAnchor);
