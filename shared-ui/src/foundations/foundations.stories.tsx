import type { Meta, StoryObj } from '@storybook/react-vite';
import { Palette, RadiiAndShadows, Spacing, TypeScale } from './foundations';

/**
 * The design tokens, generated from `src/theme/tokens.css`: colours of both themes with their WCAG contrast
 * ratios, type scale, spacing, radii and shadows. Change a token there and these pages follow.
 */
const meta = {
  title: 'Fundamentos/Tokens',
  component: Palette,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Palette>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cores: Story = {};
export const Tipografia: Story = { render: () => <TypeScale /> };
export const Espacamento: Story = { name: 'Espaçamento', render: () => <Spacing /> };
export const RaiosESombras: Story = { name: 'Raios e sombras', render: () => <RadiiAndShadows /> };
