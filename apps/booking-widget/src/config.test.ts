import { describe, expect, it } from 'vitest';
import { readWidgetConfig } from './config.ts';

describe('readWidgetConfig', () => {
  it('reads the studio id and defaults to inline mode', () => {
    expect(readWidgetConfig({ studioId: 's-1' })).toEqual({
      studioId: 's-1',
      mode: 'inline',
      target: null,
    });
  });

  it('honours iframe mode and a target selector', () => {
    expect(readWidgetConfig({ studioId: 's-1', mode: 'iframe', target: '#book' })).toEqual({
      studioId: 's-1',
      mode: 'iframe',
      target: '#book',
    });
  });

  it('refuses to start without a studio id', () => {
    expect(readWidgetConfig({})).toBeNull();
    expect(readWidgetConfig({ studioId: '   ' })).toBeNull();
  });
});
