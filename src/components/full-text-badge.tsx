import { Badge, type BadgeProps } from '@mantine/core';
import classes from './full-text-badge.module.css';

type FullTextBadgeProps = Omit<BadgeProps, 'children' | 'classNames'> & { children: string };

/** A badge that never cuts its text: it wraps in a narrow cell, and the whole text is its hover title. */
export function FullTextBadge({ children, ...props }: FullTextBadgeProps) {
  return (
    <Badge {...props} title={children} classNames={{ root: classes.root, label: classes.label }}>
      {children}
    </Badge>
  );
}
