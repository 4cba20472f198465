import type { ReactNode } from 'react';
import type { ActivationDocument } from './activation-documents';

/**
 * Drawn examples of the documents (no photographs, no real data): enough to recognise which side or which paper
 * is asked for. Colours come from the theme through currentColor and the card's CSS classes.
 */
const CARD = (children: ReactNode) => (
  <>
    <rect x="4" y="4" width="312" height="196" rx="14" className="document-art__paper" />
    {children}
  </>
);

const LINE = (x: number, y: number, width: number) => <rect x={x} y={y} width={width} height="8" rx="4" className="document-art__line" />;

const ART: Record<ActivationDocument, ReactNode> = {
  front_dni: CARD(
    <>
      <rect x="20" y="20" width="280" height="22" rx="4" className="document-art__band" />
      <rect x="24" y="56" width="84" height="108" rx="6" className="document-art__photo" />
      <circle cx="66" cy="94" r="18" className="document-art__line" />
      <path d="M36 156c6-24 54-24 60 0" className="document-art__line" />
      {LINE(124, 60, 120)}
      {LINE(124, 80, 160)}
      {LINE(124, 100, 90)}
      {LINE(124, 120, 140)}
      <text x="124" y="158" className="document-art__text">12345678Z</text>
    </>,
  ),
  back_dni: CARD(
    <>
      <rect x="24" y="28" width="46" height="36" rx="6" className="document-art__chip" />
      {LINE(90, 32, 180)}
      {LINE(90, 52, 130)}
      <text x="24" y="124" className="document-art__mrz">IDESP0000000000&lt;&lt;&lt;&lt;&lt;&lt;</text>
      <text x="24" y="150" className="document-art__mrz">0000000X0000000ESP&lt;&lt;&lt;&lt;</text>
      <text x="24" y="176" className="document-art__mrz">APELLIDO&lt;&lt;NOMBRE&lt;&lt;&lt;&lt;</text>
    </>,
  ),
  residence: (
    <>
      <rect x="60" y="4" width="200" height="256" rx="6" className="document-art__paper" />
      <rect x="76" y="20" width="64" height="20" rx="4" className="document-art__band" />
      {LINE(176, 24, 68)}
      {LINE(76, 64, 110)}
      {LINE(76, 80, 140)}
      {LINE(76, 96, 90)}
      <rect x="72" y="56" width="156" height="56" rx="6" className="document-art__highlight" />
      {LINE(76, 136, 168)}
      {LINE(76, 152, 168)}
      {LINE(76, 168, 120)}
      {LINE(176, 224, 68)}
    </>
  ),
};

export function DocumentArt({ document, label }: { document: ActivationDocument; label: string }) {
  const height = document === 'residence' ? 264 : 204;
  return (
    <svg viewBox={`0 0 320 ${height}`} role="img" aria-label={label} className="document-art">
      {ART[document]}
    </svg>
  );
}
