import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconFileTypeJs } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ImportTreeRequest, TreeImported } from '@/core/api/ivr-designer-trees';
import { ivrTreeInputSchema } from '@/core/api/ivr-trees';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useDescribeError } from '@/lib/use-describe-error';
import { useImportTree } from '../api/import-tree';
import { ImportReport } from './import-report';
import { NameInUseWarning } from './name-in-use-warning';
import { useTreeNameMessage } from './use-tree-name-message';

const importFormSchema = ivrTreeInputSchema.extend({ file: z.instanceof(File).nullable() });
type ImportForm = z.infer<typeof importFormSchema>;

type ExportDocument = ImportTreeRequest['document'];

/** The file's JSON, as it goes to the BFF (which checks it is an export). */
async function readDocument(file: File): Promise<ExportDocument> {
  const parsed: unknown = JSON.parse(await file.text());
  return parsed as ExportDocument;
}

/** Brings an exported JSON file in as a new tree, then says what could not be imported. */
export function ImportTreeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  const nameMessage = useTreeNameMessage();
  const importTree = useImportTree();
  const [imported, setImported] = useState<TreeImported | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm<ImportForm>({
    resolver: zodResolver(importFormSchema),
    defaultValues: { name: '', file: null },
  });
  const watchedName = useWatch({ control, name: 'name' });

  const chooseFile = async (file: File | null) => {
    setValue('file', file);
    if (!file || getValues('name') !== '') return;
    // Offer the exported tree's name; a file that is not JSON is pointed out on submit.
    const document = await readDocument(file).catch(() => null);
    const name =
      typeof document === 'object' && document && 'treeName' in document ? document.treeName : null;
    if (typeof name === 'string') setValue('name', name);
  };

  const submit = handleSubmit(async ({ name, file }) => {
    setFailure(null);
    if (!file) return setError('file', { type: 'required', message: t('trees.import.fileRequired') });
    let document: ExportDocument;
    try {
      document = await readDocument(file);
    } catch {
      return setError('file', { type: 'json', message: t('trees.import.notJson') });
    }
    try {
      setImported(await importTree.mutateAsync({ name, document }));
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['name'])) setFailure(describeError(error));
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('publish.close') }}
      title={t('trees.import.title')}
      size="lg"
    >
      {imported ? (
        <ImportReport imported={imported} onClose={onClose} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            {failure && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
                {t('trees.form.failed', { reason: failure })}
              </Alert>
            )}
            <Controller
              control={control}
              name="file"
              render={({ field, fieldState }) => (
                <FileInput
                  label={t('trees.import.file')}
                  description={t('trees.import.fileHint')}
                  placeholder={t('trees.import.filePlaceholder')}
                  accept="application/json,.json"
                  leftSection={<IconFileTypeJs size={18} aria-hidden />}
                  required
                  value={field.value}
                  onChange={(file) => void chooseFile(file)}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextInput
              label={t('trees.form.name')}
              autoComplete="off"
              required
              error={nameMessage(formState.errors.name)}
              {...register('name')}
            />
            <NameInUseWarning name={watchedName} />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose}>
                {t('trees.form.cancel')}
              </Button>
              <Button type="submit" loading={formState.isSubmitting}>
                {t('trees.import.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
