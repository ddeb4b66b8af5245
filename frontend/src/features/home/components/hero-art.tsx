/**
 * The first hero slide's artwork, our own vector drawing: inline, so it paints with the page (the other
 * slides' drawings are files in public/home, fetched as images rather than shipped as script).
 * White shapes with a saffron accent sit on the slide's gradient.
 */

const W = '#fff';
const SAFFRON = '#fbbf24';

/** Slide 1: a candidate's profile with growing skills, a rising chart and a "hired" tick. */
export function TalentArt() {
  return (
    <svg viewBox="0 0 440 360" aria-hidden="true" focusable="false">
      <circle cx="230" cy="180" r="160" fill={W} fillOpacity=".06" />
      <path
        d="M40 300 110 250l50 18 70-62 60 24 90-80"
        fill="none"
        stroke={W}
        strokeOpacity=".35"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect
        x="110"
        y="62"
        width="230"
        height="236"
        rx="20"
        fill={W}
        fillOpacity=".14"
        stroke={W}
        strokeOpacity=".45"
        strokeWidth="2"
      />
      <circle cx="168" cy="124" r="32" fill={W} fillOpacity=".92" />
      <circle cx="168" cy="115" r="11" fill="#1d4ed8" />
      <path d="M147 143a21 19 0 0 1 42 0" fill="#1d4ed8" />
      <rect x="214" y="104" width="96" height="12" rx="6" fill={W} fillOpacity=".9" />
      <rect x="214" y="126" width="64" height="9" rx="4.5" fill={W} fillOpacity=".5" />
      {[190, 220, 250].map((y, i) => (
        <g key={y}>
          <rect x="140" y={y} width="170" height="10" rx="5" fill={W} fillOpacity=".2" />
          <rect
            x="140"
            y={y}
            width={[150, 118, 162][i]}
            height="10"
            rx="5"
            fill={i === 1 ? SAFFRON : W}
            fillOpacity={i === 1 ? 1 : 0.85}
          />
        </g>
      ))}
      <circle cx="340" cy="78" r="36" fill={SAFFRON} />
      <path
        d="m323 79 12 12 22-24"
        fill="none"
        stroke="#172554"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="72" cy="96" r="6" fill={W} fillOpacity=".6" />
      <circle cx="392" cy="260" r="9" fill={W} fillOpacity=".35" />
    </svg>
  );
}
