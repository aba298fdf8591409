import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrKey, KeypressAction } from '@/core/api/ivr-keypresses';
import { editorStore, useEditorStore } from '../store/editor-store';
import { firstFreeKey } from '../store/menu-edits';
import type { ExitKind } from './default-action';
import { defaultAction } from './default-action';
import { closeConnect, useConnectSource } from './connect-request';
import { KeyPicker } from './key-picker';

/** What a key can lead to besides a node; queue and number are filled in on the key's form after. */
const ACTION_TARGETS = ['queue', 'forward', 'hangup'] as const satisfies readonly ExitKind[];
const ACTION_PREFIX = 'action:';

function actionOf(target: string | null): KeypressAction | null {
  if (target === null) return null;
  if (!target.startsWith(ACTION_PREFIX)) return { kind: 'node', nextNodeId: target };
  const kind = ACTION_TARGETS.find((candidate) => `${ACTION_PREFIX}${candidate}` === target);
  return kind ? defaultAction(kind) : null;
}

/**
 * Connecting without a mouse: from the selected node, pick where a key leads (a node found by name, a
 * queue, a number or hang-up) and which key. One undo step. Afterwards the keyboard is on the new key,
 * or back on the node when cancelled.
 */
export function ConnectDialog({ onFocus }: { onFocus: (id: string) => void }) {
  const { t } = useTranslation('ivr');
  const sourceNodeId = useConnectSource();
  // Leaving the editor with the dialog open does not leave it open for the next tree.
  useEffect(() => closeConnect, []);
  const finish = (focusId: string) => {
    closeConnect();
    window.requestAnimationFrame(() => onFocus(focusId));
  };
  const cancel = () => {
    if (sourceNodeId) finish(sourceNodeId);
  };
  return (
    <Modal
      opened={sourceNodeId !== null}
      onClose={cancel}
      title={t('editor.connect.toTitle')}
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('publish.close') }}
      centered
    >
      {sourceNodeId && <ConnectForm sourceNodeId={sourceNodeId} onDone={finish} onCancel={cancel} />}
    </Modal>
  );
}

interface ConnectFormProps {
  sourceNodeId: string;
  onDone: (newKeyId: string) => void;
  onCancel: () => void;
}

function ConnectForm({ sourceNodeId, onDone, onCancel }: ConnectFormProps) {
  const { t } = useTranslation('ivr');
  const menu = useEditorStore((state) => state.menu);
  const [target, setTarget] = useState<string | null>(null);
  const [key, setKey] = useState<IvrKey>(() => firstFreeKey(menu, sourceNodeId));
  const [missingTarget, setMissingTarget] = useState(false);
  const sourceName = menu.nodes.find((node) => node.id === sourceNodeId)?.name ?? '';
  const targets = [
    {
      group: t('editor.connect.nodes'),
      // The node itself is a target too: "press 9 to hear again".
      items: menu.nodes.map((node) => ({
        value: node.id,
        label:
          node.id === sourceNodeId
            ? t('editor.connect.itself', { name: node.name || t('canvas.unnamed') })
            : node.name || t('canvas.unnamed'),
      })),
    },
    {
      group: t('editor.connect.actions'),
      items: ACTION_TARGETS.map((kind) => ({
        value: `${ACTION_PREFIX}${kind}`,
        label: t(`editor.connect.targets.${kind}`),
      })),
    },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const action = actionOf(target);
    if (!action) {
      setMissingTarget(true);
      return;
    }
    onDone(editorStore.getState().connectKey(sourceNodeId, key, action));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('editor.connect.toIntro', { from: sourceName || t('canvas.unnamed') })}</Text>
        <Select
          label={t('editor.connect.target')}
          placeholder={t('editor.connect.targetPlaceholder')}
          data={targets}
          value={target}
          onChange={(value) => {
            setTarget(value);
            setMissingTarget(false);
          }}
          searchable
          selectFirstOptionOnChange
          // Also on opening: otherwise the opening looks for a chosen option after a timer and, finding
          // none, forgets the one the typing has just marked (it still looks marked). Enter then sent the
          // form without a target: typing, Escape, typing on, Enter did it every time.
          selectFirstOptionOnDropdownOpen
          nothingFoundMessage={t('editor.connect.nothingFound')}
          {...(missingTarget && { error: t('editor.connect.targetRequired') })}
          required
          data-autofocus
        />
        <KeyPicker menu={menu} nodeId={sourceNodeId} value={key} onChange={setKey} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit">{t('editor.connect.action')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
