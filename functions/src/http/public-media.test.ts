import { describe, expect, it } from 'vitest';
import { mediaPath } from './public-media';

describe('mediaPath', () => {
  it('names only covers, thumbnails and team photos under their content-hashed names', () => {
    expect(mediaPath('/media/articles/art-001/cover-0123456789ab.jpg')).toBe('articles/art-001/cover-0123456789ab.jpg');
    expect(mediaPath('/articles/art-001/thumb-0123456789ab.jpg')).toBe('articles/art-001/thumb-0123456789ab.jpg');
    expect(mediaPath('/media/office/eqp-helena/photo-0123456789ab.jpg')).toBe('office/eqp-helena/photo-0123456789ab.jpg');
    for (const other of [
      '/media/articles/art-001/foto.jpg',
      '/media/office/profile/logo.png',
      '/media/clients/cli-001/cover-0123456789ab.jpg',
      '/media/articles/../clients/cover-0123456789ab.jpg',
      '/media/office/eqp-helena/photo-0123456789ab.jpg/x',
    ])
      expect(mediaPath(other), other).toBeNull();
  });
});
