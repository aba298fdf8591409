import { useTranslation } from 'react-i18next';
import { roles } from '@/core/roles';

/** The roles as a select offers them, named in the current language. */
export function useRoleOptions() {
  const { t } = useTranslation('common');
  return roles.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}
