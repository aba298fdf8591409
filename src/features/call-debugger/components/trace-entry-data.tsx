import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DebuggerEntry } from '@/core/api/call-debugger';
import { candidateOf, parseSdpCandidate } from '../sdp-candidate';

/** An entry's data: an SDP candidate as a small table, other JSON pretty-printed, text as it is. */
export function TraceEntryData({ entry }: { entry: DebuggerEntry }) {
  const { t } = useTranslation('callDebugger');
  const line = candidateOf(entry.dataJson);
  const candidate = line === null ? null : parseSdpCandidate(line);
  if (candidate) {
    const rows: Array<[string, string | undefined]> = [
      [t('sdp.type'), candidate.type],
      [t('sdp.address'), `${candidate.address}:${candidate.port}`],
      [t('sdp.transport'), candidate.transport],
      [
        t('sdp.related'),
        candidate.relatedAddress && `${candidate.relatedAddress}:${candidate.relatedPort ?? ''}`,
      ],
      [t('sdp.priority'), candidate.priority],
      [t('sdp.foundation'), `${candidate.foundation} / ${candidate.component}`],
    ];
    return (
      <Table withTableBorder fz="sm" aria-label={t('sdp.label')} w="auto">
        <Table.Tbody>
          {rows
            .filter(([, value]) => value)
            .map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    );
  }
  if (entry.dataJson !== null && entry.dataJson !== undefined) {
    return <Code block>{JSON.stringify(entry.dataJson, null, 2)}</Code>;
  }
  return entry.data ? <Text size="sm">{entry.data}</Text> : null;
}
