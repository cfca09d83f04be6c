import { describe, expect, it } from 'vitest';
import { buildIdOf, withManifestBuildId } from './build-id-plugin.ts';

const chunk = (fileName: string, code: string) => ({ fileName, type: 'chunk' as const, code });

describe('build ids', () => {
  it('are a content hash of the emitted files: same files same id, any change a new one', () => {
    const files = [chunk('assets/a-1.js', 'a'), chunk('assets/b-2.js', 'b')];
    const id = buildIdOf(files);
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(buildIdOf([...files].reverse())).toBe(id);
    expect(buildIdOf([chunk('assets/a-1.js', 'a!'), chunk('assets/b-2.js', 'b')])).not.toBe(id);
    // The manifest and index.html carry the id: they are not part of it.
    expect(buildIdOf([...files, { fileName: 'mf-manifest.json', type: 'asset', source: '{}' }])).toBe(id);
  });

  it("go into mf-manifest.json's metaData.buildInfo.buildVersion, the rest untouched", () => {
    const manifest = {
      id: 'mfe_funnel',
      metaData: { name: 'mfe_funnel', buildInfo: { buildVersion: '1.0.0', buildName: 'mfe_funnel' } },
    };
    const patched = JSON.parse(withManifestBuildId(JSON.stringify(manifest), 'abcdef012345')) as typeof manifest;
    expect(patched.metaData.buildInfo).toEqual({ buildVersion: 'abcdef012345', buildName: 'mfe_funnel' });
    expect(patched.id).toBe('mfe_funnel');
  });
});
