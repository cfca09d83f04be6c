import { describe, expect, it } from 'vitest';
import { chooserHref, isAdsTraffic, levelPageHref, levelPageSearch } from '../shared/level-query';

const q = (s: string) => new URLSearchParams(s);

describe('isAdsTraffic', () => {
  it('is true only for ads exactly equal to "true"', () => {
    expect(isAdsTraffic(q('ads=true'))).toBe(true);
    expect(isAdsTraffic(q('utm_source=fb&ads=true'))).toBe(true);
    for (const other of [
      '',
      'ads=',
      'ads=TRUE',
      'ads=True',
      'ads=1',
      'ads=yes',
      'ads=true%20',
      'ads= true',
      'ad=true',
    ]) {
      expect(isAdsTraffic(q(other)), other).toBe(false);
    }
  });
});

describe('levelPageSearch', () => {
  it('carries only the five utm fields that are present and drops ads and everything else', () => {
    expect(
      levelPageSearch(
        q('ads=true&utm_source=facebook&utm_medium=cpc&gclid=abc&utm_id=7&utm_content=video%201&fbclid=x'),
      ),
    ).toBe('?utm_source=facebook&utm_medium=cpc&utm_content=video+1');
  });

  it('keeps all five in a fixed order, including present but empty values', () => {
    expect(levelPageSearch(q('utm_content=c&utm_term=t&utm_medium=m&utm_campaign=camp&utm_source=s&ads=true'))).toBe(
      '?utm_source=s&utm_campaign=camp&utm_medium=m&utm_term=t&utm_content=c',
    );
    expect(levelPageSearch(q('utm_term=&ads=true'))).toBe('?utm_term=');
  });

  it('is empty when nothing is carried', () => {
    expect(levelPageSearch(q('ads=true'))).toBe('');
    expect(levelPageSearch(q(''))).toBe('');
  });

  it('builds the card targets for both levels', () => {
    const search = q('ads=true&utm_campaign=black-friday');
    expect(levelPageHref('beginner', search)).toBe('/aulas/iniciantes?utm_campaign=black-friday');
    expect(levelPageHref('intermediate', search)).toBe('/aulas/intermediario?utm_campaign=black-friday');
  });
});

describe('chooserHref', () => {
  it('keeps the whole query, ads included', () => {
    expect(chooserHref(q('ads=true&utm_source=ig&x=1'))).toBe('/aulas/escolher-nivel?ads=true&utm_source=ig&x=1');
  });
});
