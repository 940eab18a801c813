// The design tokens drawn from the live `vars`: switch the theme in the toolbar and every swatch follows.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { tones, vars } from './contract.css.ts';

/** `var(--primary-solid__x1y2z3)` → the value the current theme gives it. */
function TokenValue({ token }: { token: string }) {
  const ref = useRef<HTMLElement>(null);
  const name = /var\((--[^),]+)/.exec(token)?.[1];
  // Read after every render, so a theme switch in the toolbar shows the new theme's values.
  useLayoutEffect(() => {
    if (ref.current && name) {
      ref.current.textContent = getComputedStyle(ref.current).getPropertyValue(name).trim();
    }
  });
  return <code ref={ref} style={{ fontSize: vars.font.size.xs, color: vars.color.textMuted }} />;
}

const grid: CSSProperties = { display: 'grid', gap: vars.space['4'] };
const caption: CSSProperties = { fontSize: vars.font.size.sm, color: vars.color.text };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={grid}>
      <h2 style={{ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Swatch({ name, token }: { name: string; token: string }) {
  return (
    <figure data-token={name} style={{ margin: 0, display: 'grid', gap: vars.space['1'] }}>
      <div
        aria-hidden="true"
        style={{
          height: 48,
          borderRadius: vars.radius.md,
          background: token,
          boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
        }}
      />
      <figcaption style={caption}>
        {name}
        <br />
        <TokenValue token={token} />
      </figcaption>
    </figure>
  );
}

const toneKeys = ['solid', 'solidHover', 'onSolid', 'subtle', 'onSubtle', 'border'] as const;
const neutrals = [
  'background',
  'surface',
  'surfaceMuted',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  'focusRing',
  'overlay',
] as const;
const swatchRow: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space['3'],
};

const meta = {
  title: 'Foundations/Tokens',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone's six colours, then the surfaces and text colours. Text on `subtle` uses `onSubtle`. */
export const Colours: Story = {
  render: () => (
    <div style={{ ...grid, gap: vars.space['8'] }}>
      {tones.map((tone) => (
        <Section key={tone} title={tone}>
          <div style={swatchRow}>
            {toneKeys.map((key) => (
              <Swatch key={key} name={`${tone}.${key}`} token={vars.color[tone][key]} />
            ))}
          </div>
          <div style={{ display: 'flex', gap: vars.space['2'] }}>
            <span
              style={{
                padding: `${vars.space['1']} ${vars.space['3']}`,
                borderRadius: vars.radius.full,
                background: vars.color[tone].solid,
                color: vars.color[tone].onSolid,
              }}
            >
              onSolid на solid
            </span>
            <span
              style={{
                padding: `${vars.space['1']} ${vars.space['3']}`,
                borderRadius: vars.radius.full,
                background: vars.color[tone].subtle,
                color: vars.color[tone].onSubtle,
                border: `1px solid ${vars.color[tone].border}`,
              }}
            >
              onSubtle на subtle
            </span>
          </div>
        </Section>
      ))}
      <Section title="Нейтральные">
        <div style={swatchRow}>
          {neutrals.map((name) => (
            <Swatch key={name} name={name} token={vars.color[name]} />
          ))}
        </div>
      </Section>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const tone of tones) {
      await expect(canvas.getByRole('region', { name: tone })).toBeVisible();
    }
    await expect(canvasElement.querySelectorAll('[data-token]')).toHaveLength(
      tones.length * toneKeys.length + neutrals.length,
    );
    // Values come from the live theme, not from a copy in the story.
    await expect(
      canvasElement.querySelector('[data-token="primary.solid"] code'),
    ).not.toBeEmptyDOMElement();
  },
};

const fontSizes = Object.keys(vars.font.size) as (keyof typeof vars.font.size)[];
const fontWeights = Object.keys(vars.font.weight) as (keyof typeof vars.font.weight)[];

export const TypeScale: Story = {
  render: () => (
    <div style={{ ...grid, gap: vars.space['8'] }}>
      <Section title="Размеры шрифта">
        {fontSizes.map((size) => (
          <div key={size} data-token={`font.size.${size}`} style={{ display: 'grid', gap: 2 }}>
            <span
              style={{ fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight.tight }}
            >
              Запись клиента на процедуру
            </span>
            <span style={caption}>
              font.size.{size} · <TokenValue token={vars.font.size[size]} />
            </span>
          </div>
        ))}
      </Section>
      <Section title="Насыщенность">
        {fontWeights.map((weight) => (
          <span key={weight} style={{ fontWeight: vars.font.weight[weight] }}>
            {`font.weight.${weight}: Лазерная эпиляция`}
          </span>
        ))}
      </Section>
      <Section title="Межстрочный интервал">
        {(['tight', 'normal'] as const).map((lh) => (
          <p key={lh} style={{ margin: 0, maxWidth: 360, lineHeight: vars.font.lineHeight[lh] }}>
            {`font.lineHeight.${lh}: запись подтверждается SMS за сутки до визита, клиент может отменить её по ссылке.`}
          </p>
        ))}
      </Section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-token^="font.size."]')).toHaveLength(
      fontSizes.length,
    );
  },
};

const spaceKeys = Object.keys(vars.space) as (keyof typeof vars.space)[];

export const Spacing: Story = {
  render: () => (
    <Section title="Отступы">
      {spaceKeys.map((key) => (
        <div
          key={key}
          data-token={`space.${key}`}
          style={{ display: 'flex', alignItems: 'center', gap: vars.space['3'] }}
        >
          <code style={{ ...caption, width: 72 }}>space.{key}</code>
          <div
            aria-hidden="true"
            style={{
              width: vars.space[key],
              height: 16,
              background: vars.color.primary.solid,
              borderRadius: vars.radius.sm,
            }}
          />
          <TokenValue token={vars.space[key]} />
        </div>
      ))}
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-token="space.4"] [aria-hidden]');
    await expect(bar?.getBoundingClientRect().width).toBe(16);
  },
};

const radii = Object.keys(vars.radius) as (keyof typeof vars.radius)[];

export const Radii: Story = {
  render: () => (
    <Section title="Скругления">
      <div style={{ display: 'flex', gap: vars.space['6'], flexWrap: 'wrap' }}>
        {radii.map((key) => (
          <figure
            key={key}
            data-token={`radius.${key}`}
            style={{ margin: 0, display: 'grid', gap: 6 }}
          >
            <div
              aria-hidden="true"
              style={{
                width: 80,
                height: 80,
                background: vars.color.primary.subtle,
                border: `2px solid ${vars.color.primary.border}`,
                borderRadius: vars.radius[key],
              }}
            />
            <figcaption style={caption}>
              radius.{key}
              <br />
              <TokenValue token={vars.radius[key]} />
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-token^="radius."]')).toHaveLength(
      radii.length,
    );
  },
};

const shadows = Object.keys(vars.shadow) as (keyof typeof vars.shadow)[];

export const Shadows: Story = {
  render: () => (
    <Section title="Тени">
      <div
        style={{
          display: 'flex',
          gap: vars.space['8'],
          flexWrap: 'wrap',
          padding: vars.space['4'],
        }}
      >
        {shadows.map((key) => (
          <figure
            key={key}
            data-token={`shadow.${key}`}
            style={{ margin: 0, display: 'grid', gap: 8 }}
          >
            <div
              aria-hidden="true"
              style={{
                width: 160,
                height: 96,
                background: vars.color.surface,
                borderRadius: vars.radius.lg,
                boxShadow: vars.shadow[key],
              }}
            />
            <figcaption style={caption}>shadow.{key}</figcaption>
          </figure>
        ))}
      </div>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-token="shadow.lg"] [aria-hidden]');
    await expect(box && getComputedStyle(box).boxShadow).not.toBe('none');
  },
};
