import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Highlighted } from './highlight';
import classes from './list-cells.module.css';

dayjs.extend(relativeTime);

/*
 * What list cells hold, as plain elements with CSS module classes: a list mounts a screenful
 * of rows per scroll frame, and a Mantine component per cell recomputes its styles each time.
 * Use these in `ListColumn.render` instead of Text, Avatar, Badge or Button.
 */

/** One line of text, cut with an ellipsis; `title` shows it whole on hover. */
export function CellText(props: { children: ReactNode; title?: string; dimmed?: boolean; strong?: boolean }) {
  const cls = [classes.text, props.dimmed && classes.dimmed, props.strong && classes.strong];
  return (
    <span className={cls.filter(Boolean).join(' ')} title={props.title}>
      {props.children}
    </span>
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** A small picture and a name; a missing or broken picture falls back to the name's initials. */
export function CellAvatarText({ name, src }: { name: string; src: string | null | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && failed !== src;
  return (
    <>
      {picture ? (
        <img className={classes.avatar} src={src} alt="" loading="lazy" onError={() => setFailed(src)} />
      ) : (
        <span className={`${classes.avatar} ${classes.initials}`} aria-hidden>
          {initialsOf(name)}
        </span>
      )}
      <CellText title={name} strong>
        <Highlighted text={name} />
      </CellText>
    </>
  );
}

/** "3 days ago", with the exact date and time in the tooltip. */
export function CellTime({ value }: { value: string | Date | null | undefined }) {
  const d = value ? dayjs(value) : null;
  if (!d?.isValid()) return null;
  return (
    <time className={classes.text} dateTime={d.toISOString()} title={d.format('YYYY-MM-DD HH:mm')}>
      {d.fromNow()}
    </time>
  );
}

/** The first `shown` words as badges and "+N" for the rest, on one line; the tooltip lists all. */
export function CellBadges({ items, shown = 2 }: { items: readonly string[]; shown?: number }) {
  if (items.length === 0) return <CellText dimmed>—</CellText>;
  const rest = items.length - shown;
  return (
    <>
      {items.slice(0, shown).map((t) => (
        <span key={t} className={classes.badge} title={items.join(', ')}>
          {t}
        </span>
      ))}
      {rest > 0 && (
        <span className={classes.more} title={items.join(', ')}>
          +{rest}
        </span>
      )}
    </>
  );
}

/** A link that looks like a compact light button (a row's Edit). */
export function CellLinkButton(props: { to: string; label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Link className={classes.linkButton} to={props.to} aria-label={props.label}>
      {props.icon}
      {props.children}
    </Link>
  );
}
