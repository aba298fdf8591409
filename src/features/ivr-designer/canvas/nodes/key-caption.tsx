/** The small caption naming what kind of target a card is. */
export function KeyCaption({ label }: { label: string }) {
  return <div className="ivr-card__mode">{label}</div>;
}
