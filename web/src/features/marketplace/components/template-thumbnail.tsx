import type { Template } from "@layoutlift/core/templates/catalogue";

/**
 * A drawn miniature of each template page in its own palette: crisp at any size, nothing to download, and it
 * follows the page's real structure (nav, hero, then the section that defines the template).
 */
export function TemplateThumbnail({ template }: { template: Template }) {
  const { from, to, accent } = template.palette;
  return (
    <svg viewBox="0 0 320 180" role="img" aria-label={`${template.name} preview`} className="block h-auto w-full">
      <defs>
        <linearGradient id={`thumb-${template.id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={accent} />
      <rect width="320" height="18" fill="#ffffff" />
      <rect x="12" y="6" width="36" height="6" rx="3" fill={from} />
      <rect x="210" y="7" width="22" height="4" rx="2" fill="#94a3b8" />
      <rect x="238" y="7" width="22" height="4" rx="2" fill="#94a3b8" />
      <rect x="270" y="5" width="38" height="8" rx="4" fill={from} />
      <Body template={template} gradient={`url(#thumb-${template.id})`} />
    </svg>
  );
}

function Body({ template, gradient }: { template: Template; gradient: string }) {
  const { from } = template.palette;
  switch (template.thumbnail) {
    case "saas":
      return (
        <g>
          <rect x="0" y="18" width="320" height="82" fill={gradient} />
          <rect x="24" y="36" width="130" height="10" rx="3" fill="#fff" />
          <rect x="24" y="52" width="100" height="6" rx="3" fill="#fff" opacity=".7" />
          <rect x="24" y="70" width="54" height="14" rx="5" fill="#fff" />
          <rect x="178" y="30" width="122" height="62" rx="6" fill="#fff" opacity=".95" />
          <rect x="186" y="40" width="60" height="6" rx="3" fill={from} opacity=".6" />
          <rect x="186" y="52" width="104" height="30" rx="4" fill={from} opacity=".15" />
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x={24 + i * 95} y="114" width="82" height="52" rx="6" fill="#fff" />
              <rect x={34 + i * 95} y="124" width="14" height="14" rx="4" fill={from} />
              <rect x={34 + i * 95} y="146" width="56" height="5" rx="2.5" fill="#cbd5e1" />
            </g>
          ))}
        </g>
      );
    case "funnel":
      return (
        <g>
          <rect x="0" y="18" width="320" height="12" fill={gradient} />
          <rect x="110" y="21" width="100" height="6" rx="3" fill="#fff" />
          <rect x="60" y="42" width="200" height="12" rx="3" fill="#0f172a" />
          <rect x="90" y="60" width="140" height="6" rx="3" fill="#64748b" />
          <rect x="115" y="76" width="90" height="18" rx="9" fill={gradient} />
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <circle cx="74" cy={112 + i * 20} r="6" fill={from} />
              <rect x="88" y={109 + i * 20} width="150" height="6" rx="3" fill="#94a3b8" />
            </g>
          ))}
          <rect x="248" y="104" width="48" height="48" rx="24" fill="none" stroke={from} strokeWidth="4" />
        </g>
      );
    case "capture":
      return (
        <g>
          <rect x="0" y="18" width="320" height="162" fill={gradient} />
          <rect x="70" y="44" width="180" height="12" rx="3" fill="#fff" />
          <rect x="95" y="62" width="130" height="6" rx="3" fill="#fff" opacity=".75" />
          <rect x="60" y="84" width="150" height="22" rx="6" fill="#fff" />
          <rect x="214" y="84" width="46" height="22" rx="6" fill="#0f172a" />
          {[0, 1, 2, 3].map((i) => (
            <circle key={i} cx={130 + i * 16} cy="130" r="7" fill="#fff" opacity={0.5 + i * 0.12} />
          ))}
          <rect x="196" y="126" width="50" height="6" rx="3" fill="#fff" opacity=".7" />
        </g>
      );
    case "store":
      return (
        <g>
          <rect x="0" y="18" width="320" height="56" fill={gradient} />
          <rect x="24" y="34" width="110" height="10" rx="3" fill="#fff" />
          <rect x="24" y="50" width="50" height="12" rx="6" fill="#fff" opacity=".9" />
          {[0, 1, 2, 3].map((i) => (
            <g key={i}>
              <rect x={16 + i * 74} y="86" width="66" height="58" rx="6" fill="#fff" />
              <rect x={24 + i * 74} y="94" width="50" height="30" rx="4" fill="#e2e8f0" />
              <rect x={24 + i * 74} y="130" width="32" height="5" rx="2.5" fill="#334155" />
            </g>
          ))}
          <rect x="16" y="154" width="288" height="16" rx="4" fill={from} opacity=".9" />
        </g>
      );
    case "agency":
      return (
        <g>
          <rect x="0" y="18" width="320" height="162" fill="#111827" />
          <rect x="24" y="38" width="170" height="14" rx="3" fill="#fff" />
          <rect x="24" y="58" width="120" height="14" rx="3" fill={template.palette.to} />
          <rect x="24" y="82" width="60" height="14" rx="7" fill="#fff" />
          <circle cx="252" cy="66" r="36" fill={gradient} />
          {[0, 1, 2].map((i) => (
            <rect key={i} x={24 + i * 95} y="116" width="82" height="50" rx="6" fill="#1f2937" stroke="#374151" />
          ))}
        </g>
      );
    case "launch":
      return (
        <g>
          <rect x="0" y="18" width="320" height="162" fill={gradient} />
          <rect x="120" y="32" width="80" height="12" rx="6" fill="#fff" opacity=".3" />
          <rect x="60" y="52" width="200" height="12" rx="3" fill="#fff" />
          <rect x="85" y="70" width="150" height="6" rx="3" fill="#fff" opacity=".75" />
          <rect x="80" y="86" width="110" height="18" rx="6" fill="#fff" />
          <rect x="194" y="86" width="46" height="18" rx="6" fill="#0f172a" />
          {[0, 1, 2, 3].map((i) => (
            <g key={i}>
              <rect x={40 + i * 64} y="122" width="48" height="40" rx="6" fill="#fff" opacity=".18" />
              <rect x={50 + i * 64} y="132" width="28" height="10" rx="3" fill="#fff" />
            </g>
          ))}
        </g>
      );
  }
}
