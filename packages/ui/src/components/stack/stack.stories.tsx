import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Box,
  Stack,
  boxBackgrounds,
  boxRadii,
  spaceKeys,
  stackAlignments,
  stackDirections,
  stackJustifications,
} from './stack.tsx';

const Item = ({ children }: { children: string }) => (
  <Box padding="2" paddingX="3" background="surface" radius="md" bordered>
    {children}
  </Box>
);

const meta = {
  title: 'Kit/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { direction: 'row', gap: '3' },
  argTypes: {
    direction: { control: 'inline-radio', options: stackDirections },
    gap: { control: 'select', options: spaceKeys },
    align: { control: 'inline-radio', options: stackAlignments },
    justify: { control: 'inline-radio', options: stackJustifications },
  },
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <Item>Клиент</Item>
      <Item>Услуги</Item>
      <Item>Мастер</Item>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    await expect(stack).toHaveAttribute('data-direction', 'row');
    await expect(getComputedStyle(stack).flexDirection).toBe('row');
    await expect(getComputedStyle(stack).columnGap).toBe('12px');
  },
};

export const Column: Story = {
  args: { direction: 'column' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('stack')).flexDirection).toBe('column');
  },
};

/** Every value of the space scale as a gap. */
export const Gaps: Story = {
  render: () => (
    <Stack gap="4">
      {spaceKeys.map((gap) => (
        <Stack key={gap} direction="row" gap={gap} data-testid={`gap-${gap}`}>
          <Item>{`gap ${gap}`}</Item>
          <Item>Услуги</Item>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('gap-0')).columnGap).toBe('0px');
    await expect(getComputedStyle(canvas.getByTestId('gap-12')).columnGap).toBe('48px');
  },
};

export const Alignments: Story = {
  render: () => (
    <Stack gap="3">
      {stackAlignments.map((align) => (
        <Stack key={align} direction="row" gap="2" align={align} data-testid={`align-${align}`}>
          <Box padding="4" background="surfaceMuted" radius="md">
            {align}
          </Box>
          <Item>Мастер</Item>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('align-center')).alignItems).toBe('center');
  },
};

export const Justifications: Story = {
  render: () => (
    <Stack gap="3">
      {stackJustifications.map((justify) => (
        <Stack
          key={justify}
          direction="row"
          gap="2"
          justify={justify}
          data-testid={`justify-${justify}`}
        >
          <Item>{justify}</Item>
          <Item>Время</Item>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('justify-between')).justifyContent).toBe(
      'space-between',
    );
  },
};

export const Wrap: Story = {
  args: { wrap: true },
  render: (args) => (
    <Box style={{ width: 240 }}>
      <Stack {...args} data-testid="stack">
        {['Лазер', 'Воск', 'Шугаринг', 'Пилинг', 'Массаж'].map((name) => (
          <Item key={name}>{name}</Item>
        ))}
      </Stack>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('stack')).flexWrap).toBe('wrap');
  },
};

/** A row that becomes a column on a phone (320 px viewport). */
export const CollapseBelowMd: Story = {
  args: { collapseBelow: 'md' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('stack')).flexDirection).toBe('column');
  },
};

/** Box: padding, surface, radius and border, each from the tokens. */
export const Boxes: Story = {
  render: () => (
    <Stack direction="row" gap="4" wrap>
      {boxBackgrounds.map((background) => (
        <Box key={background} padding="4" background={background} radius="lg" bordered>
          {background}
        </Box>
      ))}
      {boxRadii.map((radius) => (
        <Box key={radius} padding="4" paddingX="6" background="surface" radius={radius} bordered>
          {`radius ${radius}`}
        </Box>
      ))}
      <Box as="section" padding="4" paddingY="8" background="surface" bordered aria-label="Секция">
        section
      </Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Секция' }).tagName).toBe('SECTION');
  },
};
