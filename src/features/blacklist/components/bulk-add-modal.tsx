import { Button, Checkbox, FileButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_MAX_ITEMS } from '@/core/api/bulk-results';
import { notifyFailure } from '@/components/resource/notify';
import { useNotifyBulkResult } from '@/components/resource/use-notify-bulk-result';
import { useDescribeError } from '@/lib/use-describe-error';
import { useAddManyEntries } from '../api/add-many-entries';
import { numbersToAdd, previewNumberList, splitNumberList } from '../number-list';
import { NumberListPreview } from './number-list-preview';

interface BulkAddModalProps {
  /** Numbers on screen, to flag those already listed before sending (the service checks every one). */
  listed: readonly string[];
  onClose: () => void;
}

/** Paste numbers or open a CSV file, see what each will do, then add the new ones in one go. */
export function BulkAddModal({ listed, onClose }: BulkAddModalProps) {
  const { t } = useTranslation('blacklist');
  const describeError = useDescribeError();
  const notifyBulkResult = useNotifyBulkResult();
  const addMany = useAddManyEntries();
  const [text, setText] = useState('');
  const [ivrBlocked, setIvrBlocked] = useState(true);
  const [queueBlocked, setQueueBlocked] = useState(true);
  const preview = previewNumberList(splitNumberList(text), listed);
  const toAdd = numbersToAdd(preview);
  const tooMany = toAdd.length > BULK_MAX_ITEMS;
  // An entry blocking nowhere would block nothing: the BFF refuses it, so it is not offered.
  const blocksNothing = !ivrBlocked && !queueBlocked;

  const readFile = (file: File | null) => {
    if (!file) return;
    void file.text().then((content) => setText((current) => (current ? `${current}\n${content}` : content)));
  };

  const add = () =>
    addMany.mutate(
      { numbers: toAdd, ivrBlocked, queueBlocked },
      {
        onSuccess: (result) => {
          notifyBulkResult(t('bulk.doneTitle'), result);
          if (result.failed === 0) onClose();
        },
        onError: (error) => notifyFailure(t('bulk.failedTitle'), describeError(error)),
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('bulk.title')} size="lg">
      <Stack>
        <Textarea
          label={t('bulk.numbers')}
          description={t('bulk.numbersHint')}
          autosize
          minRows={4}
          maxRows={10}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <Group>
          <FileButton onChange={readFile} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button variant="light" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} {...props}>
                {t('bulk.openCsv')}
              </Button>
            )}
          </FileButton>
          <Checkbox
            label={t('form.ivrBlocked')}
            checked={ivrBlocked}
            onChange={(e) => setIvrBlocked(e.currentTarget.checked)}
          />
          <Checkbox
            label={t('form.queueBlocked')}
            checked={queueBlocked}
            onChange={(e) => setQueueBlocked(e.currentTarget.checked)}
          />
        </Group>
        {blocksNothing && (
          <Text size="sm" c="red" role="alert">
            {t('form.errors.blocks')}
          </Text>
        )}
        <NumberListPreview entries={preview} />
        <Text size="sm" role="status" c={tooMany ? 'red' : undefined}>
          {tooMany ? t('bulk.tooMany', { max: BULK_MAX_ITEMS }) : t('bulk.summary', { count: toAdd.length })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button
            onClick={add}
            loading={addMany.isPending}
            disabled={toAdd.length === 0 || tooMany || blocksNothing}
          >
            {t('bulk.submit', { count: toAdd.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
