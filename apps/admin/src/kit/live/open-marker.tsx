import classes from './live.module.css';

/** The small dot on a list row, card or tile whose record someone else has open (issue 27 §2). */
export function OpenMarker({ by }: { by: string | null | undefined }) {
  if (!by) return null;
  const text = `${by} has this open`;
  return <span className={classes.openMarker} role="img" aria-label={text} title={text} />;
}
