import { ViewportPortal } from '@xyflow/react';
import { memo } from 'react';
import { PROMPT_SIZE, TARGET_ID_PREFIX, TARGET_SIZE, type Positions } from '../flow/flow-types';
import { useEditorStore } from '../store/editor-store';
import type { DraftConnection } from './draft-connection';
import { useOtherEditors } from './use-draft-presence';

/** A card id of the canvas for a selected node or key (a key's own card when it has one). */
const cardOf = (id: string, positions: Positions): string | null =>
  positions[id] ? id : positions[`${TARGET_ID_PREFIX}${id}`] ? `${TARGET_ID_PREFIX}${id}` : null;

interface RemotePresenceProps {
  connection: DraftConnection;
  /** The signed-in user, whose other tabs are not drawn. */
  myId: string;
}

/** Everyone else's pointer and selected cards, drawn in their colour with their name. */
export const RemotePresence = memo(function RemotePresence({ connection, myId }: RemotePresenceProps) {
  const others = useOtherEditors(connection, myId);
  const positions = useEditorStore((state) => state.positions);
  return (
    <ViewportPortal>
      {others.map(({ clientId, user, selection, cursor }) => (
        <div key={clientId} aria-hidden="true">
          {selection.map((id) => {
            const card = cardOf(id, positions);
            if (!card) return null;
            const size = card.startsWith(TARGET_ID_PREFIX) ? TARGET_SIZE : PROMPT_SIZE;
            const at = positions[card]!;
            return (
              <div
                key={id}
                className="ivr-remote-selection"
                style={{
                  transform: `translate(${at.x - 4}px, ${at.y - 4}px)`,
                  width: size.width + 8,
                  height: size.height + 8,
                  borderColor: user.color,
                }}
              >
                <span style={{ background: user.color }}>{user.name}</span>
              </div>
            );
          })}
          {cursor && (
            <div
              className="ivr-remote-cursor"
              style={{ transform: `translate(${cursor.x}px, ${cursor.y}px)`, color: user.color }}
            >
              <svg width="16" height="16" viewBox="0 0 16 16">
                <path d="M0 0 L0 14 L4 10 L7 16 L9 15 L6 9 L12 9 Z" fill="currentColor" />
              </svg>
              <span style={{ background: user.color }}>{user.name}</span>
            </div>
          )}
        </div>
      ))}
    </ViewportPortal>
  );
});
