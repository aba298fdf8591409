import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type UserField = 'username' | 'displayName' | 'password' | 'role';

/**
 * Client-side checks speak the person's language; a message the server sent for a field is shown as
 * it came, since it is the server's reason.
 */
export function useUserFormMessages() {
  const { t } = useTranslation('admin');
  return (field: UserField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    return t(`form.errors.${field}`);
  };
}
