import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlaceCallValues } from '../script-steps';

const MAX_DESTINATIONS = 10;

/** One or more numbers to ring (the service takes at most ten). */
export function DestinationsEditor() {
  const { t } = useTranslation('calls');
  const { control, register, formState } = useFormContext<PlaceCallValues>();
  const destinations = useFieldArray({ control, name: 'to' });
  return (
    <Stack gap="xs">
      {destinations.fields.map((field, index) => (
        <Group key={field.id} align="flex-end" gap="xs">
          <TextInput
            label={t('placeCall.destination', { number: index + 1 })}
            inputMode="tel"
            w={260}
            error={formState.errors.to?.[index]?.number?.message}
            {...register(`to.${index}.number`)}
          />
          {destinations.fields.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={t('placeCall.removeDestination', { number: index + 1 })}
              onClick={() => destinations.remove(index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {destinations.fields.length < MAX_DESTINATIONS && (
        <Button
          variant="subtle"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => destinations.append({ number: '' })}
        >
          {t('placeCall.addDestination')}
        </Button>
      )}
    </Stack>
  );
}
