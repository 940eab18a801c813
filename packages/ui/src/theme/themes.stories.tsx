// The same kit sampler in each theme, so axe checks the widget theme's colours as well as the staff's.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeVariantNames } from '../components/badge/badge.tsx';
import { Button, buttonVariantNames } from '../components/button/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../components/card/card.tsx';
import { Input } from '../components/input/input.tsx';
import { ProgressBar } from '../components/progress-bar/progress-bar.tsx';
import { Stack } from '../components/stack/stack.tsx';
import { staffTheme } from './staff.css.ts';
import { widgetTheme } from './widget.css.ts';

function Sampler() {
  return (
    <Card variant="elevated" size="lg" style={{ maxWidth: 640 }}>
      <CardHeader>
        <CardTitle>Онлайн-запись</CardTitle>
        <CardDescription>Выберите услугу, мастера и удобное время.</CardDescription>
      </CardHeader>
      <CardContent>
        <Stack gap="4">
          <Stack direction="row" gap="2" wrap>
            {buttonVariantNames.map((variant) => (
              <Button key={variant} variant={variant}>
                {variant}
              </Button>
            ))}
          </Stack>
          <Stack direction="row" gap="2" wrap>
            {badgeVariantNames.map((variant) => (
              <Badge key={variant} variant={variant}>
                {variant}
              </Badge>
            ))}
            {badgeVariantNames.map((variant) => (
              <Badge key={`${variant}-solid`} variant={variant} appearance="solid">
                {variant}
              </Badge>
            ))}
          </Stack>
          <Input
            label="Телефон"
            placeholder="+375 29 123-45-67"
            hint="Мы позвоним для подтверждения"
          />
          <Input label="Имя" defaultValue="А" error="Укажите имя полностью" />
          <ProgressBar label="Шаг 2 из 5" value={40} showValue />
        </Stack>
      </CardContent>
    </Card>
  );
}

const meta = {
  title: 'Foundations/Themes',
  component: Sampler,
} satisfies Meta<typeof Sampler>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {
  globals: { theme: 'staff' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(`.${staffTheme}`)).not.toBeNull();
  },
};

export const Widget: Story = {
  globals: { theme: 'widget' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(`.${widgetTheme}`)).not.toBeNull();
  },
};
