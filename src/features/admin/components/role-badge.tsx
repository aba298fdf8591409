import { useTranslation } from 'react-i18next';
import type { Role } from '@/core/roles';
import { FullTextBadge } from '@/components/full-text-badge';

const roleColors: Record<Role, string> = {
  admin: 'red',
  supervisor: 'violet',
  lead: 'blue',
  support: 'teal',
};

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('common');
  return (
    <FullTextBadge variant="light" color={roleColors[role]}>
      {t(`roles.${role}`)}
    </FullTextBadge>
  );
}
