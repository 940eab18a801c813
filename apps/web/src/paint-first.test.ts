// The paint-first frame (paint-first.ts): the stylesheet inline, the scripts at low priority, and
// nothing else of index.html changed.
import { describe, expect, it } from 'vitest';
import { paintFirstFrame } from './paint-first.ts';

const template = `<!doctype html>
<html lang="ru">
  <head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-b2.css">
    <link rel="modulepreload" crossorigin href="/assets/public-c3.js">
  </head>
  <body class="theme">
    <div id="root"></div>
  </body>
</html>
`;

describe('paintFirstFrame', () => {
  it('writes the stylesheet inline and fetches the scripts at low priority, changing nothing else', () => {
    const frame = paintFirstFrame(template, (path) =>
      path === '/assets/style-b2.css' ? '.a{color:red}' : '',
    );
    expect(frame).toBe(`<!doctype html>
<html lang="ru">
  <head>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js"></script>
    <style>.a{color:red}</style>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/public-c3.js">
  </head>
  <body class="theme">
    <div id="root"></div>
  </body>
</html>
`);
  });

  it('refuses CSS that would end the style element, and a template with no stylesheet', () => {
    expect(() => paintFirstFrame(template, () => 'a::after{content:"</style>"}')).toThrow(
      /cannot go inline/,
    );
    expect(() => paintFirstFrame('<head></head><div id="root"></div>', () => '')).toThrow(
      /no stylesheet/,
    );
  });
});
