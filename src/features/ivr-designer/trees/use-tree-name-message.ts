import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IVR_TREE_NAME_MAX } from '@/core/api/ivr-trees';

/** The name rules in the person's language; a message from the service is shown as it came. */
export function useTreeNameMessage(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('ivr');
  return (error) => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (error.type === 'too_big') return t('trees.form.nameTooLong', { max: IVR_TREE_NAME_MAX });
    return t('trees.form.nameRequired');
  };
}
