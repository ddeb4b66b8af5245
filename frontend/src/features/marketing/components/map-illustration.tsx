/**
 * A static, map-like drawing for the contact page's map placeholder (no map service, no tiles): a river,
 * parks, streets, blocks and a pin in the middle. Decorative; the caption next to it says what it is.
 * Drawn wide and cropped from the centre, so the pin stays in view at any width.
 */
export function MapIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1200 360"
      width="1200"
      height="360"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="1200" height="360" fill="#eef2f7" />
      <path d="M0 300c120-30 210 10 330-10s190-80 300-70 170 70 290 60 200-60 280-64v144H0Z" fill="#cfe3fb" />
      <g fill="#d6f0df">
        <rect x="40" y="30" width="150" height="70" rx="14" />
        <rect x="650" y="24" width="150" height="80" rx="16" />
        <rect x="880" y="150" width="150" height="80" rx="16" />
        <circle cx="380" cy="190" r="44" />
      </g>
      <g fill="#e2e8f0">
        <rect x="240" y="32" width="90" height="64" rx="6" />
        <rect x="350" y="32" width="140" height="64" rx="6" />
        <rect x="240" y="140" width="90" height="80" rx="6" />
        <rect x="560" y="140" width="70" height="40" rx="6" />
        <rect x="860" y="32" width="170" height="64" rx="6" />
        <rect x="1080" y="32" width="100" height="64" rx="6" />
        <rect x="40" y="140" width="150" height="80" rx="6" />
        <rect x="1080" y="140" width="100" height="80" rx="6" />
      </g>
      <g stroke="#fff" strokeLinecap="round" fill="none">
        <path d="M0 118h1200M0 250h1200M210 0v360M530 0v360M840 0v360M1055 0v360" strokeWidth="18" />
        <path d="M0 60h1200M0 190h840M340 0v250M700 0v250M960 0v250" strokeWidth="7" />
        <path d="M-40 380 1240 -20" strokeWidth="22" />
      </g>
      <path d="M-40 380 1240 -20" stroke="#cbd5e1" strokeWidth="2" strokeDasharray="14 14" fill="none" />
      <circle cx="600" cy="180" r="58" fill="#1d4ed8" fillOpacity=".1" />
      <circle cx="600" cy="180" r="30" fill="#1d4ed8" fillOpacity=".16" />
      <path d="M600 180c-18-20-28-35-28-50a28 28 0 0 1 56 0c0 15-10 30-28 50Z" fill="#1d4ed8" />
      <circle cx="600" cy="130" r="10" fill="#fff" />
    </svg>
  );
}
