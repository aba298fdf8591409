/** The small caption naming what kind of target a card is (shown at every zoom, with the card's name). */
export function KeyCaption({ label }: { label: string }) {
  return <div className="ivr-card__mode ivr-card__kind">{label}</div>;
}
