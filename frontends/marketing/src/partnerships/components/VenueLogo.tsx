import { NEON } from '../../shared/neon';
import type { VenuePartner } from '../venue-partners';

const SHAPES = {
  circle: <circle cx="40" cy="40" r="30" />,
  diamond: <path d="M40 8 72 40 40 72 8 40z" />,
  hexagon: <path d="M40 8 68 24v32L40 72 12 56V24z" />,
};

/** A partner's logo, drawn: a neon shape around its monogram. Decorative (the name is beside it). */
export function VenueLogo({ logo }: { logo: VenuePartner['logo'] }) {
  const color = NEON[logo.color];
  return (
    <svg className="mk-partner__logo" viewBox="0 0 80 80" aria-hidden="true" focusable="false">
      <g fill="#100e1c" stroke={color} strokeWidth="3">
        {SHAPES[logo.shape]}
      </g>
      <text
        x="40"
        y="41"
        fill={color}
        fontFamily="Arial Black, Arial, sans-serif"
        fontSize="20"
        fontWeight="900"
        textAnchor="middle"
        dominantBaseline="middle"
      >
        {logo.monogram}
      </text>
    </svg>
  );
}
