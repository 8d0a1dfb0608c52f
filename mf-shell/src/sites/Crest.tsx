import type { CampusCode } from '@schools/shared-api';

/**
 * The school's crest: a navy shield edged in white, an open book over a red chevron, and the campus's
 * code in its lower field. Decorative beside the campus's name (aria-hidden), drawn inline so it
 * costs no request and stays sharp at any size.
 */
export function Crest({ campus, className }: { campus: CampusCode; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 48" aria-hidden="true" focusable="false">
      <path d="M3 3h34v19c0 12.5-8.5 19.5-17 23C11.5 41.5 3 34.5 3 22z" fill="#1b2a4e" stroke="#fff" strokeWidth="1.6" />
      <path d="M3.8 19.5 20 29.5l16.2-10v5.2L20 34.7 3.8 24.7z" fill="#c8102e" />
      <path d="M9.5 8.5c3.6-1.2 7.2-.9 10.5 1.2 3.3-2.1 6.9-2.4 10.5-1.2v9.2c-3.6-1.2-7.2-.9-10.5 1.2-3.3-2.1-6.9-2.4-10.5-1.2z" fill="#fff" />
      <path d="M20 9.7v9.2" stroke="#1b2a4e" strokeWidth=".9" />
      <text x="20" y="40.5" textAnchor="middle" fontSize="6.2" fontWeight="700" letterSpacing=".5" fill="#fff" fontFamily="Arial, Helvetica, sans-serif">{campus}</text>
    </svg>
  );
}
