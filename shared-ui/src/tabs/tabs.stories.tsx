import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SegmentedControl, Tabs, type TabsProps } from './tabs';

type View = 'resumo' | 'origens' | 'pesquisa';
const TABS = [
  { id: 'resumo', label: 'Resumo', content: <p>Inscritos, vendas e conversão do lançamento.</p> },
  { id: 'origens', label: 'Origens', content: <p>De onde vieram os leads (UTM).</p> },
  { id: 'pesquisa', label: 'Pesquisa', content: <p>Respostas da pesquisa de perfil.</p> },
] as const;

function Controlled(props: TabsProps<View>) {
  const [selected, setSelected] = useState<View>(props.selectedId);
  return (
    <Tabs
      {...props}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        props.onSelect(id);
      }}
    />
  );
}

function Segmented() {
  const [value, setValue] = useState<'quentes' | 'frios'>('quentes');
  return (
    <SegmentedControl
      label="Tipo de lead"
      value={value}
      onChange={setValue}
      options={[
        { value: 'quentes', label: 'Quentes' },
        { value: 'frios', label: 'Frios' },
      ]}
    />
  );
}

const meta = {
  title: 'Navegação/Tabs',
  component: Tabs<View>,
  subcomponents: { SegmentedControl },
  args: { label: 'Visões do painel', tabs: TABS, selectedId: 'resumo', onSelect: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Tabs<View>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { selectedId: 'origens' } };
export const SegmentedControlStory: Story = { name: 'Segmented control', render: () => <Segmented /> };
