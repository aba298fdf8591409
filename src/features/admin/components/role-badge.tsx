import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/core/roles';

const roleColors: Record<Role, string> = {
  admin: 'red',
  supervisor: 'violet',
  lead: 'blue',
  support: 'teal',
};

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('common');
  return (
    <Badge variant="light" color={roleColors[role]}>
      {t(`roles.${role}`)}
    </Badge>
  );
}
