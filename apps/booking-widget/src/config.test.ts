import { describe, expect, it } from 'vitest';
import { configFromOptions, readWidgetConfig } from './config.ts';

const base = { prefill: {}, theme: {}, lang: 'ru', label: null };

describe('readWidgetConfig', () => {
  it('reads the studio id and defaults to inline mode', () => {
    expect(readWidgetConfig({ studioId: 's-1' })).toEqual({
      ...base,
      studioId: 's-1',
      mode: 'inline',
      target: null,
    });
  });

  it('honours every mode and a target selector; an unknown mode is inline', () => {
    for (const mode of ['inline', 'popup', 'floating', 'iframe'] as const) {
      expect(readWidgetConfig({ studioId: 's-1', mode, target: '#book' })).toMatchObject({
        mode,
        target: '#book',
      });
    }
    expect(readWidgetConfig({ studioId: 's-1', mode: 'modal' })?.mode).toBe('inline');
  });

  it('reads prefill, theme, language and label, leaving blanks out', () => {
    expect(
      readWidgetConfig({
        studioId: 's-1',
        name: ' Анна ',
        phone: '+375291234567',
        email: '',
        notes: 'после 18:00',
        brand: '#0f766e',
        radius: '4px',
        theme: 'dark',
        lang: 'ru',
        label: 'Записаться',
      }),
    ).toEqual({
      studioId: 's-1',
      mode: 'inline',
      target: null,
      prefill: { name: 'Анна', phone: '+375291234567', notes: 'после 18:00' },
      theme: { brand: '#0f766e', radius: '4px', mode: 'dark' },
      lang: 'ru',
      label: 'Записаться',
    });
  });

  it('refuses to start without a studio id', () => {
    expect(readWidgetConfig({})).toBeNull();
    expect(readWidgetConfig({ studioId: '   ' })).toBeNull();
  });
});

describe('configFromOptions', () => {
  it('takes the mode from the command and the rest from the options', () => {
    expect(
      configFromOptions('popup', {
        studioId: 's-2',
        target: '#here',
        prefill: { phone: '+7 900' },
        theme: { font: 'Georgia' },
      }),
    ).toEqual({
      ...base,
      studioId: 's-2',
      mode: 'popup',
      target: '#here',
      prefill: { phone: '+7 900' },
      theme: { font: 'Georgia' },
    });
  });

  it('is null without a studio id or options', () => {
    expect(configFromOptions('inline', {})).toBeNull();
    expect(configFromOptions('inline', null)).toBeNull();
  });
});

describe('the buttons’ options', () => {
  it('reads the trigger’s size and font size and the floating side and offsets', () => {
    expect(
      readWidgetConfig({
        studioId: 's-1',
        mode: 'floating',
        fontSize: '20px',
        buttonSize: 'lg',
        side: 'left',
        offsetX: '24px',
        offsetY: '80px',
      })?.theme,
    ).toEqual({
      fontSize: '20px',
      buttonSize: 'lg',
      side: 'left',
      offsetX: '24px',
      offsetY: '80px',
    });
    expect(
      configFromOptions('popup', { studioId: 's-1', theme: { buttonSize: 'sm', side: 'right' } })
        ?.theme,
    ).toEqual({ buttonSize: 'sm', side: 'right' });
  });

  it('leaves out a size or side it does not know', () => {
    expect(readWidgetConfig({ studioId: 's-1', buttonSize: 'huge', side: 'top' })?.theme).toEqual(
      {},
    );
  });
});
