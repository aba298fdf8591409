import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError, isOutcomeUnknown, type ApiError } from '../../lib/api-error';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { useDescribeError } from '../../lib/use-describe-error';
import { fieldErrorMessage, type FieldMessage } from './field-error';
import { notifyFailure, notifySuccess, notifyUnconfirmed } from './notify';
import { WaitingForServiceLimit } from './waiting-for-service-limit';

export interface ResourceForm<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** The message to show beside a field, if it has an error. */
  errorOf: (name: Path<Input>) => string | undefined;
}

export interface ResourceFormModalProps<Input extends FieldValues, Output, Result> {
  title: string;
  submitLabel: string;
  /** The BFF's own input schema: the form refuses what the server would. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Fields the server may name in its field errors. */
  fields: readonly Path<Input>[];
  /** Client-side messages per field, in the person's language. */
  fieldMessages: Partial<Record<Path<Input>, FieldMessage>>;
  /**
   * The field a conflict (409, e.g. a duplicate) is about, to show the service's reason beside it; a
   * function picks it from the refusal when several fields must be unique.
   */
  conflictField?: Path<Input> | ((error: ApiError) => Path<Input> | undefined);
  submit: (values: Output) => Promise<Result>;
  savedMessage: (values: Output, result: Result) => string;
  /** Called after a save, instead of closing, when the result must be shown (e.g. a password). */
  onSaved?: (result: Result, values: Output) => void;
  /** Title of the notification when saving fails. */
  failedTitle: string;
  onClose: () => void;
  children: (resourceForm: ResourceForm<Input, Output>) => ReactNode;
}

/**
 * Create or edit one object in a dialog: react-hook-form checked by the BFF's zod schema, the server's
 * field errors beside their fields, a conflict beside the field it concerns, anything else notified.
 */
export function ResourceFormModal<Input extends FieldValues, Output, Result>(
  props: ResourceFormModalProps<Input, Output, Result>,
) {
  const { t } = useTranslation('resources');
  const describeError = useDescribeError();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(props.schema),
    defaultValues: props.defaultValues,
  });
  const { handleSubmit, setError, formState } = form;

  const showFailure = (error: unknown) => {
    if (applyFieldErrors(error, setError, props.fields)) return;
    const conflictField =
      isApiError(error) && error.status === 409 ? conflictFieldOf(props.conflictField, error) : undefined;
    if (conflictField) {
      setError(conflictField, { type: 'server', message: describeError(error) }, { shouldFocus: true });
      return;
    }
    if (isOutcomeUnknown(error)) notifyUnconfirmed(t('form.unconfirmed'), describeError(error));
    else notifyFailure(props.failedTitle, describeError(error));
  };

  const save = handleSubmit(async (values) => {
    try {
      const result = await props.submit(values);
      notifySuccess(props.savedMessage(values, result));
      if (props.onSaved) props.onSaved(result, values);
      else props.onClose();
    } catch (error) {
      showFailure(error);
    }
  });

  const errorOf = (name: Path<Input>) => fieldErrorMessage(formState.errors, name, props.fieldMessages);

  return (
    <Modal opened onClose={props.onClose} title={props.title}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          {props.children({ form, errorOf })}
          {formState.isSubmitting && <WaitingForServiceLimit />}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function conflictFieldOf<Field>(
  conflictField: Field | ((error: ApiError) => Field | undefined) | undefined,
  error: ApiError,
): Field | undefined {
  return typeof conflictField === 'function'
    ? (conflictField as (error: ApiError) => Field | undefined)(error)
    : conflictField;
}
