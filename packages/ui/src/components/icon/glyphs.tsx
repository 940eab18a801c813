// The glyphs the booking widget's screens draw (check, chevron-down, triangle-alert), as plain SVG:
// lucide-react's runtime (its Icon, context and attribute builder) was 1.4 kB gzip of the widget for
// three paths. The paths are lucide's (ISC licence, lucide.dev) and the <svg> carries the same
// attributes lucide-react renders, so they look the same; everything else draws with lucide-react.
import type { SVGProps } from 'react';
import { clsx } from 'clsx';

export type GlyphProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Width and height in px; CSS may set them instead. */
  size?: number;
  strokeWidth?: number;
};

function glyph(name: string, paths: readonly string[]) {
  return function Glyph({ size = 24, strokeWidth = 2, className, ...props }: GlyphProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={clsx('lucide', `lucide-${name}`, className)}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const CheckGlyph = /* @__PURE__ */ glyph('check', ['M20 6 9 17l-5-5']);
export const ChevronDownGlyph = /* @__PURE__ */ glyph('chevron-down', ['m6 9 6 6 6-6']);
export const TriangleAlertGlyph = /* @__PURE__ */ glyph('triangle-alert', [
  'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3',
  'M12 9v4',
  'M12 17h.01',
]);
