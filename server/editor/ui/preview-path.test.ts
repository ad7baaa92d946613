import { describe, expect, it } from 'vitest';
import { collections } from '../keystatic.config';
import { previewPathFor } from './preview-path';

describe('the page the preview opens', () => {
  it('is the edited entry’s page, from its collection’s previewUrl', () => {
    expect(previewPathFor('/keystatic/collection/jobs/item/senior-devops-engineer', collections)).toBe('/careers/positions/senior-devops-engineer');
    expect(previewPathFor('/keystatic/branch/content%2Fnew-role/collection/articles/item/testing-mobile-apps', collections)).toBe('/blog/testing-mobile-apps');
    expect(previewPathFor('/keystatic/collection/portfolioProjects/item/fleet-telematics', collections)).toBe('/our-work/portfolio#fleet-telematics');
  });

  it('is the home page elsewhere in the editor', () => {
    expect(previewPathFor('/keystatic', collections)).toBe('/');
    expect(previewPathFor('/keystatic/collection/jobs', collections)).toBe('/');
    expect(previewPathFor('/keystatic/collection/unknown/item/x', collections)).toBe('/');
  });
});
