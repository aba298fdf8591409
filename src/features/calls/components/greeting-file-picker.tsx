import { Autocomplete, Stack, Text, type ComboboxParsedItem } from '@mantine/core';
import { useGreetings } from '@/api/greetings/get-greetings';

interface GreetingFilePickerProps {
  label: string;
  value: string;
  onChange: (fileName: string) => void;
  error?: string;
}

/**
 * The greeting to play, found by its description (the name people give it) as well as its file name,
 * which the service often generates; each option shows both.
 */
export function GreetingFilePicker({ label, value, onChange, error }: GreetingFilePickerProps) {
  const greetings = useGreetings();
  const files = greetings.data?.items ?? [];
  const descriptionOf = new Map(files.map((file) => [file.filename, file.description ?? '']));
  const matches = (option: ComboboxParsedItem, search: string) =>
    'value' in option &&
    `${option.value} ${descriptionOf.get(option.value) ?? ''}`.toLocaleLowerCase().includes(search);
  return (
    <Autocomplete
      label={label}
      data={files.map((file) => file.filename)}
      value={value}
      onChange={onChange}
      error={error}
      w={300}
      filter={({ options, search }) =>
        options.filter((option) => matches(option, search.trim().toLocaleLowerCase()))
      }
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{descriptionOf.get(option.value) || option.value}</Text>
          {descriptionOf.get(option.value) && (
            <Text size="xs" c="dimmed">
              {option.value}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}
