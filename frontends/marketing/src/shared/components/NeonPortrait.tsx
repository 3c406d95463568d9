import { useId } from 'react';
import { NEON, type NeonColor } from '../neon';

/** How a drawn portrait looks: the project's own art, drawn in SVG (no photos, nothing fetched). */
export interface PortraitStyle {
  color: NeonColor;
  skin: string;
  hair: 'short' | 'long' | 'curly' | 'bun' | 'buzz' | 'volume';
  hairColor: string;
  accessory: 'headphones' | 'glasses' | 'hoops' | 'none';
}

const INK = '#1a1026';

/** Hair drawn behind the head (long hair, volume). */
function BackHair({ hair, color }: Pick<PortraitStyle, 'hair'> & { color: string }) {
  if (hair === 'long')
    return (
      <path
        d="M37 54C35 27 49 20 60 20s25 7 23 34l3 36c-7 3-13-2-11-16 1-10-1-22-15-28-14 6-16 18-15 28 2 14-4 19-11 16z"
        fill={color}
      />
    );
  if (hair === 'volume') return <ellipse cx="60" cy="45" rx="29" ry="27" fill={color} />;
  return null;
}

/** Hair drawn over the head. */
function FrontHair({ hair, color }: Pick<PortraitStyle, 'hair'> & { color: string }) {
  switch (hair) {
    case 'short':
      return <path d="M39 50c-1-20 10-27 21-27 12 0 23 6 21 27-3-10-10-16-21-16s-18 6-21 16z" fill={color} />;
    case 'buzz':
      return <path d="M40 47c0-15 10-21 20-21s20 6 20 21c-4-9-11-13-20-13s-16 4-20 13z" fill={color} />;
    case 'bun':
      return (
        <g fill={color}>
          <circle cx="60" cy="19" r="9" />
          <path d="M39 50c-1-19 9-26 21-26s22 7 21 26c-4-11-11-15-21-15s-17 4-21 15z" />
        </g>
      );
    case 'curly':
      return (
        <g fill={color}>
          {[
            [43, 38, 9],
            [51, 29, 10],
            [62, 26, 10],
            [72, 31, 9],
            [78, 41, 7],
            [40, 47, 6],
          ].map(([cx, cy, r]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
          ))}
        </g>
      );
    case 'long':
      return <path d="M40 50c0-17 9-24 20-24s20 7 20 24c-6-8-12-12-20-12-7 0-14 4-20 12z" fill={color} />;
    case 'volume':
      return <path d="M38 46c2-14 11-20 22-20s20 6 22 20c-6-6-13-9-22-9s-16 3-22 9z" fill={color} />;
  }
}

function Accessory({ accessory, color }: Pick<PortraitStyle, 'accessory'> & { color: string }) {
  switch (accessory) {
    case 'headphones':
      return (
        <g>
          <path d="M35 56c0-31 50-31 50 0" fill="none" stroke={color} strokeWidth="4" strokeLinecap="round" />
          <rect x="31" y="49" width="9" height="17" rx="4" fill={color} />
          <rect x="80" y="49" width="9" height="17" rx="4" fill={color} />
        </g>
      );
    case 'glasses':
      return (
        <g fill="none" stroke={color} strokeWidth="2.5">
          <circle cx="52.5" cy="53" r="6.5" />
          <circle cx="67.5" cy="53" r="6.5" />
          <path d="M59 53h2" />
        </g>
      );
    case 'hoops':
      return (
        <g fill="none" stroke={color} strokeWidth="2.5">
          <circle cx="40" cy="64" r="4.5" />
          <circle cx="80" cy="64" r="4.5" />
        </g>
      );
    case 'none':
      return null;
  }
}

/**
 * A drawn neon portrait. Decorative by default (the name is next to it); pass `label` when the
 * picture itself must be announced.
 */
export function NeonPortrait({
  style,
  label,
  className,
}: {
  style: PortraitStyle;
  label?: string;
  className?: string;
}) {
  const id = useId();
  const glow = NEON[style.color];
  return (
    <svg
      className={className}
      viewBox="0 0 120 120"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <radialGradient id={`${id}-bg`} cx="50%" cy="40%" r="70%">
          <stop offset="0" stopColor={glow} stopOpacity="0.45" />
          <stop offset="1" stopColor="#07060d" stopOpacity="1" />
        </radialGradient>
      </defs>
      <rect width="120" height="120" rx="24" fill={`url(#${id}-bg)`} />
      <BackHair hair={style.hair} color={style.hairColor} />
      <path d="M18 120c2-25 20-36 42-36s40 11 42 36z" fill="#15122a" stroke={glow} strokeWidth="2.5" />
      <rect x="52" y="68" width="16" height="20" rx="7" fill={style.skin} />
      <ellipse cx="60" cy="52" rx="20" ry="23" fill={style.skin} />
      <FrontHair hair={style.hair} color={style.hairColor} />
      <ellipse cx="52.5" cy="54" rx="2.2" ry="2.6" fill={INK} />
      <ellipse cx="67.5" cy="54" rx="2.2" ry="2.6" fill={INK} />
      <path d="M53 63q7 6 14 0" fill="none" stroke={INK} strokeWidth="2" strokeLinecap="round" />
      <Accessory accessory={style.accessory} color={glow} />
    </svg>
  );
}
