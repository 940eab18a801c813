export * from './icon.tsx';
export * from './glyphs.tsx';
