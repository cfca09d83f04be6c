import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import { afterEach } from 'vitest';
import * as preview from './.storybook/preview.tsx';

// Same decorators and globals as Storybook itself, so a story renders identically in both.
setProjectAnnotations([preview]);

afterEach(() => {
  cleanup();
  clearAllMocks();
  document.documentElement.removeAttribute('data-theme');
  document.body.style.overflow = '';
});
