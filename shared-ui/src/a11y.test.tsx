import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

// Every story of every component, checked with axe (the same engine as Storybook's accessibility panel).
// Colour contrast needs real layout, so it is checked in the browser by the visual tests (visual/stories.spec.ts).
// Page-level rules (landmarks, one h1) do not apply to a component shown alone.
const AXE_RULES = {
  'color-contrast': { enabled: false },
  region: { enabled: false },
  'landmark-one-main': { enabled: false },
  'page-has-heading-one': { enabled: false },
};
const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('axe: %s', (_file, module) => {
  const composed = Object.entries(composeStories(module as Parameters<typeof composeStories>[0]));
  it.each(composed)('%s has no accessibility violation', async (_name, Story) => {
    const Component = Story as unknown as () => React.ReactElement;
    render(<Component />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const result = await axe.run(document.body, { rules: AXE_RULES });
    const problems = result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(problems).toEqual([]);
  });
});
